import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormCheckedAfterSubmit } from '../../../ui/useFormCheckedAfterSubmit.ts';
import { useFocusOnMount } from '../useFocusOnMount.ts';
import { WizardFrame } from '../WizardFrame.tsx';
import { SYSTEM_NAME_MAX, validateSystemName } from '../wizard-validation.ts';
import { StepButtons } from './StepButtons.tsx';

export interface SystemNameStepProps {
  /** The name entered before (or the server's). */
  value: string;
  step: number;
  steps: number;
  onNext(name: string): void;
  /** Back, keeping what was typed. */
  onBack(name: string): void;
}

/** Enter System Name: required, at most 255 characters; the error shows after a submit attempt. */
export function SystemNameStep({ value, step, steps, onNext, onBack }: SystemNameStepProps) {
  const { t } = useTranslation('wizard');
  const inputRef = useFocusOnMount<HTMLInputElement>();
  const form = useFormCheckedAfterSubmit({
    initialValues: { name: value },
    validate: {
      name: (name) => {
        const error = validateSystemName(name);
        return error ? t(`systemName.errors.${error}`) : null;
      },
    },
  });
  return (
    <WizardFrame title={t('systemName.title')} step={step} steps={steps}>
      <form
        onSubmit={form.onSubmit(
          ({ name }) => onNext(name),
          () => inputRef.current?.focus(),
        )}
        noValidate
      >
        <TextInput
          ref={inputRef}
          label={t('systemName.label')}
          description={t('systemName.description')}
          required
          maxLength={SYSTEM_NAME_MAX}
          {...form.getInputProps('name')}
        />
        <StepButtons onBack={() => onBack(form.getValues().name)} />
      </form>
    </WizardFrame>
  );
}
