import { useMantineColorScheme } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useCloudClient } from '../../../app/clients/cloud-client.ts';
import { THEMES, type ThemeName } from '../../../app/theme.ts';
import { cloudCustomPropertyEndpoints } from '../../../lib/endpoints.ts';

/** The account's custom property that holds its theme (cloud-api §8.4): `{"theme": "light"|"dark"|"auto"}`. */
export const THEME_PROPERTY = 'theme';

/** The theme of a stored property; null for anything else. */
export function themeOf(property: unknown): ThemeName | null {
  const theme = (property as { theme?: unknown } | null)?.theme;
  return (THEMES as readonly unknown[]).includes(theme) ? (theme as ThemeName) : null;
}

const themeKey = (email: string) => ['cloud', 'customProperties', THEME_PROPERTY, email] as const;

/**
 * Applies the logged-in account's stored theme once it is known (spec 000 §4 "Theme"; applied on login, which
 * reloads the page). An account that never chose one keeps this browser's choice; a failed read changes nothing.
 */
export function useAccountTheme(email: string | null): void {
  const client = useCloudClient();
  const { setColorScheme } = useMantineColorScheme();
  const stored = useQuery({
    queryKey: themeKey(email ?? ''),
    queryFn: async ({ signal }) => {
      try {
        return themeOf(
          await client.call(cloudCustomPropertyEndpoints.get, { params: { name: THEME_PROPERTY }, signal }),
        );
      } catch {
        // 400 notFound: the account never chose a theme.
        return null;
      }
    },
    enabled: email !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const theme = stored.data;
  // Once per stored value: `setColorScheme` changes with the scheme, and a later choice must stay.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the stored theme only
  useEffect(() => {
    if (theme) setColorScheme(theme);
  }, [theme]);
}

/** Stores the theme the account chose, so that its other browsers follow. */
export function useSaveAccountTheme(email: string) {
  const client = useCloudClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (theme: ThemeName) =>
      client.call(cloudCustomPropertyEndpoints.set, { params: { name: THEME_PROPERTY }, body: { theme } }),
    onSuccess: (_reply, theme) => queryClient.setQueryData(themeKey(email), theme),
  });
}
