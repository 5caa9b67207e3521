import { Button, type ButtonProps } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloudLoginModal } from './CloudLoginModal.tsx';

export interface LoginLauncherProps extends ButtonProps {
  /** Open the dialog at once (the address carries a login code, a token or `next`). */
  initiallyOpened?: boolean;
}

/** "Log In" for a visitor: opens the login dialog over the page; closing it returns to the page. */
export function LoginLauncher({ initiallyOpened = false, ...buttonProps }: LoginLauncherProps) {
  const { t } = useTranslation('auth');
  const [opened, setOpened] = useState(initiallyOpened);
  return (
    <>
      <Button onClick={() => setOpened(true)} {...buttonProps}>
        {t('login.submit')}
      </Button>
      {opened && <CloudLoginModal onClose={() => setOpened(false)} />}
    </>
  );
}
