import {
  type CommonPasswords,
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  validatePassword,
} from '@argus/contract';
import { Alert, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordStrength } from '../../../ui/PasswordStrength.tsx';
import { NAME_MAX_LENGTH, type RegisterValues, validateRegistration } from './register-validation.ts';

/** Why the cloud refused a registration, and where the form shows it. */
export type RegisterFailure =
  /** Texts under fields: the cloud's own words (`errorData`), or ours. */
  | { fields: Partial<Record<keyof RegisterValues, string>> }
  /** A message for the whole form (an i18n key of `cloudAccount`). */
  | { form: string };

export interface RegisterFormProps {
  initialEmail?: string;
  /** An invitation names the e-mail: it cannot be changed. */
  emailLocked?: boolean;
  commonPasswords?: CommonPasswords;
  /** Resolves null on success, or why the registration failed. */
  onSubmit(values: RegisterValues): Promise<RegisterFailure | null>;
}

const FIELDS = ['email', 'firstName', 'lastName', 'password', 'agree'] as const;
const FORM_ERROR = 'form';

/**
 * Create account (spec 000 §5, cloud-api §2.3): e-mail, first and last name, a password that meets the rules
 * (with its strength), and the agreement to the terms of use and the privacy policy. Errors stay hidden until
 * the first submit and any change clears them.
 */
export function RegisterForm({
  initialEmail = '',
  emailLocked = false,
  commonPasswords,
  onSubmit,
}: RegisterFormProps) {
  // The password rules' messages are the local console's (namespace `account`).
  const { t } = useTranslation(['cloudAccount', 'account']);
  const form = useForm<RegisterValues>({
    mode: 'controlled',
    initialValues: { email: initialEmail, firstName: '', lastName: '', password: '', agree: false },
    validate: (values) => {
      const check = validateRegistration(values, commonPasswords);
      return {
        email: check.email && t(`fields.email.${check.email}`),
        firstName: check.firstName && t(`fields.name.${check.firstName}`),
        lastName: check.lastName && t(`fields.name.${check.lastName}`),
        password: check.password && t(`account:changePassword.errors.${check.password}`),
        agree: check.agree && t('register.agreeRequired'),
      };
    },
    onValuesChange: () => form.clearErrors(),
  });
  const refs = {
    email: useRef<HTMLInputElement>(null),
    firstName: useRef<HTMLInputElement>(null),
    lastName: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    agree: useRef<HTMLInputElement>(null),
  };
  const focusFirstInvalid = (errors: FormErrors) => {
    const field = FIELDS.find((f) => errors[f]);
    if (field) refs[field].current?.focus();
  };
  const { password } = form.getValues();
  const { strength } = validatePassword(password, { commonPasswords });

  const submit = async (values: RegisterValues) => {
    const failure = await onSubmit({ ...values, email: values.email.trim() });
    if (!failure) return;
    if ('form' in failure) {
      form.setFieldError(FORM_ERROR, t(failure.form));
      return;
    }
    form.setErrors(failure.fields);
    focusFirstInvalid(failure.fields);
  };

  return (
    <form
      onSubmit={form.onSubmit((values) => (form.submitting ? undefined : submit(values)), focusFirstInvalid)}
      noValidate
      aria-label={t('register.title')}
    >
      <Stack gap="sm">
        <TextInput
          ref={refs.email}
          label={t('fields.email.label')}
          type="email"
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          required
          readOnly={emailLocked}
          data-autofocus={emailLocked ? undefined : true}
          {...form.getInputProps('email')}
        />
        <Group grow align="flex-start" gap="sm">
          <TextInput
            ref={refs.firstName}
            label={t('fields.firstName')}
            autoComplete="given-name"
            maxLength={NAME_MAX_LENGTH}
            required
            data-autofocus={emailLocked ? true : undefined}
            {...form.getInputProps('firstName')}
          />
          <TextInput
            ref={refs.lastName}
            label={t('fields.lastName')}
            autoComplete="family-name"
            maxLength={NAME_MAX_LENGTH}
            required
            {...form.getInputProps('lastName')}
          />
        </Group>
        <PasswordInput
          ref={refs.password}
          label={t('fields.password')}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          required
          {...form.getInputProps('password')}
        />
        <PasswordStrength strength={strength} empty={password === ''} />
        <Checkbox
          ref={refs.agree}
          label={t('register.agree')}
          {...form.getInputProps('agree', { type: 'checkbox' })}
        />
        {form.errors[FORM_ERROR] && (
          <Alert color="red" variant="light" role="alert" p="xs" data-testid="register-error">
            {form.errors[FORM_ERROR]}
          </Alert>
        )}
        <Button type="submit" fullWidth loading={form.submitting}>
          {t('register.submit')}
        </Button>
      </Stack>
    </form>
  );
}
