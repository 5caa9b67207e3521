import type { Account } from '@argus/contract/cloud';
import { Alert, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../../i18n/i18n.ts';
import { NAME_MAX_LENGTH, validateName } from '../registration/register-validation.ts';

export interface AccountValues {
  firstName: string;
  lastName: string;
  language: string;
}

/** Why the cloud refused the change: its words for fields, or a message for the form (an i18n key). */
export type AccountFailure = { fields: Partial<Record<keyof AccountValues, string>> } | { form: string };

export interface AccountFormProps {
  account: Account;
  onSubmit(values: AccountValues): Promise<AccountFailure | null>;
}

export const valuesOf = (account: Account): AccountValues => ({
  firstName: account.first_name,
  lastName: account.last_name,
  language: LANGUAGES.some((l) => l.code === account.language) ? account.language : LANGUAGES[0].code,
});

/**
 * The account's settings (spec 000 §2 "Account settings"): the e-mail (the login, not changeable), first and
 * last name, and the language of the cloud's e-mails and of the portal. Save is enabled once something changed.
 */
export function AccountForm({ account, onSubmit }: AccountFormProps) {
  const { t } = useTranslation('cloudAccount');
  const form = useForm<AccountValues & { form: string }>({
    mode: 'controlled',
    initialValues: { ...valuesOf(account), form: '' },
    validate: {
      firstName: (value) => {
        const error = validateName(value);
        return error && t(`fields.name.${error}`);
      },
      lastName: (value) => {
        const error = validateName(value);
        return error && t(`fields.name.${error}`);
      },
    },
    onValuesChange: () => form.clearErrors(),
  });

  const submit = async ({ firstName, lastName, language }: AccountValues) => {
    const values = { firstName: firstName.trim(), lastName: lastName.trim(), language };
    const failure = await onSubmit(values);
    if (!failure) {
      form.setInitialValues({ ...values, form: '' });
      form.setValues({ ...values, form: '' });
      return;
    }
    if ('form' in failure) form.setFieldError('form', t(failure.form));
    else form.setErrors(failure.fields);
  };

  return (
    <form
      onSubmit={form.onSubmit((values) => (form.submitting ? undefined : submit(values)))}
      noValidate
      aria-label={t('settings.title')}
    >
      <Stack gap="sm">
        <TextInput
          label={t('fields.email.label')}
          value={account.email}
          readOnly
          description={t('settings.emailFixed')}
        />
        <Group grow align="flex-start" gap="sm">
          <TextInput
            label={t('fields.firstName')}
            autoComplete="given-name"
            maxLength={NAME_MAX_LENGTH}
            required
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label={t('fields.lastName')}
            autoComplete="family-name"
            maxLength={NAME_MAX_LENGTH}
            required
            {...form.getInputProps('lastName')}
          />
        </Group>
        <Select
          label={t('fields.language')}
          data={LANGUAGES.map((l) => ({ value: l.code, label: l.name }))}
          allowDeselect={false}
          {...form.getInputProps('language')}
        />
        {form.errors.form && (
          <Alert color="red" variant="light" role="alert" p="xs">
            {form.errors.form}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting} disabled={!form.isDirty()}>
            {t('settings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
