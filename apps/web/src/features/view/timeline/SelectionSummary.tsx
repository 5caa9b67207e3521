import { formatDuration } from '@argus/contract';
import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from './date-values.ts';
import type { TimeSpan } from './period-layout.ts';

/** The range selected on the time line, with a way to drop it. */
export function SelectionSummary({
  range,
  locale,
  onClear,
}: {
  range: TimeSpan;
  locale: string;
  onClear(): void;
}) {
  const { t } = useTranslation('view');
  return (
    <Group gap="xs" wrap="wrap" data-testid="selection-summary">
      <Text size="sm">
        {t('timeline.selected', {
          start: formatDateTime(range.startMs, locale),
          end: formatDateTime(range.endMs, locale),
          duration: formatDuration(range.endMs - range.startMs, { locale }),
        })}
      </Text>
      <Button size="compact-sm" variant="subtle" onClick={onClear}>
        {t('timeline.clearSelection')}
      </Button>
    </Group>
  );
}
