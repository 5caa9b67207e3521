import { Button, Group, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './MotionGrid.module.css';

export interface MotionPictureState {
  /** A picture is shown. */
  shown: boolean;
  loading: boolean;
  failed: boolean;
  /** When the picture shown was read (ms since the epoch), 0 when none. */
  readAt: number;
}

/** Under the motion grid (as wide as its frame): what the picture behind it is (its time, or why there is none) and a refresh. */
export function MotionPictureBar({ state, onRefresh }: { state: MotionPictureState; onRefresh(): void }) {
  const { t, i18n } = useTranslation('cameraRecording');
  const time = new Date(state.readAt).toLocaleTimeString(i18n.language.replace('_', '-'));
  const text = state.shown
    ? t('motion.picture.readAt', { time })
    : state.loading
      ? t('motion.picture.loading')
      : state.failed
        ? t('motion.picture.failed')
        : t('motion.picture.none');
  return (
    <Group justify="space-between" gap="xs" mt="xs" wrap="wrap" className={classes.beneath}>
      <Text size="xs" c="dimmed" role="status" data-testid="motion-picture-state">
        {text}
      </Text>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconRefresh size={14} aria-hidden />}
        onClick={onRefresh}
        loading={state.loading}
      >
        {t('motion.picture.refresh')}
      </Button>
    </Group>
  );
}
