import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LicenseClassUsage } from './license-summary.ts';

/** One card per license class in use: its name, channels in use of the total, and those available. */
export function LicenseSummaryCards({ classes }: { classes: readonly LicenseClassUsage[] }) {
  const { t } = useTranslation('licenses');
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" data-testid="license-summary">
      {classes.map((c) => (
        <Paper
          key={c.licenseClass}
          withBorder
          p="sm"
          data-testid={`license-summary-${c.licenseClass}`}
          aria-label={`${t(`classes.${c.licenseClass}`)}: ${t('summary.usage', { inUse: c.inUse, total: c.total, available: c.available })}`}
          role="group"
        >
          <Stack gap={4}>
            <Text fw={600}>{t(`classes.${c.licenseClass}`)}</Text>
            <Group gap="lg" aria-hidden>
              <Figure label={t('summary.inUse')} value={c.inUse} />
              <Figure label={t('summary.total')} value={c.total} />
              <Figure label={t('summary.available')} value={c.available} />
            </Group>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Stack gap={0}>
      <Text size="xl" fw={700} lh={1.2}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}
