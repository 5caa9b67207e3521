import { type CommonPasswords, PASSWORD_MAX_LENGTH, validatePassword } from '@argus/contract';
import { PasswordInput, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordStrength } from '../../../ui/PasswordStrength.tsx';
import { useFocusOnMount } from '../useFocusOnMount.ts';
import { WizardFrame } from '../WizardFrame.tsx';
import { NEW_SYSTEM_LOGIN } from '../wizard.api.ts';
import { validateAdminPassword } from '../wizard-validation.ts';
import { StepButtons } from './StepButtons.tsx';

export interface AdminPasswordValues {
  password: string;
  confirm: string;
}

export interface AdminPasswordStepProps {
  values: AdminPasswordValues;
  /** The common-password list once loaded; until then the 'too common' rule is skipped here. */
  commonPasswords?: CommonPasswords;
  step: number;
  steps: number;
  onChange(values: AdminPasswordValues): void;
  onNext(): void;
  onBack(): void;
}

/** Set up an administrator password: password, confirmation, live strength (spec 000 §5 "Password"). */
export function AdminPasswordStep(props: AdminPasswordStepProps) {
  const { values, commonPasswords, step, steps, onChange, onNext, onBack } = props;
  const { t } = useTranslation('wizard');
  const passwordRef = useFocusOnMount<HTMLInputElement>();
  const [submitted, setSubmitted] = useState(false);
  const check = validateAdminPassword(values.password, values.confirm, commonPasswords);
  const { strength } = validatePassword(values.password, { commonPasswords });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (check.password || check.confirm) {
      if (check.password) passwordRef.current?.focus();
      return;
    }
    onNext();
  };
  const message = (error: string | null) => (submitted && error ? t(`password.errors.${error}`) : undefined);

  return (
    <WizardFrame title={t('password.title')} step={step} steps={steps}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label={t('password.login')} value={NEW_SYSTEM_LOGIN} readOnly disabled />
          <PasswordInput
            ref={passwordRef}
            label={t('password.password')}
            autoComplete="new-password"
            required
            maxLength={PASSWORD_MAX_LENGTH}
            value={values.password}
            onChange={(event) => onChange({ ...values, password: event.currentTarget.value })}
            error={message(check.password)}
          />
          <PasswordStrength strength={strength} empty={values.password === ''} />
          <PasswordInput
            label={t('password.confirm')}
            autoComplete="new-password"
            required
            maxLength={PASSWORD_MAX_LENGTH}
            value={values.confirm}
            onChange={(event) => onChange({ ...values, confirm: event.currentTarget.value })}
            error={message(check.confirm)}
          />
        </Stack>
        <StepButtons onBack={onBack} />
      </form>
    </WizardFrame>
  );
}
