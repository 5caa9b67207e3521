import { Text } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusOnMount } from '../useFocusOnMount.ts';
import { WizardFrame } from '../WizardFrame.tsx';
import { StepButtons } from './StepButtons.tsx';

export function GetStartedStep({ onNext }: { onNext: () => void }) {
  const { t } = useTranslation('wizard');
  const buttonRef = useFocusOnMount<HTMLButtonElement>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onNext();
  };
  return (
    <WizardFrame title={t('getStarted.title')}>
      <form onSubmit={submit}>
        <Text>{t('getStarted.message')}</Text>
        <StepButtons nextLabel={t('getStarted.start')} nextRef={buttonRef} />
      </form>
    </WizardFrame>
  );
}
