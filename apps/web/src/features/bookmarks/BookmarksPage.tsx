import '@mantine/dates/styles.css';
import 'dayjs/locale/de';
import { SERVER_SEARCH_DEBOUNCE_MS } from '@argus/contract';
import type { BookmarkModel } from '@argus/contract/mediaserver';
import { Alert, Container, Pagination, Stack, Text } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSystemPaths } from '../../app/scope/useSystemPaths.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { usePageTitle } from '../../ui/usePageTitle.ts';
import { usePermissions } from '../auth/usePermissions.ts';
import { useCameraList } from '../cameras/cameras.api.ts';
import { ErrorState, LoadingState } from '../settings/PageStates.tsx';
import { BookmarkDialog } from '../view/bookmarks/BookmarkDialog.tsx';
import { useBookmarkTags } from '../view/bookmarks/bookmarks.api.ts';
import { RemoveBookmarkDialog } from '../view/bookmarks/RemoveBookmarkDialog.tsx';
import { localeOf } from '../view/timeline/date-values.ts';
import { useNow } from '../view/useNow.ts';
import { BookmarkFilters } from './BookmarkFilters.tsx';
import { BookmarkTable } from './BookmarkTable.tsx';
import { EMPTY_SEARCH, isFiltering, pageOf, playAddressOf } from './bookmark-search.ts';
import { useSystemBookmarks } from './bookmarks-page.api.ts';

/**
 * /bookmarks (spec 000 §2, behind the `bookmarks` flag): every bookmark of the system the caller sees
 * (GlobalViewBookmarksPermission), searched by text, tag, camera and days on the server, in pages, each with
 * the frame at its start. Play opens View at its camera and time; editing and deleting need
 * GlobalManageBookmarksPermission (the server decides; the buttons follow the caller's permissions).
 */
export default function BookmarksPage() {
  const { t, i18n } = useTranslation('bookmarks');
  usePageTitle(t('title'));
  const locale = localeOf(i18n.language);
  const { can } = usePermissions();
  const canView = can('viewBookmarks');
  const canManage = can('manageBookmarks');
  const navigate = useNavigate();
  const paths = useSystemPaths();
  const nowMs = useNow(60_000);
  const [typed, setTyped] = useState(EMPTY_SEARCH);
  const [text] = useDebouncedValue(typed.text, SERVER_SEARCH_DEBOUNCE_MS);
  const search = useMemo(() => ({ ...typed, text }), [typed, text]);
  const [page, setPage] = useState(1);
  const list = useSystemBookmarks(search, canView);
  const tags = useBookmarkTags(canView);
  const cameras = useCameraList();
  const cameraNames = useMemo(
    () => new Map((cameras.data ?? []).map((camera) => [camera.id, camera.name])),
    [cameras.data],
  );
  const cameraOptions = useMemo(
    () =>
      [...cameraNames]
        .map(([value, label]) => ({ value, label }))
        .sort((a, b) => a.label.localeCompare(b.label, locale)),
    [cameraNames, locale],
  );
  const [removing, setRemoving] = useState<BookmarkModel | null>(null);
  const [editing, setEditing] = useState<BookmarkModel | null>(null);
  const shown = pageOf(list.data ?? [], page);
  const change = (next: typeof typed) => {
    setTyped(next);
    setPage(1);
  };

  const body = () => {
    if (!canView)
      return (
        <Alert color="yellow" title={t('denied.title')} data-testid="bookmarks-denied">
          {t('denied.text')}
        </Alert>
      );
    if (list.error && !list.data)
      return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
    if (list.isPending) return <LoadingState rows={5} />;
    if (shown.items.length === 0)
      return (
        <Text c="dimmed" py="lg" ta="center" data-testid="bookmarks-empty">
          {isFiltering(search) ? t('noMatch') : t('empty')}
        </Text>
      );
    return (
      <Stack gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="bookmarks-count">
          {shown.truncated
            ? t('countTruncated', { count: list.data?.length ? list.data.length - 1 : 0 })
            : t('count', { count: list.data?.length ?? 0 })}
        </Text>
        <BookmarkTable
          bookmarks={shown.items}
          locale={locale}
          cameraNameOf={(id) => cameraNames.get(id) ?? id}
          canViewArchiveOf={(id) => can('viewArchive', { type: 'camera', id })}
          canManage={canManage}
          onPlay={(b) => navigate(playAddressOf(paths.view(b.deviceId), b.startTimeMs))}
          onEdit={setEditing}
          onRemove={setRemoving}
        />
        {shown.pages > 1 && (
          <Pagination
            value={shown.page}
            onChange={setPage}
            total={shown.pages}
            size="sm"
            getControlProps={(control) => ({ 'aria-label': t(`pager.${control}`) })}
            data-testid="bookmarks-pagination"
          />
        )}
      </Stack>
    );
  };

  return (
    <DatesProvider settings={{ locale: locale.startsWith('de') ? 'de' : 'en', firstDayOfWeek: 1 }}>
      <Container size="xl" px={{ base: 'sm', sm: 'md' }} py="md" data-testid="bookmarks-page">
        <PageHeader title={t('title')} description={t('description')} mb="md" />
        <Stack gap="md">
          {canView && (
            <BookmarkFilters
              search={typed}
              tags={tags.data ?? []}
              cameras={cameraOptions}
              onChange={change}
              onClear={() => change(EMPTY_SEARCH)}
            />
          )}
          {body()}
        </Stack>
        {editing && (
          <BookmarkDialog
            cameraId={editing.deviceId}
            bookmark={editing}
            initialRange={{ startMs: editing.startTimeMs, endMs: editing.startTimeMs + editing.durationMs }}
            nowMs={nowMs}
            locale={locale}
            onClose={() => setEditing(null)}
          />
        )}
        <RemoveBookmarkDialog bookmark={removing} onClose={() => setRemoving(null)} />
      </Container>
    </DatesProvider>
  );
}
