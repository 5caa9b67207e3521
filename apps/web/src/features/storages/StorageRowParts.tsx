import type { StorageMode } from '@argus/contract/mediaserver';
import { ActionIcon, Group, Select, Tooltip } from '@mantine/core';
import { IconLock, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { StorageRow } from './storage-format.ts';

/** What the table and the cards both show and do for one storage. */
export interface StorageViewProps {
  rows: readonly StorageRow[];
  /** The modes as edited (the apply bar saves them). */
  modes: Readonly<Record<string, StorageMode>>;
  locked: ReadonlySet<string>;
  onModeChange(storageId: string, mode: StorageMode): void;
  onEdit(row: StorageRow): void;
  onRemove(row: StorageRow): void;
}

interface PartProps {
  row: StorageRow;
  locked: boolean;
}

/** The mode select of a storage; a storage held by the 'main only' lock offers main only, and says why. */
export function ModeSelect({
  row,
  locked,
  value,
  onChange,
}: PartProps & { value: StorageMode; onChange(mode: StorageMode): void }) {
  const { t } = useTranslation('storages');
  const { path } = row.storage;
  return (
    <Group gap={6} wrap="nowrap">
      <Select
        size="xs"
        aria-label={t('list.modeOf', { path })}
        value={value}
        allowDeselect={false}
        data={(['main', 'backup', 'notUsed'] as const).map((m) => ({
          value: m,
          label: t(`mode.${m}`),
          disabled: locked && m !== 'main',
        }))}
        onChange={(v) => v && onChange(v as StorageMode)}
        w={150}
      />
      {locked && (
        <Tooltip
          label={t('list.lockedToMain')}
          multiline
          w={240}
          events={{ hover: true, focus: true, touch: true }}
        >
          <IconLock size={16} aria-label={t('list.lockedToMain')} role="img" tabIndex={0} />
        </Tooltip>
      )}
    </Group>
  );
}

/** Change and remove; the last online main storage cannot be removed. */
export function RowActions({
  row,
  locked,
  onEdit,
  onRemove,
}: PartProps & { onEdit(): void; onRemove(): void }) {
  const { t } = useTranslation('storages');
  const { path } = row.storage;
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <ActionIcon variant="subtle" aria-label={t('list.edit', { path })} onClick={onEdit}>
        <IconPencil size={18} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={t('list.remove', { path })}
        disabled={locked}
        onClick={onRemove}
      >
        <IconTrash size={18} />
      </ActionIcon>
    </Group>
  );
}
