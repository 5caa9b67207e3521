import { Button, Group, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFocusOnMount } from '../useFocusOnMount.ts';
import { WizardFrame } from '../WizardFrame.tsx';

export interface JoinedScreenProps {
  /** The existing system this server joined. */
  systemName: string;
  busy: boolean;
  onContinue(): void;
}

/** The server has joined the existing System: its owner continues into the console. */
export function JoinedScreen({ systemName, busy, onContinue }: JoinedScreenProps) {
  const { t } = useTranslation('wizard');
  const buttonRef = useFocusOnMount<HTMLButtonElement>();
  return (
    <WizardFrame title={t('joined.title')}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconCircleCheck size={28} color="var(--mantine-color-green-6)" aria-hidden />
        <Text>{t('joined.message', { name: systemName })}</Text>
      </Group>
      <Group justify="flex-end" mt="xl">
        <Button ref={buttonRef} onClick={onContinue} loading={busy}>
          {t('joined.continue')}
        </Button>
      </Group>
    </WizardFrame>
  );
}
