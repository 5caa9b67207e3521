import { Menu } from '@mantine/core';
import { IconKey, IconLogout } from '@tabler/icons-react';
import { type ComponentProps, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChangePasswordDialog as ChangePasswordDialogComponent } from '../../features/account/ChangePasswordDialog.tsx';
import { useCurrentUser, useLogOut } from '../../features/auth/auth.api.ts';
import { clearStoredTokens } from '../../features/auth/stored-tokens.ts';
import { lazyPart } from '../../ui/lazy-part.tsx';
import { notify } from '../../ui/notify.ts';
import { reloadWhenSafe } from '../reload/reload-when-safe.ts';
import { LanguageMenuGroup } from './LanguageMenuGroup.tsx';
import { ThemeMenuGroup } from './ThemeMenuGroup.tsx';
import { UserMenuButton } from './UserMenuButton.tsx';

const ChangePasswordDialog = lazyPart<ComponentProps<typeof ChangePasswordDialogComponent>>(() =>
  import('../../features/account/ChangePasswordDialog.tsx').then((m) => ({
    default: m.ChangePasswordDialog,
  })),
);

/**
 * The user menu: theme and language (radio items), and for a logged-in user logout (ends the session, then
 * reloads); a local user may also change the password (the dialog's code loads when it opens). Every child of
 * the open menu is a menu item, a group of them, or a separator.
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
    reloadWhenSafe('loggedOut');
  };

  return (
    <>
      <Menu
        position="bottom-end"
        width={240}
        // Inside the header, so that the open menu is part of its landmark (axe: region).
        withinPortal={false}
        closeOnItemClick
        defaultOpened={defaultOpened}
        // The placeholder is a focusable child without a menu role (axe: aria-required-children).
        withInitialFocusPlaceholder={false}
      >
        <Menu.Target>
          <UserMenuButton userName={userName} />
        </Menu.Target>
        <Menu.Dropdown>
          <ThemeMenuGroup />
          <Menu.Divider />
          <LanguageMenuGroup />
          {userName && (
            <>
              <Menu.Divider />
              {canChangePassword && (
                <Menu.Item
                  leftSection={<IconKey size={16} aria-hidden />}
                  onClick={() => setChangingPassword(true)}
                  onMouseEnter={ChangePasswordDialog.preload}
                  onFocus={ChangePasswordDialog.preload}
                  data-testid="change-password"
                >
                  {t('userMenu.changePassword')}
                </Menu.Item>
              )}
              <Menu.Item
                leftSection={<IconLogout size={16} aria-hidden />}
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
