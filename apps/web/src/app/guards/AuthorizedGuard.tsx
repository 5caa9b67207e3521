import { Navigate, Outlet, useMatches } from 'react-router';
import { useCurrentUser } from '../../features/auth/auth.api.ts';
import { LoginModal } from '../../features/auth/LoginModal.tsx';
import { Preloader } from '../../ui/Preloader.tsx';
import { pageCodeOf } from '../routing/lazy-page.tsx';

/**
 * Pages for logged-in users. Nobody logged in: the login modal over an empty page; the address stays, so the
 * login returns here (it is the `next` target unless the URL names another one). Logged in: the code of every
 * page the address matches (a layout, a tab guard, the page) starts loading at once.
 */
export default function AuthorizedGuard() {
  const { data: user, isPending, isError } = useCurrentUser();
  const matches = useMatches();
  // During render, not in an effect: the first render of the shell takes a while, and loading is idempotent.
  if (user) for (const match of matches) pageCodeOf(match.handle)?.preload();
  if (isPending) return <Preloader fullScreen={false} />;
  if (isError) return <Navigate to="/500" replace />;
  if (!user) return <LoginModal keepPage={!new URLSearchParams(window.location.search).has('next')} />;
  return <Outlet />;
}
