import { type CommonPasswords, PASSWORD_MAX_LENGTH, validatePassword } from '@argus/contract';
import { PasswordInput, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PasswordStrength } from '../../../ui/PasswordStrength.tsx';
import { useFormCheckedAfterSubmit } from '../../../ui/useFormCheckedAfterSubmit.ts';
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
  /** What was entered before. */
  values: AdminPasswordValues;
  /** The common-password list once loaded; until then the 'too common' rule is skipped here. */
  commonPasswords?: CommonPasswords;
  step: number;
  steps: number;
  onNext(values: AdminPasswordValues): void;
  /** Back, keeping what was typed. */
  onBack(values: AdminPasswordValues): void;
}

/** Set up an administrator password: password, confirmation, live strength (spec 000 §5 "Password"). */
export function AdminPasswordStep(props: AdminPasswordStepProps) {
  const { values, commonPasswords, step, steps, onNext, onBack } = props;
  const { t } = useTranslation('wizard');
  const passwordRef = useFocusOnMount<HTMLInputElement>();
  const message = (error: string | null) => (error ? t(`password.errors.${error}`) : null);
  const form = useFormCheckedAfterSubmit<AdminPasswordValues>({
    initialValues: values,
    validate: ({ password, confirm }) => {
      const check = validateAdminPassword(password, confirm, commonPasswords);
      return { password: message(check.password), confirm: message(check.confirm) };
    },
  });
  const { password } = form.getValues();
  const { strength } = validatePassword(password, { commonPasswords });

  return (
    <WizardFrame title={t('password.title')} step={step} steps={steps}>
      <form
        onSubmit={form.onSubmit(
          (submitted) => onNext(submitted),
          (errors) => {
            if (errors.password) passwordRef.current?.focus();
          },
        )}
        noValidate
      >
        <Stack gap="sm">
          <TextInput label={t('password.login')} value={NEW_SYSTEM_LOGIN} readOnly disabled />
          <PasswordInput
            ref={passwordRef}
            label={t('password.password')}
            autoComplete="new-password"
            required
            maxLength={PASSWORD_MAX_LENGTH}
            {...form.getInputProps('password')}
          />
          <PasswordStrength strength={strength} empty={password === ''} />
          <PasswordInput
            label={t('password.confirm')}
            autoComplete="new-password"
            required
            maxLength={PASSWORD_MAX_LENGTH}
            {...form.getInputProps('confirm')}
          />
        </Stack>
        <StepButtons onBack={() => onBack(form.getValues())} />
      </form>
    </WizardFrame>
  );
}
