import { TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusOnMount } from '../useFocusOnMount.ts';
import { WizardFrame } from '../WizardFrame.tsx';
import { SYSTEM_NAME_MAX, validateSystemName } from '../wizard-validation.ts';
import { StepButtons } from './StepButtons.tsx';

export interface SystemNameStepProps {
  value: string;
  step: number;
  steps: number;
  onChange(value: string): void;
  onNext(): void;
  onBack(): void;
}

/** Enter System Name: required, at most 255 characters; the error shows after a submit attempt. */
export function SystemNameStep({ value, step, steps, onChange, onNext, onBack }: SystemNameStepProps) {
  const { t } = useTranslation('wizard');
  const inputRef = useFocusOnMount<HTMLInputElement>();
  const [submitted, setSubmitted] = useState(false);
  const error = validateSystemName(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (error) {
      inputRef.current?.focus();
      return;
    }
    onNext();
  };
  return (
    <WizardFrame title={t('systemName.title')} step={step} steps={steps}>
      <form onSubmit={submit} noValidate>
        <TextInput
          ref={inputRef}
          label={t('systemName.label')}
          description={t('systemName.description')}
          required
          maxLength={SYSTEM_NAME_MAX}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          error={submitted && error ? t(`systemName.errors.${error}`) : undefined}
        />
        <StepButtons onBack={onBack} />
      </form>
    </WizardFrame>
  );
}
