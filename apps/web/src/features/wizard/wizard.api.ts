import type { SettingsPreset } from '@argus/contract/mediaserver';
import { useMutation } from '@tanstack/react-query';
import { useSystemScope } from '../../app/scope/system-scope.ts';
import { systemEndpoints } from '../../lib/endpoints.ts';
import { logIn, logOut } from '../auth/auth.api.ts';
import { clearStoredTokens } from '../auth/stored-tokens.ts';
import { fetchOtherSystem, type MergeRequest, startMerge } from '../settings/merge/merge.api.ts';
import { MergeStepError } from '../settings/merge/merge-outcome.ts';

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

/**
 * Connect the server to the existing System (spec 000 §2): this new server joins the other system, whose
 * settings, name and owner stay (`takeRemoteSettings`). The merge asks for a fresh owner session, so admin/admin
 * logs in again first; the other system's name comes along for the last screen.
 */
export function useJoinExistingSystem() {
  const { client } = useSystemScope();
  return useMutation({
    mutationFn: async (request: MergeRequest) => {
      await logIn(client, { username: NEW_SYSTEM_LOGIN, password: NEW_SYSTEM_PASSWORD });
      const other = await fetchOtherSystem(client, request.address).catch((err: unknown) => {
        throw new MergeStepError('remoteLogin', err);
      });
      const reply = await startMerge(client, { ...request, takeRemoteSettings: true });
      return { systemName: other.name, reply };
    },
  });
}
