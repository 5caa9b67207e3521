import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccount } from '../auth/auth.api.ts';
import { systemPath } from '../portal-paths.ts';
import { StatusDot } from './StatusDot.tsx';
import { SYSTEM_STATUS_COLORS, systemStatusOf } from './system-status.ts';
import type { CloudSystem } from './systems.api.ts';

/**
 * One system of the list: its name, status in words, owner ("Your system" when it is the account's own) and
 * the caller's role; opens the system.
 */
export function SystemCard({ system }: { system: CloudSystem }) {
  const { t } = useTranslation('cloudSystems');
  const me = useAccount().data?.email;
  const status = systemStatusOf(system);
  const isMine = me !== undefined && system.ownerAccountEmail.toLowerCase() === me.toLowerCase();
  return (
    <Card
      component={Link}
      to={systemPath(system.id)}
      withBorder
      radius="md"
      padding="md"
      data-testid="system-card"
      style={{ textDecoration: 'none' }}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} truncate title={system.name}>
            {system.name}
          </Text>
          <Badge
            variant="light"
            color={SYSTEM_STATUS_COLORS[status]}
            leftSection={<StatusDot status={status} />}
            style={{ flexShrink: 0 }}
          >
            {t(`status.${status}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed" truncate>
          {isMine
            ? t('card.yours')
            : t('card.owner', { name: system.ownerFullName || system.ownerAccountEmail })}
        </Text>
        <Text size="xs" c="dimmed">
          {t(`roles.${system.accessRole}`, { defaultValue: system.accessRole })}
          {system.version ? ` · ${t('card.version', { version: system.version })}` : ''}
        </Text>
      </Stack>
    </Card>
  );
}
