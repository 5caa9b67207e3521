import { Group, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SystemActions } from './SystemActions.tsx';
import { SystemStatusBadge } from './SystemStatusBadge.tsx';
import { systemStatusOf } from './system-status.ts';
import type { CloudSystem } from './systems.api.ts';

export interface SystemHeaderProps {
  system: CloudSystem;
  /** The logged-in account's e-mail: "Your system", or the owner's name. */
  selfEmail: string;
}

/**
 * The system page's one header row: its name (the page's `h1`), owner and status beside it, and the "System
 * actions" menu at the end. Compact, so that the system's own pages (View above all) start near the top, on a
 * phone too.
 */
export function SystemHeader({ system, selfEmail }: SystemHeaderProps) {
  const { t } = useTranslation('cloudSystems');
  const status = systemStatusOf(system);
  const owner =
    system.ownerAccountEmail.toLowerCase() === selfEmail.toLowerCase()
      ? t('system.yourSystem')
      : t('system.owner', { name: system.ownerFullName || system.ownerAccountEmail });
  return (
    <Group justify="space-between" align="center" gap="sm" wrap="nowrap" data-testid="system-header">
      <Group gap="sm" align="baseline" wrap="wrap" miw={0} style={{ rowGap: 2 }}>
        <Title order={1} fz={{ base: 'h3', sm: 'h2' }} style={{ overflowWrap: 'anywhere' }}>
          {system.name}
        </Title>
        <Group gap="sm" wrap="nowrap" align="center">
          <Text c="dimmed" size="sm" truncate>
            {owner}
          </Text>
          <SystemStatusBadge status={status} />
        </Group>
      </Group>
      <SystemActions system={system} selfEmail={selfEmail} />
    </Group>
  );
}
