import { Navigate, Outlet } from 'react-router';
import { useCurrentUser } from '../../features/auth/auth.api.ts';
import { LoginModal } from '../../features/auth/LoginModal.tsx';
import { Preloader } from '../../ui/Preloader.tsx';

/**
 * Pages for logged-in users. Nobody logged in: the login modal over an empty page; the address stays, so the
 * login returns here (it is the `next` target unless the URL names another one).
 */
export default function AuthorizedGuard() {
  const { data: user, isPending, isError } = useCurrentUser();
  if (isPending) return <Preloader fullScreen={false} />;
  if (isError) return <Navigate to="/500" replace />;
  if (!user) return <LoginModal keepPage={!new URLSearchParams(window.location.search).has('next')} />;
  return <Outlet />;
}
