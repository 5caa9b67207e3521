import { Menu, Stack } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { logOut } from '../../features/auth/auth.api.ts';
import { clearStoredTokens } from '../../features/auth/stored-tokens.ts';
import { notify } from '../../ui/notify.ts';
import { LanguageSelect } from './LanguageSelect.tsx';
import { ThemeSwitch } from './ThemeSwitch.tsx';
import { UserMenuButton } from './UserMenuButton.tsx';

/** The user menu: theme, language and, for a logged-in user, logout (ends the session, then reloads). */
export function UserMenu({
  userName,
  defaultOpened = false,
}: {
  userName: string | null;
  defaultOpened?: boolean;
}) {
  const { t } = useTranslation('common');

  const logout = async () => {
    try {
      await logOut();
    } catch {
      notify.danger(t('errors.unavailable'));
      return;
    }
    clearStoredTokens();
    window.location.reload();
  };

  return (
    <Menu position="bottom-end" width={260} withinPortal closeOnItemClick defaultOpened={defaultOpened}>
      <Menu.Target>
        <UserMenuButton userName={userName} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('theme.label')}</Menu.Label>
        <Stack px="xs" pb="xs" gap="xs">
          <ThemeSwitch />
          <LanguageSelect />
        </Stack>
        {userName && (
          <>
            <Menu.Divider />
            <Menu.Item
              leftSection={<IconLogout size={16} />}
              onClick={() => void logout()}
              data-testid="logout"
            >
              {t('userMenu.logout')}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
