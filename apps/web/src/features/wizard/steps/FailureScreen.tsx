import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { reloadWhenSafe } from '../../../app/reload/reload-when-safe.ts';
import { useFocusOnMount } from '../useFocusOnMount.ts';
import { WizardFrame } from '../WizardFrame.tsx';

/** Failure screens (spec 000 §2 "Setup wizard steps"): init, local setup, broken system, merge. */
export type WizardFailure = 'init' | 'localSetup' | 'broken' | 'merge';

export interface FailureScreenProps {
  failure: WizardFailure;
  /** Server text, shown under our message when there is one. */
  detail?: string;
  onRetry?: () => void;
  onBack?: () => void;
}

export function FailureScreen({ failure, detail, onRetry, onBack }: FailureScreenProps) {
  const { t } = useTranslation('wizard');
  const retryRef = useFocusOnMount<HTMLButtonElement>();
  return (
    <WizardFrame title={t(`failure.${failure}.title`)}>
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
        <Text size="sm">{t(`failure.${failure}.message`)}</Text>
        {detail && (
          <Text size="xs" c="dimmed" mt="xs">
            {detail}
          </Text>
        )}
      </Alert>
      <Group justify={onBack ? 'space-between' : 'flex-end'} mt="xl">
        {onBack && (
          <Button variant="default" onClick={onBack}>
            {t('back')}
          </Button>
        )}
        <Button ref={retryRef} onClick={onRetry ?? (() => reloadWhenSafe('setUp'))}>
          {onRetry ? t('retry') : t('reload')}
        </Button>
      </Group>
    </WizardFrame>
  );
}
