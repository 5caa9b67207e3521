import type { ScheduleTask } from '@argus/contract/mediaserver';
import { Alert, List, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { tasksOffTheHour, tasksWithUnpaintableSettings, timeOfDayText } from './schedule-fidelity.ts';

/** How many tasks off the hour the notice names; the rest are counted. */
const NAMED_TASKS = 4;

/**
 * Says, before anything is applied, what of the schedule the grid cannot show or the brush cannot paint (times
 * off the hour, metadata or qualities set through the API), and that it is kept unless painted over.
 */
export function ScheduleFidelityNotice({ tasks }: { tasks: readonly ScheduleTask[] }) {
  const { t } = useTranslation('cameraRecording');
  const offHour = tasksOffTheHour(tasks);
  const unpaintable = tasksWithUnpaintableSettings(tasks);
  if (offHour.length === 0 && unpaintable.length === 0) return null;
  const named = offHour
    .slice(0, NAMED_TASKS)
    .map(
      (task) =>
        `${t(`days.long.${task.dayOfWeek}`)} ${timeOfDayText(task.startTime)}–${timeOfDayText(task.endTime)}`,
    );
  const more = offHour.length - named.length;
  if (more > 0) named.push(t('fidelity.more', { count: more }));
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconInfoCircle size={18} aria-hidden />}
      title={t('fidelity.title')}
      mt="sm"
      data-testid="schedule-fidelity"
    >
      <List size="sm" spacing={4}>
        {offHour.length > 0 && <List.Item>{t('fidelity.offHour', { tasks: named.join(', ') })}</List.Item>}
        {unpaintable.length > 0 && (
          <List.Item>{t('fidelity.settings', { count: unpaintable.length })}</List.Item>
        )}
      </List>
      <Text size="sm" mt="xs">
        {t('fidelity.kept')}
      </Text>
    </Alert>
  );
}
