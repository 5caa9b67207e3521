import { type ReactNode, useMemo } from 'react';
import { useOriginClient } from '../clients/origin-client.ts';
import { useWebAdminConfig } from './mode.api.ts';
import { ModeContext, type ModeInfo } from './mode-context.ts';

export interface ModeProviderProps {
  /** Shown until the mode is known. */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Reads the console's mode once at boot (`webadmin_config.json`) and gives it to the app. Anything but a
 * readable `cloud` means local mode, the console of the server that served the app.
 */
export function ModeProvider({ fallback, children }: ModeProviderProps) {
  const { data: config, isPending } = useWebAdminConfig(useOriginClient());
  const mode = useMemo<ModeInfo>(
    () => ({ mode: config?.mode === 'cloud' ? 'cloud' : 'local', config: config ?? null }),
    [config],
  );
  if (isPending) return fallback;
  return <ModeContext.Provider value={mode}>{children}</ModeContext.Provider>;
}
