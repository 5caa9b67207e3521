import { EMAIL_MAX_LENGTH, validateEmail } from '@argus/contract';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';

export interface EmailRequestFormProps {
  initialEmail?: string;
  submitLabel: string;
  /** Resolves null once sent, or an i18n key (`cloudAccount`) saying why it was not. */
  onSubmit(email: string): Promise<string | null>;
}

/**
 * One e-mail field and a button: send the activation again, or a password reset link. Errors stay hidden
 * until the first submit and any change clears them.
 */
export function EmailRequestForm({ initialEmail = '', submitLabel, onSubmit }: EmailRequestFormProps) {
  const { t } = useTranslation('cloudAccount');
  const form = useForm<{ email: string; form: string }>({
    mode: 'controlled',
    initialValues: { email: initialEmail, form: '' },
    validate: {
      email: (value) => {
        const check = validateEmail(value.trim());
        return check.ok ? null : t(`fields.email.${check.error}`);
      },
    },
    onValuesChange: () => form.clearErrors(),
  });
  const submit = async ({ email }: { email: string }) => {
    const failure = await onSubmit(email.trim());
    if (failure) form.setFieldError('form', t(failure));
  };
  return (
    <form onSubmit={form.onSubmit((values) => (form.submitting ? undefined : submit(values)))} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('fields.email.label')}
          type="email"
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          required
          data-autofocus
          autoFocus
          {...form.getInputProps('email')}
        />
        {form.errors.form && (
          <Alert color="red" variant="light" role="alert" p="xs">
            {form.errors.form}
          </Alert>
        )}
        <Button type="submit" fullWidth loading={form.submitting}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
