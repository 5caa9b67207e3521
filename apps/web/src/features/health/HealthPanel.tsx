import type { HealthItem, MetricGroupManifest } from '@argus/contract/mediaserver';
import { HEALTH_PANEL_WIDTH_PX } from '@argus/contract/mediaserver';
import { CloseButton, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HealthParameters } from './HealthParameters.tsx';
import { panelSectionsOf } from './health-report.ts';

/** Every panel parameter of an item, grouped by the manifest's sections. */
function PanelSections({ item, group }: { item: HealthItem; group: MetricGroupManifest }) {
  return panelSectionsOf(group).map((section) => (
    <Stack key={section.id} gap={6} data-testid={`health-panel-section-${section.id}`}>
      {section.name && (
        <Title order={3} fz="sm" fw={600}>
          {section.name}
        </Title>
      )}
      <HealthParameters item={item} parameters={section.parameters} />
    </Stack>
  ));
}

/** The selected item beside the table (spec 000 §9 "Health panel width 350"). */
export function HealthPanel({
  item,
  group,
  onClose,
}: {
  item: HealthItem;
  group: MetricGroupManifest;
  onClose(): void;
}) {
  const { t } = useTranslation('health');
  return (
    <Paper
      component="aside"
      withBorder
      p="md"
      w={{ base: '100%', md: HEALTH_PANEL_WIDTH_PX }}
      style={{ flex: 'none', alignSelf: 'flex-start' }}
      aria-label={item.name}
      data-testid="health-panel"
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start" mb="sm">
        <Stack gap={0} miw={0}>
          <Text size="xs" c="dimmed" tt="uppercase">
            {group.resource}
          </Text>
          <Title order={2} fz="h4" style={{ overflowWrap: 'anywhere' }}>
            {item.name}
          </Title>
        </Stack>
        <CloseButton onClick={onClose} aria-label={t('panel.close')} />
      </Group>
      <Stack gap="md">
        <PanelSections item={item} group={group} />
      </Stack>
    </Paper>
  );
}

/** A section with a single item: its panel's sections as tiles instead of a one-row table. */
export function HealthItemTiles({ item, group }: { item: HealthItem; group: MetricGroupManifest }) {
  return (
    <Stack gap="sm" data-testid="health-item-tiles">
      <Title order={2} fz="h4">
        {item.name}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {panelSectionsOf(group).map((section) => (
          <Paper key={section.id} withBorder p="md" data-testid={`health-tile-${section.id}`}>
            <Title order={3} fz="sm" fw={600} mb={6}>
              {section.name}
            </Title>
            <HealthParameters item={item} parameters={section.parameters} />
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
