import { Badge, Button, Container, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../ui/notify.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { Preloader } from '../../../ui/Preloader.tsx';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { useAccount } from '../auth/auth.api.ts';
import { cloudFailureOf } from '../cloud-failures.ts';
import { BackupCodes } from './BackupCodes.tsx';
import { DisableTwoFactorForm } from './DisableTwoFactorForm.tsx';
import { EnableTwoFactorForm } from './EnableTwoFactorForm.tsx';
import { TwoFactorPolicy } from './TwoFactorPolicy.tsx';
import { type SecurityAction, useSecurityAction } from './two-factor.api.ts';

/** What a refused security action means: i18n keys per field (cloud-api §2.3 security, §3.1). */
export function securityFailureOf(error: unknown): Record<string, string> {
  const failure = cloudFailureOf(error);
  if (failure.code === 'wrongCode') return { mfaCode: 'security.errors.wrongCode' };
  if (failure.code === 'wrongPassword') return { password: 'security.errors.wrongPassword' };
  return { form: failure.unavailable ? 'errors.unavailable' : 'security.errors.failed' };
}

/**
 * /account/security/ (spec 000 §2 "Security"): two-factor authentication, on or off (from the account), turned
 * on with a new key and a code, off with a code; while it is on, when the login asks for it and backup codes.
 */
export default function SecurityPage() {
  const { t } = useTranslation('cloudAccount');
  usePageTitle(t('security.pageTitle'));
  const account = useAccount().data;
  const security = useSecurityAction();
  const [editing, setEditing] = useState(false);
  if (!account) return <Preloader fullScreen={false} />;
  const enabled = account.account2faEnabled;

  const run = async (action: SecurityAction) => {
    try {
      await security.mutateAsync(action);
    } catch (err) {
      return securityFailureOf(err);
    }
    notify.success(t(action.action === 'activate' ? 'security.turnedOn' : 'security.turnedOff'));
    setEditing(false);
    return null;
  };

  return (
    <Container size="sm" py="xl">
      <PageHeader title={t('security.title')} description={t('security.description')} />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={4}>
              <Title order={2} fz="h4">
                {t('security.twoFactor')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('security.twoFactorDescription')}
              </Text>
            </Stack>
            <Badge color={enabled ? 'green' : 'gray'} variant="light" data-testid="two-factor-state">
              {t(enabled ? 'security.on' : 'security.off')}
            </Badge>
          </Group>
          {editing ? (
            enabled ? (
              <DisableTwoFactorForm onSubmit={run} onCancel={() => setEditing(false)} />
            ) : (
              <EnableTwoFactorForm onSubmit={run} onCancel={() => setEditing(false)} />
            )
          ) : (
            <Group>
              <Button variant={enabled ? 'default' : 'filled'} onClick={() => setEditing(true)}>
                {t(enabled ? 'security.turnOff' : 'security.turnOn')}
              </Button>
            </Group>
          )}
          {enabled && !editing && (
            <>
              <Divider />
              <TwoFactorPolicy everyLogin={account.account2faEveryLogin} />
              <Divider />
              <Title order={2} fz="h4">
                {t('security.backup.title')}
              </Title>
              <BackupCodes />
            </>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
