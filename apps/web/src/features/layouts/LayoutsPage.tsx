import { Box, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconLayoutDashboard, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useSystemPaths } from '../../app/scope/useSystemPaths.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { notify } from '../../ui/notify.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { usePageTitle } from '../../ui/usePageTitle.ts';
import { usePermissions } from '../auth/usePermissions.ts';
import { apiErrorText } from '../settings/api-error-text.ts';
import { ErrorState, LoadingState } from '../settings/PageStates.tsx';
import { LayoutNameDialog } from './LayoutNameDialog.tsx';
import { LayoutsTable } from './LayoutsTable.tsx';
import { matchesLayout } from './layout-search.ts';
import { type LayoutModel, useChangeLayout, useDeleteLayout, useLayouts } from './layouts.api.ts';
import { useLayoutsAvailable } from './layouts-availability.ts';
import { ShareLayoutDialog } from './ShareLayoutDialog.tsx';

/**
 * The Layouts page (spec 000 §2 "layouts" sub-page; 5.1 systems with the layouts flag, else System
 * Administration): the layouts the caller
 * sees, searchable by name, each to open in View, rename, share (administrators: with everyone who sees all
 * cameras, and with chosen users and roles) or delete
 * after a confirmation; what the caller may change follows the server's rules (`can`).
 */
export default function LayoutsPage() {
  const available = useLayoutsAvailable();
  const paths = useSystemPaths();
  if (available === false) return <Navigate to={paths.settings()} replace />;
  if (available === null)
    return (
      <Box p="md">
        <LoadingState rows={4} />
      </Box>
    );
  return <LayoutsList />;
}

function LayoutsList() {
  const { t } = useTranslation('layouts');
  usePageTitle(t('page.title'));
  const { can } = usePermissions();
  const layouts = useLayouts();
  const change = useChangeLayout();
  const remove = useDeleteLayout();
  const [search, setSearch] = useState('');
  const [renaming, setRenaming] = useState<LayoutModel | null>(null);
  const [deleting, setDeleting] = useState<LayoutModel | null>(null);
  const [sharing, setSharing] = useState<LayoutModel | null>(null);
  const list = layouts.data ?? [];
  const shown = useMemo(() => list.filter((l) => matchesLayout(l, search)), [list, search]);
  const canEdit = (l: LayoutModel) => can('edit', { type: 'layout', id: l.id, parentId: l.parentId });

  return (
    <Box p="md" maw={1100} mx="auto" data-testid="layouts-page">
      <PageHeader title={t('page.title')} description={t('page.description')} />
      {layouts.isPending ? (
        <LoadingState rows={4} />
      ) : layouts.isError ? (
        <ErrorState error={layouts.error} onRetry={() => void layouts.refetch()} />
      ) : list.length === 0 ? (
        <Paper withBorder p="xl">
          <Stack align="center" gap="xs" data-testid="layouts-empty">
            <IconLayoutDashboard size={36} opacity={0.5} aria-hidden />
            <Text fw={600}>{t('page.emptyTitle')}</Text>
            <Text size="sm" c="dimmed" ta="center">
              {t('page.emptyText')}
            </Text>
          </Stack>
        </Paper>
      ) : (
        <Stack gap="sm">
          <TextInput
            maw={320}
            leftSection={<IconSearch size={14} aria-hidden />}
            placeholder={t('page.search')}
            aria-label={t('page.search')}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            data-testid="layouts-search"
          />
          {shown.length === 0 ? (
            <Text size="sm" c="dimmed" data-testid="layouts-no-match">
              {t('page.noMatch')}
            </Text>
          ) : (
            <LayoutsTable
              layouts={shown}
              canEdit={canEdit}
              canShare={can('administer')}
              onRename={setRenaming}
              onShare={setSharing}
              onDelete={setDeleting}
            />
          )}
        </Stack>
      )}
      {renaming && (
        <LayoutNameDialog
          title={t('page.renameTitle')}
          submitLabel={t('dialog.save')}
          initialName={renaming.name}
          layouts={list}
          ownId={renaming.id}
          onClose={() => setRenaming(null)}
          onSubmit={(name) => change.mutateAsync({ id: renaming.id, name })}
        />
      )}
      {sharing && <ShareLayoutDialog layout={sharing} onClose={() => setSharing(null)} />}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('page.deleteTitle')}
        confirm={t('page.delete')}
        cancel={t('dialog.cancel')}
        danger
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notify('success', t('page.deleted', { name: deleting.name }));
              setDeleting(null);
            },
            onError: (error) => notify('danger', apiErrorText(error, t('page.changeFailed'))),
          });
        }}
      >
        {t('page.deleteText', { name: deleting?.name ?? '' })}
      </ConfirmDialog>
    </Box>
  );
}
