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
                      <RowAction
                        label={t('page.rename')}
                        name={t('page.renameOf', { name: layout.name })}
                        testId="layout-rename"
                        onClick={() => onRename(layout)}
                      >
                        <IconPencil size={16} aria-hidden />
                      </RowAction>
                    )}
                    {canShare && (
                      <RowAction
                        label={t('page.share')}
                        name={t('page.shareOf', { name: layout.name })}
                        testId="layout-share"
                        onClick={() => onShare(layout)}
                      >
                        <IconShare size={16} aria-hidden />
                      </RowAction>
                    )}
                    {editable && (
                      <RowAction
                        label={t('page.delete')}
                        name={t('page.deleteOf', { name: layout.name })}
                        testId="layout-delete"
                        color="red"
                        onClick={() => onDelete(layout)}
                      >
                        <IconTrash size={16} aria-hidden />
                      </RowAction>
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

/** An icon button of a row, with its tooltip and a name that says which layout it acts on. */
function RowAction(props: {
  label: string;
  name: string;
  testId: string;
  color?: string;
  onClick(): void;
  children: React.ReactNode;
}) {
  return (
    <Tooltip label={props.label}>
      <ActionIcon
        variant="subtle"
        color={props.color}
        aria-label={props.name}
        onClick={props.onClick}
        data-testid={props.testId}
      >
        {props.children}
      </ActionIcon>
    </Tooltip>
  );
}
