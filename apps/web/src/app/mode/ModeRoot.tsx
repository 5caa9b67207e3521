import { lazy } from 'react';
import { LocalConsole } from '../LocalConsole.tsx';
import { useMode } from './mode-context.ts';

const CloudModeUnavailablePage = lazy(() => import('../../features/errors/CloudModeUnavailablePage.tsx'));

/**
 * The app of the console's mode: local mode is the console of one system. Cloud mode (the portal, with a
 * system scope per system reached through the cloud's relay) plugs in here.
 */
export function ModeRoot() {
  const { mode } = useMode();
  if (mode === 'cloud') return <CloudModeUnavailablePage />;
  return <LocalConsole />;
}
