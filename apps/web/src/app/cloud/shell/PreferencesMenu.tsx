import { Menu } from '@mantine/core';
import { LanguageMenuGroup } from '../../shell/LanguageMenuGroup.tsx';
import { ThemeMenuGroup } from '../../shell/ThemeMenuGroup.tsx';
import { UserMenuButton } from '../../shell/UserMenuButton.tsx';

/** Theme and language for a visitor who is not logged in (kept in this browser). */
export function PreferencesMenu() {
  return (
    <Menu
      position="bottom-end"
      width={220}
      withinPortal={false}
      closeOnItemClick
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <UserMenuButton userName={null} />
      </Menu.Target>
      <Menu.Dropdown>
        <ThemeMenuGroup />
        <Menu.Divider />
        <LanguageMenuGroup />
      </Menu.Dropdown>
    </Menu>
  );
}
