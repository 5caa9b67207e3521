import type { HealthItem } from '@argus/contract/mediaserver';
import { Stack, Text } from '@mantine/core';
import { AlarmTexts } from './AlarmText.tsx';
import { alarmsOf, type HealthParameter, shownValue } from './health-report.ts';

/** The parameters of one section of an item: each name, its value, and the alarms raised on it. */
export function HealthParameters({
  item,
  parameters,
}: {
  item: HealthItem;
  parameters: readonly HealthParameter[];
}) {
  return (
    <dl
      style={{
        margin: 0,
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.2fr)',
        gap: '4px 12px',
      }}
    >
      {parameters.map((parameter) => (
        <div
          key={parameter.key}
          style={{ display: 'contents' }}
          data-testid={`health-param-${parameter.key}`}
        >
          <Text component="dt" size="sm" c="dimmed" title={parameter.description}>
            {parameter.name}
          </Text>
          <Stack component="dd" gap={2} m={0} miw={0}>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {shownValue(item, parameter) || '—'}
            </Text>
            <AlarmTexts alarms={alarmsOf(item, parameter)} />
          </Stack>
        </div>
      ))}
    </dl>
  );
}
