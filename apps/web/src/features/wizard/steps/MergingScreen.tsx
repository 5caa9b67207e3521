import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WizardFrame } from '../WizardFrame.tsx';

/** Merging Systems (spec 000 §2): while the merge call and then the server's merge status run. */
export function MergingScreen({ unanswered }: { unanswered: boolean }) {
  const { t } = useTranslation('wizard');
  return (
    <WizardFrame title={t('merging.title')}>
      <Center py="lg">
        <Stack align="center" gap="sm" role="status" aria-live="polite">
          <Loader aria-label={t('merging.title')} />
          <Text size="sm" c="dimmed" ta="center">
            {unanswered ? t('merging.waiting') : t('merging.message')}
          </Text>
        </Stack>
      </Center>
    </WizardFrame>
  );
}
