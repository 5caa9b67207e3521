import { lazy } from 'react';
import { LocalConsole } from '../LocalConsole.tsx';
import { useMode } from './mode-context.ts';

/** The portal's code loads only in cloud mode: a media server's console never carries it. */
const CloudPortal = lazy(() => import('../cloud/CloudPortal.tsx'));

/**
 * The app of the console's mode: local mode is the console of one system; cloud mode is the portal of the
 * cloud that served the app (its systems open through the cloud's relay, later).
 */
export function ModeRoot() {
  const { mode } = useMode();
  if (mode === 'cloud') return <CloudPortal />;
  return <LocalConsole />;
}
