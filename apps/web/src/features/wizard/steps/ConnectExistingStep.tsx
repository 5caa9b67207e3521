import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormCheckedAfterSubmit } from '../../../ui/useFormCheckedAfterSubmit.ts';
import type { MergeProblem } from '../../settings/merge/merge-outcome.ts';
import {
  OtherSystemFields,
  type OtherSystemValues,
  useOtherSystemValidation,
} from '../../settings/merge/OtherSystemFields.tsx';
import { useFocusOnMount } from '../useFocusOnMount.ts';
import { WizardFrame } from '../WizardFrame.tsx';
import { StepButtons } from './StepButtons.tsx';

export interface ConnectExistingStepProps {
  /** What was entered before. */
  values: OtherSystemValues;
  /** The other system's answer to the last attempt that belongs to a field ('Wrong password'). */
  problem: MergeProblem | null;
  onNext(values: OtherSystemValues): void;
  /** Back to Get Started, keeping what was typed. */
  onBack(values: OtherSystemValues): void;
  /** Any change: the last answer no longer applies. */
  onEdit(): void;
}

/**
 * Connect the server to the existing System (spec 000 §2): a server address of that system and its owner's
 * login and password ('Enter server address', 'Enter valid URL', 'Password is required'; 'Wrong password'
 * from the other system). The merge that follows keeps the other system's settings: this server joins it.
 */
export function ConnectExistingStep({ values, problem, onNext, onBack, onEdit }: ConnectExistingStepProps) {
  const { t } = useTranslation('wizard');
  const addressRef = useFocusOnMount<HTMLInputElement>();
  const validate = useOtherSystemValidation();
  const form = useFormCheckedAfterSubmit<OtherSystemValues>({
    initialValues: values,
    validate,
    onValuesChange: () => onEdit(),
  });
  return (
    <WizardFrame title={t('connect.title')}>
      <form
        onSubmit={form.onSubmit(
          (submitted) => onNext(submitted),
          () => addressRef.current?.focus(),
        )}
        noValidate
      >
        <Stack gap="sm">
          <Text size="sm">{t('connect.message')}</Text>
          <OtherSystemFields form={form} problem={problem} addressRef={addressRef} />
        </Stack>
        <StepButtons onBack={() => onBack(form.getValues())} nextLabel={t('connect.submit')} />
      </form>
    </WizardFrame>
  );
}
