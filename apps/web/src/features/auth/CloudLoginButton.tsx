import { Button, Divider } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface CloudLoginButtonProps {
  cloudName: string;
  /** The cloud portal's `/authorize` address for this console (cloud-login.ts). */
  href: string;
}

/** The login modal's "or" and "Log In with {cloud name}" (spec 000 §2), shown while the system is bound. */
export function CloudLoginButton({ cloudName, href }: CloudLoginButtonProps) {
  const { t } = useTranslation('auth');
  return (
    <>
      <Divider my="md" label={t('login.cloud.or')} labelPosition="center" />
      <Button component="a" href={href} variant="default" fullWidth data-testid="cloud-login">
        {t('login.cloud.button', { cloudName })}
      </Button>
    </>
  );
}
