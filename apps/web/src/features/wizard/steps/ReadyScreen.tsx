import { Alert, Button, Group, Text } from '@mantine/core';
import { IconCircleCheck, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFocusOnMount } from '../useFocusOnMount.ts';
import { WizardFrame } from '../WizardFrame.tsx';

export interface ReadyScreenProps {
  systemName: string;
  /** Set when the login continues on the HTTPS page (the system now accepts only HTTPS). */
  httpsAddress?: string | undefined;
  busy: boolean;
  onContinue(): void;
}

/** System is ready: the admin continues into the console with the new password. */
export function ReadyScreen({ systemName, httpsAddress, busy, onContinue }: ReadyScreenProps) {
  const { t } = useTranslation('wizard');
  const buttonRef = useFocusOnMount<HTMLButtonElement>();
  return (
    <WizardFrame title={t('ready.title')}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconCircleCheck size={28} color="var(--mantine-color-green-6)" aria-hidden />
        <Text>{t('ready.message', { name: systemName })}</Text>
      </Group>
      {httpsAddress && (
        <Alert mt="md" color="blue" icon={<IconLock size={18} />} title={t('ready.https.title')}>
          {t('ready.https.message', { address: new URL(httpsAddress).origin })}
        </Alert>
      )}
      <Group justify="flex-end" mt="xl">
        <Button ref={buttonRef} onClick={onContinue} loading={busy}>
          {t('ready.continue')}
        </Button>
      </Group>
    </WizardFrame>
  );
}
