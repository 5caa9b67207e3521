import { Navigate, Outlet, useMatches } from 'react-router';
import { useAccount } from '../../../features/cloud/auth/auth.api.ts';
import { CloudLoginModal } from '../../../features/cloud/auth/CloudLoginModal.tsx';
import { SecondFactorStep } from '../../../features/cloud/auth/SecondFactorStep.tsx';
import { PORTAL_PATHS } from '../../../features/cloud/portal-paths.ts';
import { Preloader } from '../../../ui/Preloader.tsx';
import { pageCodeOf } from '../../routing/lazy-page.tsx';

/**
 * Portal pages for a logged-in account. Nobody logged in: the login modal over an empty page, and the address
 * stays, so the login returns here (unless the address names another `next`). The account probe failing means
 * the cloud does not answer: the unavailable page.
 */
export default function AccountGuard() {
  const { data: account, isPending, isError } = useAccount();
  const matches = useMatches();
  // The pages' code starts loading with the guard's render, not one after the other.
  if (account) for (const match of matches) pageCodeOf(match.handle)?.preload();
  if (isPending) return <Preloader fullScreen={false} />;
  if (isError) return <Navigate to={PORTAL_PATHS.unavailable} replace />;
  if (!account)
    return <CloudLoginModal keepPage={!new URLSearchParams(window.location.search).has('next')} />;
  // With the policy "only for systems" the portal opens; a system that requires 2FA asks for the code.
  if (account.account2faEnabled && account.account2faEveryLogin && !account.sessionVerified)
    return <SecondFactorStep />;
  return <Outlet />;
}
