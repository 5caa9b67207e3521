import { type ComponentProps, useState } from 'react';
import { lazyPart } from '../../ui/lazy-part.tsx';
import type { UserMenu as UserMenuComponent } from './UserMenu.tsx';
import { UserMenuButton } from './UserMenuButton.tsx';

const UserMenu = lazyPart<ComponentProps<typeof UserMenuComponent>>(() =>
  import('./UserMenu.tsx').then((m) => ({ default: m.UserMenu })),
);

/**
 * The user menu's code (menus need the positioning library) loads on first use, keeping it out of the login
 * page; hovering or focusing the button starts the download early. If it cannot be loaded, the button stays
 * and the next click tries again.
 */
export function UserMenuLauncher({ userName }: { userName: string | null }) {
  const [wanted, setWanted] = useState(false);
  if (!wanted)
    return (
      <UserMenuButton
        userName={userName}
        onMouseEnter={UserMenu.preload}
        onFocus={UserMenu.preload}
        onClick={() => setWanted(true)}
      />
    );
  return (
    <UserMenu
      userName={userName}
      defaultOpened
      fallback={<UserMenuButton userName={userName} loading />}
      onFailed={() => setWanted(false)}
    />
  );
}
