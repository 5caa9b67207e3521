import type { Account } from '@argus/contract/cloud';
import { Menu, Text } from '@mantine/core';
import { IconKey, IconLogout, IconShieldLock, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSaveAccountLanguage } from '../../../features/cloud/account/account-language.api.ts';
import { accountDisplayName } from '../../../features/cloud/account/account-name.ts';
import { useSaveAccountTheme } from '../../../features/cloud/account/account-theme.api.ts';
import { useCloudLogOut } from '../../../features/cloud/auth/auth.api.ts';
import { logOutAndLeave } from '../../../features/cloud/auth/logout.ts';
import { PORTAL_PATHS } from '../../../features/cloud/portal-paths.ts';
import { notify } from '../../../ui/notify.ts';
import { LanguageMenuGroup } from '../../shell/LanguageMenuGroup.tsx';
import { ThemeMenuGroup } from '../../shell/ThemeMenuGroup.tsx';
import { UserMenuButton } from '../../shell/UserMenuButton.tsx';

/**
 * The account menu (spec 000 §2): who is logged in (name and e-mail), Account settings, Change password,
 * Security, theme (stored with the account, cloud-api §8.4) and language (saved with the account, §8.1), Log out (ends the session, then reloads at the landing).
 */
export function AccountMenu({
  account,
  defaultOpened = false,
}: {
  account: Account;
  defaultOpened?: boolean;
}) {
  const { t, i18n } = useTranslation('portal');
  const logOut = useCloudLogOut();
  const saveTheme = useSaveAccountTheme(account.email);
  const saveLanguage = useSaveAccountLanguage();
  const name = accountDisplayName(account);

  const logout = async () => {
    if (!(await logOutAndLeave(logOut.mutateAsync))) notify.danger(t('accountMenu.logoutFailed'));
  };

  return (
    <Menu
      position="bottom-end"
      width={260}
      // Inside the header, so that the open menu is part of its landmark (axe: region).
      withinPortal={false}
      closeOnItemClick
      defaultOpened={defaultOpened}
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <UserMenuButton userName={name} />
      </Menu.Target>
      <Menu.Dropdown data-testid="account-menu">
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
            {name}
          </Text>
          {name !== account.email && (
            <Text size="xs" truncate>
              {account.email}
            </Text>
          )}
        </Menu.Label>
        <Menu.Item
          component={Link}
          to={PORTAL_PATHS.account}
          leftSection={<IconUser size={16} aria-hidden />}
        >
          {t('accountMenu.settings')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={PORTAL_PATHS.password}
          leftSection={<IconKey size={16} aria-hidden />}
        >
          {t('accountMenu.changePassword')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={PORTAL_PATHS.security}
          leftSection={<IconShieldLock size={16} aria-hidden />}
        >
          {t('accountMenu.security')}
        </Menu.Item>
        <Menu.Divider />
        <ThemeMenuGroup
          onChange={(theme) =>
            saveTheme.mutate(theme, { onError: () => notify.danger(t('accountMenu.themeNotSaved')) })
          }
        />
        <Menu.Divider />
        <LanguageMenuGroup
          onChange={(language) =>
            saveLanguage.mutate(language, {
              // In the language just chosen (`t` is bound to the one it was rendered in).
              onError: () => notify.danger(i18n.t('accountMenu.languageNotSaved', { ns: 'portal' })),
            })
          }
        />
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => void logout()}
          data-testid="logout"
        >
          {t('accountMenu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
