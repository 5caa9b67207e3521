import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ErrorLayout } from '../../errors/ErrorLayout.tsx';
import { useAccount } from '../auth/auth.api.ts';
import { SecondFactorStep } from '../auth/SecondFactorStep.tsx';
import { PORTAL_PATHS } from '../portal-paths.ts';
import type { CloudSystem } from './systems.api.ts';

/**
 * A system that requires two-factor authentication (cloud-api §3.5, spec 000 "Failed to access 2FA system"):
 * an account without 2FA sees "Two-factor authentication required" with the way to Security; a session that
 * has not passed the second factor (the policy "only for systems") is asked for its code first.
 */
export function SystemTwoFactorGate({ system, children }: { system: CloudSystem; children: ReactNode }) {
  const { t } = useTranslation('cloudSystems');
  const navigate = useNavigate();
  const account = useAccount().data;
  if (!system.system2faEnabled || !account) return children;
  if (!account.account2faEnabled)
    return (
      <ErrorLayout
        title={t('twoFactor.gateTitle')}
        message={t('twoFactor.gateMessage', { name: system.name })}
        pageTitle={t('twoFactor.gatePageTitle')}
        action={
          <Button component={Link} to={PORTAL_PATHS.security}>
            {t('twoFactor.toSecurity')}
          </Button>
        }
      />
    );
  if (!account.sessionVerified)
    return (
      <SecondFactorStep
        reason={t('twoFactor.askReason', { name: system.name })}
        back={{ label: t('system.allSystems'), onClick: () => navigate(PORTAL_PATHS.systems) }}
      />
    );
  return children;
}
