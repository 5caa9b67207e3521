import type { WebAdminConfig } from '@argus/contract/mediaserver';
import { createContext, useContext } from 'react';

/** Local mode: the console of the one system whose media server served it. Cloud mode: the portal. */
export type ConsoleMode = WebAdminConfig['mode'];

export interface ModeInfo {
  mode: ConsoleMode;
  /** The client configuration the server published; null when it could not be read (local mode then). */
  config: WebAdminConfig | null;
}

export const ModeContext = createContext<ModeInfo | null>(null);

/** The console's mode, read once at boot. */
export function useMode(): ModeInfo {
  const mode = useContext(ModeContext);
  if (!mode) throw new Error('useMode() needs a ModeProvider above it');
  return mode;
}
