import { NULL_ID } from '@argus/contract';
import { ActionIcon, Badge, Button, Group, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconPencil, IconPlayerPlay, IconShare, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSystemPaths } from '../../app/scope/useSystemPaths.ts';
import { layoutGridOf } from './layout-search.ts';
import type { LayoutModel } from './layouts.api.ts';
import { layoutViewAddress } from './open-layout.ts';

export interface LayoutsTableProps {
  layouts: readonly LayoutModel[];
  canEdit(layout: LayoutModel): boolean;
  /** Administrators share layouts (with everyone who sees all cameras, and chosen users and roles). */
  canShare: boolean;
  onRename(layout: LayoutModel): void;
  onShare(layout: LayoutModel): void;
  onDelete(layout: LayoutModel): void;
}

/** The layouts: name, cameras, grid, whether shared, and their actions. Presentational. */
export function LayoutsTable({ layouts, canEdit, canShare, onRename, onShare, onDelete }: LayoutsTableProps) {
  const { t } = useTranslation('layouts');
  const paths = useSystemPaths();
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table highlightOnHover verticalSpacing="xs" aria-label={t('page.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('page.name')}</Table.Th>
            <Table.Th>{t('page.cameras')}</Table.Th>
            <Table.Th>{t('page.grid')}</Table.Th>
            <Table.Th>{t('page.access')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('page.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {layouts.map((layout) => {
            const grid = layoutGridOf(layout);
            const shared = layout.parentId === NULL_ID;
            const editable = canEdit(layout);
            return (
              <Table.Tr key={layout.id} data-testid="layout-row" data-layout-id={layout.id}>
                <Table.Td>
                  <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                    {layout.name}
                  </Text>
                </Table.Td>
                <Table.Td>{layout.items.length}</Table.Td>
                <Table.Td>{grid ? t('page.gridOf', grid) : '—'}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={shared ? 'blue' : 'gray'}>
                    {shared ? t('page.shared') : t('page.personal')}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <Button
                      component={Link}
                      to={layoutViewAddress(paths.view(), layout.id)}
                      size="compact-sm"
                      variant="light"
                      leftSection={<IconPlayerPlay size={14} aria-hidden />}
                      aria-label={t('page.openOf', { name: layout.name })}
                      data-testid="layout-open-in-view"
                    >
                      {t('page.open')}
                    </Button>
                    {editable && (
                      <Tooltip label={t('page.rename')}>
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('page.renameOf', { name: layout.name })}
                          onClick={() => onRename(layout)}
                          data-testid="layout-rename"
                        >
                          <IconPencil size={16} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    )}
                    {canShare && (
                      <Tooltip label={t('page.share')}>
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('page.shareOf', { name: layout.name })}
                          onClick={() => onShare(layout)}
                          data-testid="layout-share"
                        >
                          <IconShare size={16} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    )}
                    {editable && (
                      <Tooltip label={t('page.delete')}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('page.deleteOf', { name: layout.name })}
                          onClick={() => onDelete(layout)}
                          data-testid="layout-delete"
                        >
                          <IconTrash size={16} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
