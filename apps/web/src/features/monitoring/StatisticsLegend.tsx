import { Box, ColorSwatch, Group, SimpleGrid, Text, useComputedColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { seriesColorVar } from './series-colors.ts';
import { currentValueOf, type StatisticsSeries } from './statistics-window.ts';

export interface StatisticsLegendProps {
  series: readonly StatisticsSeries[];
  labels: readonly string[];
}

const PERCENT = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1, minimumFractionDigits: 1 });

/** Each series' colour, name and current value, in the graph's order. */
export function StatisticsLegend({ series, labels }: StatisticsLegendProps) {
  const { t } = useTranslation('monitoring');
  const scheme = useComputedColorScheme('light', { getInitialValueInEffect: false });
  return (
    <Box component="section" aria-label={t('graphs.legend')}>
      <SimpleGrid
        cols={{ base: 1, xs: 2, md: 4 }}
        spacing="xs"
        verticalSpacing={4}
        component="ul"
        m={0}
        p={0}
      >
        {series.map((s, i) => {
          const value = currentValueOf(s);
          return (
            <Group key={s.key} component="li" gap="xs" wrap="nowrap" style={{ listStyle: 'none' }} miw={0}>
              <ColorSwatch color={`var(${seriesColorVar(i, scheme)})`} size={12} withShadow={false} />
              <Text size="sm" truncate="end" style={{ flex: 1 }} title={labels[i]}>
                {labels[i]}
              </Text>
              <Text size="sm" fw={600} ff="monospace" data-testid={`legend-value-${s.deviceType}`}>
                {value === null ? t('graphs.noValue') : `${PERCENT.format(value)} %`}
              </Text>
            </Group>
          );
        })}
      </SimpleGrid>
    </Box>
  );
}
