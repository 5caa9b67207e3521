import { Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SpaceBar } from './SpaceBar.tsx';
import { ModeSelect, RowActions, type StorageViewProps } from './StorageRowParts.tsx';
import { StorageStateBadge } from './StorageStateBadge.tsx';

/** The storages of one server as a table (wide screens): path, type, mode (editable), state and space. */
export function StorageTable({
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
    <Table.ScrollContainer minWidth={820}>
      <Table verticalSpacing="sm" aria-label={label} data-testid="storage-list">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('list.path')}</Table.Th>
            <Table.Th>{t('list.type')}</Table.Th>
            <Table.Th>{t('list.mode')}</Table.Th>
            <Table.Th>{t('list.status')}</Table.Th>
            <Table.Th>{t('list.space')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('list.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const { storage } = row;
            const isLocked = locked.has(storage.id);
            return (
              <Table.Tr key={storage.id} data-testid="storage-row" data-path={storage.path}>
                <Table.Td maw={320}>
                  <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                    {storage.path}
                  </Text>
                </Table.Td>
                <Table.Td>{t(`type.${storage.type}`)}</Table.Td>
                <Table.Td>
                  <ModeSelect
                    row={row}
                    locked={isLocked}
                    value={modes[storage.id] ?? row.mode}
                    onChange={(mode) => onModeChange(storage.id, mode)}
                  />
                </Table.Td>
                <Table.Td>
                  <StorageStateBadge state={row.state} />
                </Table.Td>
                <Table.Td>
                  <SpaceBar space={row.space} />
                </Table.Td>
                <Table.Td>
                  <RowActions
                    row={row}
                    locked={isLocked}
                    onEdit={() => onEdit(row)}
                    onRemove={() => onRemove(row)}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
