import { Button, Group, Text } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusOnMount } from '../useFocusOnMount.ts';
import { WizardFrame } from '../WizardFrame.tsx';

export interface GetStartedStepProps {
  /** A new System: its name, the administrator password, the settings preset. */
  onNext(): void;
  /** Connect the server to the existing System (spec 000 §2). */
  onConnect(): void;
}

/** Get Started: set up a new System (the main button, and Enter), or connect to an existing one. */
export function GetStartedStep({ onNext, onConnect }: GetStartedStepProps) {
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
        <Text size="sm" c="dimmed" mt="sm">
          {t('getStarted.connectMessage')}
        </Text>
        <Group justify="space-between" mt="xl">
          <Button variant="default" onClick={onConnect}>
            {t('getStarted.connect')}
          </Button>
          <Button type="submit" ref={buttonRef}>
            {t('getStarted.start')}
          </Button>
        </Group>
      </form>
    </WizardFrame>
  );
}
