import { formatDuration } from '@argus/contract';
import type { BookmarkModel } from '@argus/contract/mediaserver';
import { ActionIcon, Badge, Group, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconEdit, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../view/timeline/date-values.ts';
import { BookmarkThumbnail } from './BookmarkThumbnail.tsx';

export interface BookmarkTableProps {
  bookmarks: readonly BookmarkModel[];
  locale: string;
  cameraNameOf(id: string): string;
  canViewArchiveOf(cameraId: string): boolean;
  /** GlobalManageBookmarksPermission: edit and delete. */
  canManage: boolean;
  onPlay(bookmark: BookmarkModel): void;
  onEdit(bookmark: BookmarkModel): void;
  onRemove(bookmark: BookmarkModel): void;
}

/**
 * One page of bookmarks: the frame at the start, the name with its description and tags, the camera, when
 * and how long, and the actions the caller may take (play; edit and delete for managers). Scrolls sideways
 * on phones.
 */
export function BookmarkTable(props: BookmarkTableProps) {
  const { bookmarks, locale, cameraNameOf, canViewArchiveOf, canManage, onPlay, onEdit, onRemove } = props;
  const { t } = useTranslation('bookmarks');
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="xs" highlightOnHover data-testid="bookmarks-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <VisuallyHidden>{t('columns.thumbnail')}</VisuallyHidden>
            </Table.Th>
            <Table.Th>{t('columns.name')}</Table.Th>
            <Table.Th>{t('columns.camera')}</Table.Th>
            <Table.Th>{t('columns.start')}</Table.Th>
            <Table.Th>{t('columns.duration')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {bookmarks.map((b) => (
            <Table.Tr key={b.id} data-testid="bookmark-item" data-bookmark-id={b.id}>
              <Table.Td w={112}>
                <BookmarkThumbnail
                  cameraId={b.deviceId}
                  timeMs={b.startTimeMs}
                  allowed={canViewArchiveOf(b.deviceId)}
                />
              </Table.Td>
              <Table.Td>
                <Stack gap={2}>
                  <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="bookmark-name">
                    {b.name}
                  </Text>
                  {b.description && (
                    <Text size="xs" c="dimmed" lineClamp={2}>
                      {b.description}
                    </Text>
                  )}
                  {b.tags.length > 0 && (
                    <Group gap={4} aria-label={t('columns.tags')}>
                      {b.tags.map((tag) => (
                        <Badge key={tag} size="xs" variant="light" color="gray">
                          {tag}
                        </Badge>
                      ))}
                    </Group>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{cameraNameOf(b.deviceId)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(b.startTimeMs, locale)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatDuration(b.durationMs, { locale })}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap" justify="flex-end">
                  <Tooltip label={t('actions.play')} withinPortal={false}>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('actions.playNamed', { name: b.name })}
                      onClick={() => onPlay(b)}
                      data-testid="bookmark-play"
                    >
                      <IconPlayerPlay size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                  {canManage && (
                    <>
                      <Tooltip label={t('actions.edit')} withinPortal={false}>
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          aria-label={t('actions.editNamed', { name: b.name })}
                          onClick={() => onEdit(b)}
                          data-testid="bookmark-edit"
                        >
                          <IconEdit size={18} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label={t('actions.remove')} withinPortal={false}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('actions.removeNamed', { name: b.name })}
                          onClick={() => onRemove(b)}
                          data-testid="bookmark-remove"
                        >
                          <IconTrash size={18} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    </>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
