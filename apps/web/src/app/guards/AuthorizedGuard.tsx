import { Navigate, Outlet, useMatches } from 'react-router';
import { useCurrentUser } from '../../features/auth/auth.api.ts';
import { LoginModal } from '../../features/auth/LoginModal.tsx';
import { Preloader } from '../../ui/Preloader.tsx';
import { pageCodeOf } from '../routing/lazy-page.tsx';
import { useBootPagesReady } from '../routing/useBootPagesReady.ts';

/**
 * Pages for logged-in users. Nobody logged in: the login modal over an empty page; the address stays, so the
 * login returns here (it is the `next` target unless the URL names another one). Logged in: the code of every
 * page the address matches (a layout, a tab guard, the page) starts loading at once, and on the first address
 * the pages render together once their code and texts are in.
 */
export default function AuthorizedGuard() {
  const { data: user, isPending, isError } = useCurrentUser();
  const matches = useMatches();
  // During render, not in an effect: the first render of the shell takes a while, and loading is idempotent.
  if (user) for (const match of matches) pageCodeOf(match.handle)?.preload();
  const pagesReady = useBootPagesReady(
    matches.map((m) => m.handle),
    Boolean(user),
  );
  if (isPending || (user && !pagesReady)) return <Preloader fullScreen={false} />;
  if (isError) return <Navigate to="/500" replace />;
  if (!user) return <LoginModal keepPage={!new URLSearchParams(window.location.search).has('next')} />;
  return <Outlet />;
}
