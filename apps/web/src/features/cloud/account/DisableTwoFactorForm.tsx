import { Alert, Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { CodeInput } from './CodeInput.tsx';
import type { SecurityAction } from './two-factor.api.ts';

export interface DisableTwoFactorFormProps {
  onSubmit(action: Extract<SecurityAction, { action: 'deactivate' }>): Promise<Record<string, string> | null>;
  onCancel(): void;
}

/** Turning two-factor authentication off (cloud-api §2.3 security `deactivate`): a code of the app. */
export function DisableTwoFactorForm({ onSubmit, onCancel }: DisableTwoFactorFormProps) {
  const { t } = useTranslation('cloudAccount');
  const form = useForm<{ mfaCode: string; form: string }>({
    mode: 'controlled',
    initialValues: { mfaCode: '', form: '' },
    validate: { mfaCode: (value) => (value.trim() ? null : t('security.errors.codeRequired')) },
    onValuesChange: () => form.clearErrors(),
  });
  const submit = async ({ mfaCode }: { mfaCode: string }) => {
    const failure = await onSubmit({ action: 'deactivate', mfaCode: mfaCode.trim() });
    if (failure) form.setErrors(Object.fromEntries(Object.entries(failure).map(([k, key]) => [k, t(key)])));
  };
  return (
    <form onSubmit={form.onSubmit((values) => (form.submitting ? undefined : submit(values)))} noValidate>
      <Stack gap="sm">
        <CodeInput {...form.getInputProps('mfaCode')} data-autofocus autoFocus />
        {form.errors.form && (
          <Alert color="red" variant="light" role="alert" p="xs">
            {form.errors.form}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={form.submitting}>
            {t('security.cancel')}
          </Button>
          <Button type="submit" color="red" loading={form.submitting}>
            {t('security.turnOff')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
