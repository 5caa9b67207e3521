import { Button, type ButtonProps } from '@mantine/core';
import { type ComponentProps, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../../../ui/lazy-part.tsx';
import type { CloudLoginModal as CloudLoginModalComponent } from './CloudLoginModal.tsx';

const CloudLoginModal = lazyPart<ComponentProps<typeof CloudLoginModalComponent>>(() =>
  import('./CloudLoginModal.tsx').then((m) => ({ default: m.CloudLoginModal })),
);

export interface LoginLauncherProps extends ButtonProps {
  /** Open the dialog at once (the address carries a login code, a token or `next`). */
  initiallyOpened?: boolean;
}

/**
 * "Log In" for a logged-out visitor: opens the login dialog over the page (its code loads on first use), and
 * closing it returns to the page.
 */
export function LoginLauncher({ initiallyOpened = false, ...buttonProps }: LoginLauncherProps) {
  const { t } = useTranslation('auth');
  const [opened, setOpened] = useState(initiallyOpened);
  return (
    <>
      <Button
        onClick={() => setOpened(true)}
        onMouseEnter={CloudLoginModal.preload}
        onFocus={CloudLoginModal.preload}
        {...buttonProps}
      >
        {t('login.submit')}
      </Button>
      {opened && <CloudLoginModal onClose={() => setOpened(false)} onFailed={() => setOpened(false)} />}
    </>
  );
}
