import { Outlet } from 'react-router';
import NotFoundPage from '../../features/errors/NotFoundPage.tsx';
import { useMode } from '../mode/mode-context.ts';

/**
 * The developer guard (spec 000 §2): the developer pages (the API tool) are "not found" unless the client
 * config enables developers in the cloud capabilities (`--developers` on the media server).
 */
export default function DevelopersGuard() {
  const { config } = useMode();
  if (!config?.cloudCapabilities.developersEnabled) return <NotFoundPage />;
  return <Outlet />;
}
