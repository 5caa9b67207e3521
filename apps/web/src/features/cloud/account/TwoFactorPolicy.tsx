import { Radio, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../ui/notify.ts';
import { cloudFailureOf } from '../cloud-failures.ts';
import { useTwoFactorPolicy } from './two-factor.api.ts';

type Policy = 'everyLogin' | 'systems';

/** The i18n key (namespace `cloudAccount`) of a refused policy change. */
export function policyFailureOf(error: unknown): string {
  const failure = cloudFailureOf(error);
  if (failure.unavailable) return 'errors.unavailable';
  if (failure.code === 'second_factor_required') return 'security.policy.verifyFirst';
  return 'security.errors.failed';
}

/**
 * When the login asks the second factor (cloud-api §3.3 account flag): at every login (the default), or only
 * when a system that requires two-factor authentication is opened. Shown while 2FA is on.
 */
export function TwoFactorPolicy({ everyLogin }: { everyLogin: boolean }) {
  const { t } = useTranslation('cloudAccount');
  const policy = useTwoFactorPolicy();
  // The choice shows at once; the account read again after saving confirms it (or a refusal undoes it).
  const [chosen, setChosen] = useState<Policy | null>(null);
  const value: Policy = chosen ?? (everyLogin ? 'everyLogin' : 'systems');

  const change = async (next: string) => {
    if (next === value || policy.isPending) return;
    setChosen(next as Policy);
    try {
      await policy.mutateAsync(next === 'everyLogin');
    } catch (err) {
      notify.danger(t(policyFailureOf(err)));
      return;
    } finally {
      setChosen(null);
    }
    notify.success(t('security.policy.saved'));
  };

  return (
    <Stack gap="xs">
      <Title order={2} fz="h4">
        {t('security.policy.title')}
      </Title>
      <Radio.Group
        value={value}
        onChange={(next) => void change(next)}
        aria-label={t('security.policy.title')}
        data-testid="two-factor-policy"
      >
        <Stack gap="xs">
          <Radio value="everyLogin" label={t('security.policy.everyLogin')} disabled={policy.isPending} />
          <Radio value="systems" label={t('security.policy.systems')} disabled={policy.isPending} />
        </Stack>
      </Radio.Group>
      <Text size="xs" c="dimmed">
        {t('security.policy.hint')}
      </Text>
    </Stack>
  );
}
