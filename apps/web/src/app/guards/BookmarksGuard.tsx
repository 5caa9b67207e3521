import { Outlet } from 'react-router';
import NotFoundPage from '../../features/errors/NotFoundPage.tsx';
import { useMode } from '../mode/mode-context.ts';

/**
 * The Bookmarks page's guard (spec 000 §2 "bookmarks (requires the bookmarks feature flag, otherwise 404)"):
 * the flag of the client configuration the server published (the media server's, or the cloud's).
 */
export default function BookmarksGuard() {
  const { config } = useMode();
  if (!config?.features?.bookmarks) return <NotFoundPage />;
  return <Outlet />;
}
