import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SpaceBar } from './SpaceBar.tsx';
import { ModeSelect, RowActions, type StorageViewProps } from './StorageRowParts.tsx';
import { StorageStateBadge } from './StorageStateBadge.tsx';

/** The storages as cards (narrow screens): path and state on top, then type, mode, space and actions. */
export function StorageCards({
  label,
  rows,
  modes,
  locked,
  onModeChange,
  onEdit,
  onRemove,
}: StorageViewProps & { label: string }) {
  const { t } = useTranslation('storages');
  return (
    <Stack
      component="ul"
      gap="xs"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label={label}
      data-testid="storage-list"
    >
      {rows.map((row) => {
        const { storage } = row;
        const isLocked = locked.has(storage.id);
        return (
          <Paper
            component="li"
            withBorder
            p="sm"
            key={storage.id}
            data-testid="storage-row"
            data-path={storage.path}
          >
            <Group justify="space-between" wrap="nowrap" gap="xs" mb="xs" align="flex-start">
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {storage.path}
              </Text>
              <StorageStateBadge state={row.state} />
            </Group>
            <Text size="sm" mb="xs">
              {t('list.type')}: {t(`type.${storage.type}`)}
            </Text>
            <SpaceBar space={row.space} />
            <Group justify="space-between" wrap="nowrap" gap="xs" mt="sm">
              <ModeSelect
                row={row}
                locked={isLocked}
                value={modes[storage.id] ?? row.mode}
                onChange={(mode) => onModeChange(storage.id, mode)}
              />
              <RowActions
                row={row}
                locked={isLocked}
                onEdit={() => onEdit(row)}
                onRemove={() => onRemove(row)}
              />
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
