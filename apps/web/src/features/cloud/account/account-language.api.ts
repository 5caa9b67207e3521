import type { AccountProbe } from '@argus/contract/cloud';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { useEffect } from 'react';
import { useCloudClient } from '../../../app/clients/cloud-client.ts';
import { changeLanguage, LANGUAGES, type LanguageCode } from '../../../i18n/i18n.ts';
import { cloudUtilsEndpoints } from '../../../lib/endpoints.ts';
import { cloudAuthKeys } from '../auth/auth.api.ts';

const isLanguage = (code: string | null): code is LanguageCode => LANGUAGES.some((l) => l.code === code);

/**
 * Applies the logged-in account's language once it is known (the login reloads the page, so this is "at the
 * next login"): the account's choice wins over this browser's. Once per stored value, so that a choice made
 * here stays while it is being saved; nothing is stored when the page already speaks it (no other tab reloads).
 */
export function useAccountLanguage(language: string | null): void {
  useEffect(() => {
    if (isLanguage(language) && language !== i18next.language) void changeLanguage(language);
  }, [language]);
}

/**
 * Saves the language chosen in the account menu with the account (cloud-api §8.1 `POST /api/utils/language`:
 * session, cookie and account), so that the account's other browsers and its next login follow.
 */
export function useSaveAccountLanguage() {
  const client = useCloudClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (language: LanguageCode) =>
      client.call(cloudUtilsEndpoints.setLanguage, { body: { language } }),
    onSuccess: ({ language }) =>
      queryClient.setQueryData<AccountProbe>(cloudAuthKeys.account, (probe) =>
        probe?.is_authenticated ? { ...probe, language } : probe,
      ),
  });
}
