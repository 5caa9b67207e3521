import type { HealthAlertCounts } from '@argus/contract/mediaserver';
import { Badge, Group, Paper, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LEVEL_COLOR } from './AlarmText.tsx';

export interface HealthTile {
  /** `alerts` or a group id. */
  view: string;
  label: string;
  /** Items of the group; none for the Alerts tile. */
  count?: number;
  alerts: HealthAlertCounts;
}

/**
 * The header tiles: Alerts, then each section with its number of items and its alerts per level (the same
 * counts the Alerts page lists). A tile opens its view.
 */
export function HealthTiles({
  tiles,
  active,
  onOpen,
}: {
  tiles: readonly HealthTile[];
  active: string;
  onOpen(view: string): void;
}) {
  const { t } = useTranslation('health');
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 3, lg: tiles.length }}
      spacing="sm"
      component="nav"
      aria-label={t('tiles.label')}
    >
      {tiles.map((tile) => (
        <UnstyledButton
          key={tile.view}
          onClick={() => onOpen(tile.view)}
          aria-current={tile.view === active ? 'page' : undefined}
          data-testid={`health-tile-${tile.view}`}
        >
          <Paper
            withBorder
            p="sm"
            h="100%"
            style={
              tile.view === active
                ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 }
                : undefined
            }
          >
            <Text size="sm" fw={600} truncate>
              {tile.label}
            </Text>
            <Group gap={6} mt={4} wrap="wrap">
              {tile.count !== undefined && (
                <Text size="xl" fw={700} lh={1.2} data-testid="health-tile-count">
                  {tile.count}
                </Text>
              )}
              {(['error', 'warning'] as const).map(
                (level) =>
                  tile.alerts[level] > 0 && (
                    <Badge
                      key={level}
                      color={LEVEL_COLOR[level]}
                      variant="light"
                      size="sm"
                      data-testid={`health-tile-${level}s`}
                    >
                      {t(`tiles.${level}`, { count: tile.alerts[level] })}
                    </Badge>
                  ),
              )}
            </Group>
          </Paper>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}
