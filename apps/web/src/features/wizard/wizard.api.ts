import type { SettingsPreset } from '@argus/contract/mediaserver';
import { useMutation } from '@tanstack/react-query';
import { useSystemScope } from '../../app/scope/system-scope.ts';
import { systemEndpoints } from '../../lib/endpoints.ts';
import { logIn, logOut } from '../auth/auth.api.ts';
import { clearStoredTokens } from '../auth/stored-tokens.ts';

/** Credentials of a new system until setup (media-server-api §6.1). */
export const NEW_SYSTEM_LOGIN = 'admin';
export const NEW_SYSTEM_PASSWORD = 'admin';

/** Setup may take a while on a slow machine. */
const SETUP_TIMEOUT_MS = 60_000;

/**
 * Prepares the wizard (spec 000 §2 "Application shell", media-server-api §6.1): clears stored tokens and
 * cookies, ends any old session, then logs in silently as admin/admin so that setup has a fresh session.
 */
export function useStartNewSystemSession() {
  const { client } = useSystemScope();
  return useMutation({
    mutationFn: async () => {
      clearStoredTokens();
      client.forgetCredentials();
      await logOut(client);
      await logIn(client, { username: NEW_SYSTEM_LOGIN, password: NEW_SYSTEM_PASSWORD });
    },
  });
}

export interface LocalSetup {
  name: string;
  settingsPreset: SettingsPreset;
  password: string;
}

/** `POST .../system/setup` with a local admin password (media-server-api §4.2.2). */
export function useSetupLocalSystem() {
  const { client } = useSystemScope();
  return useMutation({
    mutationFn: ({ name, settingsPreset, password }: LocalSetup) =>
      client.call(systemEndpoints.setup, {
        body: { name, settingsPreset, settings: {}, local: { password, userAgent: navigator.userAgent } },
        timeoutMs: SETUP_TIMEOUT_MS,
      }),
  });
}

/** After setup the admin logs in with the new password. */
export function useLogInAsNewAdmin() {
  const { client } = useSystemScope();
  return useMutation({
    mutationFn: (password: string) => logIn(client, { username: NEW_SYSTEM_LOGIN, password }),
  });
}
