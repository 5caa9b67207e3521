import { Menu, Stack } from '@mantine/core';
import { IconKey, IconLogout } from '@tabler/icons-react';
import { type ComponentProps, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChangePasswordDialog as ChangePasswordDialogComponent } from '../../features/account/ChangePasswordDialog.tsx';
import { useCurrentUser, useLogOut } from '../../features/auth/auth.api.ts';
import { clearStoredTokens } from '../../features/auth/stored-tokens.ts';
import { lazyPart } from '../../ui/lazy-part.tsx';
import { notify } from '../../ui/notify.ts';
import { LanguageSelect } from './LanguageSelect.tsx';
import { ThemeSwitch } from './ThemeSwitch.tsx';
import { UserMenuButton } from './UserMenuButton.tsx';

const ChangePasswordDialog = lazyPart<ComponentProps<typeof ChangePasswordDialogComponent>>(() =>
  import('../../features/account/ChangePasswordDialog.tsx').then((m) => ({
    default: m.ChangePasswordDialog,
  })),
);

/**
 * The user menu: theme, language and, for a logged-in user, logout (ends the session, then reloads); a local
 * user may also change the password (the dialog's code loads when it opens).
 */
export function UserMenu({
  userName,
  defaultOpened = false,
}: {
  userName: string | null;
  defaultOpened?: boolean;
}) {
  const { t } = useTranslation('common');
  const user = useCurrentUser().data?.user;
  const logOut = useLogOut();
  const [changingPassword, setChangingPassword] = useState(false);
  const canChangePassword = userName !== null && user?.type === 'local';

  const logout = async () => {
    try {
      await logOut.mutateAsync();
    } catch {
      notify.danger(t('errors.unavailable'));
      return;
    }
    clearStoredTokens();
    window.location.reload();
  };

  return (
    <>
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
              {canChangePassword && (
                <Menu.Item
                  leftSection={<IconKey size={16} />}
                  onClick={() => setChangingPassword(true)}
                  onMouseEnter={ChangePasswordDialog.preload}
                  onFocus={ChangePasswordDialog.preload}
                  data-testid="change-password"
                >
                  {t('userMenu.changePassword')}
                </Menu.Item>
              )}
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
      {changingPassword && user && (
        <ChangePasswordDialog
          user={user}
          onClose={() => setChangingPassword(false)}
          onFailed={() => {
            setChangingPassword(false);
            notify.danger(t('errors.unavailable'));
          }}
        />
      )}
    </>
  );
}
