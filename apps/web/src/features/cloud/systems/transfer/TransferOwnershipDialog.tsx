import { validateEmail } from '@argus/contract';
import { Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../../ui/FormError.tsx';
import { notify } from '../../../../ui/notify.ts';
import { cloudFailureOf } from '../../cloud-failures.ts';
import { useStartTransfer } from './transfer.api.ts';

export interface TransferOwnershipDialogProps {
  opened: boolean;
  systemId: string;
  systemName: string;
  /** The owner's own e-mail: a system is not offered to its owner (`cantAddYourOwnEmail`). */
  ownEmail: string;
  onClose(): void;
}

interface Values {
  newOwnerEmail: string;
  password: string;
  form: string;
}

/** Where each refusal of the cloud is said (cloud-api §6, §1.4), as i18n keys of `cloudTransfer`. */
function errorsOf(error: unknown): Partial<Record<keyof Values, string>> {
  const failure = cloudFailureOf(error);
  if (failure.unavailable) return { form: 'errors.unavailable' };
  switch (failure.code) {
    case 'wrongPassword':
    case 'notAuthorized':
      return { password: 'errors.wrongPassword' };
    case 'notFound':
      return { newOwnerEmail: 'errors.noAccount' };
    case 'wrongParameters':
      return failure.fields.password
        ? { password: 'errors.passwordRequired' }
        : { newOwnerEmail: 'errors.invalidEmail' };
    case 'alreadyExists':
      return { form: 'errors.pending' };
    case 'forbidden':
      return { form: 'errors.forbidden' };
    case 'accountBlocked':
      return { form: 'errors.blocked' };
    default:
      return { form: 'errors.failed' };
  }
}

/**
 * "Transfer ownership" (spec 000 §3 dialogs; cloud-api §6): the proposed owner's e-mail and the owner's
 * password (spec: transfer needs the password). The recipient confirms by accepting the offer it is mailed.
 */
export function TransferOwnershipDialog({
  opened,
  systemId,
  systemName,
  ownEmail,
  onClose,
}: TransferOwnershipDialogProps) {
  const { t } = useTranslation('cloudTransfer');
  const start = useStartTransfer();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { newOwnerEmail: '', password: '', form: '' },
    validate: {
      newOwnerEmail: (value) => {
        const email = value.trim();
        if (!email) return t('errors.emailRequired');
        if (!validateEmail(email).ok) return t('errors.invalidEmail');
        return email.toLowerCase() === ownEmail.toLowerCase() ? t('errors.ownEmail') : null;
      },
      password: (value) => (value ? null : t('errors.passwordRequired')),
    },
    onValuesChange: () => form.clearErrors(),
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = async ({ newOwnerEmail, password }: Values) => {
    const email = newOwnerEmail.trim();
    try {
      await start.mutateAsync({ systemId, newOwnerEmail: email, password });
      notify.success(t('dialog.sent', { email }));
      close();
    } catch (error) {
      const errors = errorsOf(error);
      if (errors.password) form.setFieldValue('password', '');
      form.setErrors(Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, t(key)])));
    }
  };
  return (
    <Modal opened={opened} onClose={close} title={t('dialog.title')} centered size={448}>
      <form
        onSubmit={form.onSubmit((values) => (form.submitting ? undefined : submit(values)))}
        noValidate
        aria-label={t('dialog.title')}
      >
        <Stack gap="sm">
          <Text size="sm">{t('dialog.intro', { name: systemName })}</Text>
          <TextInput
            label={t('dialog.email')}
            type="email"
            autoComplete="off"
            required
            data-autofocus
            {...form.getInputProps('newOwnerEmail')}
          />
          <PasswordInput
            label={t('dialog.password')}
            description={t('dialog.passwordHint')}
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
          />
          <FormError>{form.errors.form}</FormError>
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={close} disabled={form.submitting}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" color="red" loading={form.submitting}>
              {t('dialog.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
