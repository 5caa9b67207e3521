import { Card, Group, Highlight, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { systemPath } from '../portal-paths.ts';
import { SystemStatusBadge } from './SystemStatusBadge.tsx';
import { searchWords, systemStatusOf } from './system-status.ts';
import type { CloudSystem } from './systems.api.ts';

export interface SystemCardProps {
  system: CloudSystem;
  /** The logged-in account's e-mail: its own systems say 'Your system'. */
  selfEmail: string;
  /** The list's search: its words are highlighted. */
  search?: string;
}

/**
 * One system of the list (spec 000 §2 "Systems"): its name, its status in words, 'Your system' or the owner's
 * name, and the caller's role; an offline system's tile is dimmed. It opens the system.
 */
export function SystemCard({ system, selfEmail, search = '' }: SystemCardProps) {
  const { t } = useTranslation('cloudSystems');
  const status = systemStatusOf(system);
  const words = searchWords(search);
  const mine = system.ownerAccountEmail.toLowerCase() === selfEmail.toLowerCase();
  const owner = mine ? t('card.yourSystem') : system.ownerFullName || system.ownerAccountEmail;
  return (
    <Card
      component={Link}
      to={systemPath(system.id)}
      withBorder
      radius="md"
      padding="md"
      data-testid="system-card"
      data-status={status}
      style={{ textDecoration: 'none' }}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Highlight
            highlight={words}
            fw={600}
            truncate
            title={system.name}
            c={status === 'online' ? undefined : 'dimmed'}
          >
            {system.name}
          </Highlight>
          <SystemStatusBadge status={status} />
        </Group>
        <Highlight highlight={mine ? [] : words} size="sm" c="dimmed" truncate data-testid="system-owner">
          {owner}
        </Highlight>
        <Text size="xs" c="dimmed">
          {t(`roles.${system.accessRole}`, { defaultValue: system.accessRole })}
          {system.version ? ` · ${t('card.version', { version: system.version })}` : ''}
        </Text>
      </Stack>
    </Card>
  );
}
