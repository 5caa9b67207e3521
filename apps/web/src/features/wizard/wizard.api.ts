import {
  COMMON_PASSWORDS_PATH,
  type CommonPasswords,
  commonPasswordSet,
  type SettingsPreset,
  type SetupSystemData,
} from '@argus/contract';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../lib/http.ts';
import { logIn, logOut } from '../auth/auth.api.ts';
import { clearCookies, clearStoredTokens } from '../auth/stored-tokens.ts';

/** Credentials of a new system until setup (media-server-api §6.1). */
export const NEW_SYSTEM_LOGIN = 'admin';
export const NEW_SYSTEM_PASSWORD = 'admin';

/**
 * Prepares the wizard (spec 000 §2 "Application shell", media-server-api §6.1): clears stored tokens and
 * cookies, ends any old session, then logs in silently as admin/admin so that setup has a fresh session.
 */
export async function startNewSystemSession(): Promise<void> {
  clearStoredTokens();
  clearCookies();
  await logOut();
  await logIn(NEW_SYSTEM_LOGIN, NEW_SYSTEM_PASSWORD);
}

export interface LocalSetup {
  name: string;
  settingsPreset: SettingsPreset;
  password: string;
}

/** `POST /rest/v1/system/setup` with a local admin password (media-server-api §4.2.2). */
export async function setupLocalSystem({ name, settingsPreset, password }: LocalSetup): Promise<void> {
  const body: SetupSystemData = {
    name,
    settingsPreset,
    settings: {},
    local: { password, userAgent: navigator.userAgent },
  };
  await http.post('/rest/v1/system/setup', body, { timeoutMs: 60_000 });
}

/** After setup the admin logs in with the new password. */
export function logInAsNewAdmin(password: string) {
  return logIn(NEW_SYSTEM_LOGIN, password);
}

/** The common-password list, fetched only when the password step needs it. */
export function useCommonPasswords(enabled: boolean) {
  return useQuery<CommonPasswords>({
    queryKey: ['wizard', 'commonPasswords'],
    queryFn: async () => commonPasswordSet(await http.get<string[]>(COMMON_PASSWORDS_PATH)),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
}
