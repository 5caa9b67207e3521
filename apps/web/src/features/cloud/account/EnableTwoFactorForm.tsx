import { Alert, Button, Center, Code, Group, Image, Loader, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cloudFailureOf } from '../cloud-failures.ts';
import { CodeInput } from './CodeInput.tsx';
import { groupedSecret, totpSecretOf } from './totp-key.ts';
import { type SecurityAction, useNewTwoFactorKey } from './two-factor.api.ts';

export interface EnableTwoFactorFormProps {
  /** Resolves null once two-factor authentication is on, or an i18n key per field saying why not. */
  onSubmit(action: Extract<SecurityAction, { action: 'activate' }>): Promise<Record<string, string> | null>;
  onCancel(): void;
}

/** The QR code of the key's address, drawn in the browser (the `qrcode` package loads with this form only). */
function useQrCode(keyUrl: string | undefined): string | null {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    if (!keyUrl) return;
    let cancelled = false;
    void import('qrcode')
      // A CommonJS package: the bundler may hand its exports over as the default export.
      .then((module) =>
        ((module as unknown as { default?: typeof module }).default ?? module).toDataURL(keyUrl, {
          margin: 1,
          width: 192,
        }),
      )
      .then((url) => !cancelled && setImage(url))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [keyUrl]);
  return image;
}

/**
 * Turning two-factor authentication on (cloud-api §2.3 security `activate`, §3.1): a new key as a QR code
 * (and its secret, to type in), then a code of the app and the account's password.
 */
export function EnableTwoFactorForm({ onSubmit, onCancel }: EnableTwoFactorFormProps) {
  // The password rules' messages are the local console's (namespace `account`).
  const { t } = useTranslation(['cloudAccount', 'account']);
  const newKey = useNewTwoFactorKey();
  const keyUrl = newKey.data?.keyUrl;
  const qrCode = useQrCode(keyUrl);
  const secret = keyUrl ? totpSecretOf(keyUrl) : null;
  const form = useForm<{ mfaCode: string; password: string; form: string }>({
    mode: 'controlled',
    initialValues: { mfaCode: '', password: '', form: '' },
    validate: {
      mfaCode: (value) => (value.trim() ? null : t('security.errors.codeRequired')),
      password: (value) => (value ? null : t('account:changePassword.errors.required')),
    },
    onValuesChange: () => form.clearErrors(),
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: one key per opening of the form
  useEffect(() => {
    newKey.mutate();
  }, []);

  if (newKey.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {t(cloudFailureOf(newKey.error).unavailable ? 'errors.unavailable' : 'security.errors.keyFailed')}
      </Alert>
    );
  if (!keyUrl)
    return (
      <Center py="md">
        <Loader aria-label={t('common:loading')} />
      </Center>
    );

  const submit = async ({ mfaCode, password }: { mfaCode: string; password: string }) => {
    const failure = await onSubmit({ action: 'activate', mfaCode: mfaCode.trim(), password });
    if (failure) form.setErrors(Object.fromEntries(Object.entries(failure).map(([k, key]) => [k, t(key)])));
  };

  return (
    <form onSubmit={form.onSubmit((values) => (form.submitting ? undefined : submit(values)))} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('security.scan')}</Text>
        <Center>
          {qrCode ? (
            <Image src={qrCode} alt={t('security.qrAlt')} w={192} h={192} radius="sm" bg="white" />
          ) : (
            <Loader aria-label={t('common:loading')} />
          )}
        </Center>
        {secret && (
          <Text size="sm" c="dimmed">
            {t('security.typeSecret')} <Code data-testid="totp-secret">{groupedSecret(secret)}</Code>
          </Text>
        )}
        <CodeInput {...form.getInputProps('mfaCode')} data-autofocus />
        <PasswordInput
          label={t('security.password')}
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
        {form.errors.form && (
          <Alert color="red" variant="light" role="alert" p="xs">
            {form.errors.form}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={form.submitting}>
            {t('security.cancel')}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {t('security.turnOn')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
