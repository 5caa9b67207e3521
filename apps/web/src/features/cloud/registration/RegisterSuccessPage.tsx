import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { LoginLauncher } from '../auth/LoginLauncher.tsx';
import { PortalCard } from '../PortalCard.tsx';
import { resendActivationPath } from '../portal-paths.ts';
import type { RegisterSuccessState } from './RegisterPage.tsx';

function successState(state: unknown): RegisterSuccessState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { email, activated } = state as Partial<RegisterSuccessState>;
  return typeof email === 'string' && typeof activated === 'boolean' ? { email, activated } : null;
}

/**
 * /register/success (spec 000 §2 "Create account" success): the activation link went to the e-mail (with a way
 * to send it again), or, for a completed invitation, the account is ready to log in.
 */
export default function RegisterSuccessPage() {
  const { t } = useTranslation('cloudAccount');
  usePageTitle(t('registerSuccess.pageTitle'));
  const state = successState(useLocation().state);

  if (state?.activated)
    return (
      <PortalCard title={t('registerSuccess.title')} data-testid="register-success">
        <Text size="sm">{t('registerSuccess.activated')}</Text>
        <Group justify="flex-end">
          <LoginLauncher />
        </Group>
      </PortalCard>
    );
  return (
    <PortalCard title={t('registerSuccess.title')} data-testid="register-success">
      <Text size="sm">
        {state ? t('registerSuccess.linkSentTo', { email: state.email }) : t('registerSuccess.linkSent')}
      </Text>
      <Text size="sm" c="dimmed">
        {t('registerSuccess.noMail')}{' '}
        <Anchor component={Link} to={resendActivationPath(state?.email ?? '')}>
          {t('registerSuccess.sendAgain')}
        </Anchor>
      </Text>
    </PortalCard>
  );
}
