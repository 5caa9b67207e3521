import { lazy, Suspense, useState } from 'react';
import { UserMenuButton } from './UserMenuButton.tsx';

const loadUserMenu = () => import('./UserMenu.tsx').then((m) => ({ default: m.UserMenu }));
const UserMenu = lazy(loadUserMenu);

/**
 * The user menu's code (menus need the positioning library) loads on first use, keeping it out of the login
 * page; hovering or focusing the button starts the download early.
 */
export function UserMenuLauncher({ userName }: { userName: string | null }) {
  const [wanted, setWanted] = useState(false);
  if (!wanted)
    return (
      <UserMenuButton
        userName={userName}
        onMouseEnter={() => void loadUserMenu()}
        onFocus={() => void loadUserMenu()}
        onClick={() => setWanted(true)}
      />
    );
  return (
    <Suspense fallback={<UserMenuButton userName={userName} loading />}>
      <UserMenu userName={userName} defaultOpened />
    </Suspense>
  );
}
