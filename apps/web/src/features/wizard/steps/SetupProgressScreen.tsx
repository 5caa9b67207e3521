import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WizardFrame } from '../WizardFrame.tsx';

/** Shown while the setup call runs. */
export function SetupProgressScreen() {
  const { t } = useTranslation('wizard');
  return (
    <WizardFrame title={t('progress.title')}>
      <Center py="lg">
        <Stack align="center" gap="sm">
          <Loader aria-label={t('progress.title')} />
          <Text size="sm" c="dimmed">
            {t('progress.message')}
          </Text>
        </Stack>
      </Center>
    </WizardFrame>
  );
}
