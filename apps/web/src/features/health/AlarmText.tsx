import type { MetricAlarm, MetricAlarmLevel } from '@argus/contract/mediaserver';
import { Group, Text } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle } from '@tabler/icons-react';

/** The colour of each alarm level, in both schemes. */
export const LEVEL_COLOR: Readonly<Record<MetricAlarmLevel, string>> = { error: 'red', warning: 'yellow' };

export function LevelIcon({ level, size = 16 }: { level: MetricAlarmLevel; size?: number }) {
  const Icon = level === 'error' ? IconAlertCircle : IconAlertTriangle;
  return <Icon size={size} color={`var(--mantine-color-${LEVEL_COLOR[level]}-filled)`} aria-hidden />;
}

/** Alarms of one value, shown next to it: an icon of the level and the server's text. */
export function AlarmTexts({ alarms }: { alarms: readonly MetricAlarm[] }) {
  if (alarms.length === 0) return null;
  return alarms.map((alarm) => (
    <Group key={`${alarm.level}:${alarm.text}`} gap={4} wrap="nowrap" data-level={alarm.level}>
      <LevelIcon level={alarm.level} size={14} />
      <Text size="xs" c={LEVEL_COLOR[alarm.level]}>
        {alarm.text}
      </Text>
    </Group>
  ));
}
