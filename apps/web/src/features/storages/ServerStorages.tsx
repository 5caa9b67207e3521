import type { ServerModel, StorageMode } from '@argus/contract/mediaserver';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { notify } from '../../ui/notify.ts';
import { apiErrorText } from '../settings/api-error-text.ts';
import { ApplyControls } from '../settings/apply/ApplyControls.tsx';
import { ErrorState, LoadingState } from '../settings/PageStates.tsx';
import { useServerUnavailable } from '../system/system.api.ts';
import { StorageDialog } from './StorageDialog.tsx';
import { STORAGE_CARDS_QUERY, StorageView } from './StorageView.tsx';
import { storageSaveErrorText } from './storage-errors.ts';
import { changeRequest, createRequest, type StorageFormValues } from './storage-form.ts';
import { lockedToMainIds, type StorageRow, storageRows } from './storage-format.ts';
import {
  useAddStorage,
  useChangeStorage,
  useRemoveStorage,
  useStorageSpace,
  useStorages,
} from './storages.api.ts';
import { useStorageModes } from './useStorageModes.ts';

/** Which dialog is open: add, change one storage, or remove one. */
type Dialog =
  | { kind: 'add' }
  | { kind: 'change'; row: StorageRow }
  | { kind: 'remove'; row: StorageRow }
  | null;

/** The storages of one server with their modes (apply bar), the add/change dialog and removal. */
export function ServerStorages({ server }: { server: ServerModel }) {
  const { t } = useTranslation('storages');
  const storages = useStorages(server.id);
  const space = useStorageSpace(server.id);
  const rows = useMemo(
    () => (storages.data ? storageRows(storages.data, space.data) : undefined),
    [storages.data, space.data],
  );
  const modes = useStorageModes(server.id, rows);
  const [dialog, setDialog] = useState<Dialog>(null);
  const online = !useServerUnavailable();
  const cards = useMediaQuery(STORAGE_CARDS_QUERY, false) === true;
  const add = useAddStorage(server.id);
  const change = useChangeStorage(server.id);
  const remove = useRemoveStorage(server.id);
  const saving = dialog?.kind === 'add' ? add : change;

  if (storages.error) return <ErrorState error={storages.error} onRetry={() => void storages.refetch()} />;
  if (!rows) return <LoadingState rows={3} />;
  const values = modes.form.getValues();
  const locked = lockedToMainIds(rows, values);
  const viewProps = {
    label: t('list.label', { server: server.name }),
    rows,
    modes: values,
    locked,
    onModeChange: (id: string, mode: StorageMode) => modes.form.setFieldValue(id, mode),
    onEdit: (row: StorageRow) => setDialog({ kind: 'change', row }),
    onRemove: (row: StorageRow) => setDialog({ kind: 'remove', row }),
  };

  const closeDialog = () => {
    add.reset();
    change.reset();
    setDialog(null);
  };
  const submit = (v: StorageFormValues, original: StorageFormValues) => {
    const done = {
      onSuccess: () => {
        notify.success(dialog?.kind === 'add' ? t('dialog.added') : t('dialog.changed'));
        closeDialog();
      },
    };
    if (dialog?.kind === 'change')
      change.mutate({ storageId: dialog.row.storage.id, body: changeRequest(original, v) }, done);
    else add.mutate(createRequest(v), done);
  };

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ kind: 'add' })}>
          {t('list.add')}
        </Button>
      </Group>
      {space.error && (
        <Alert color="yellow" role="status">
          {t('page.spaceFailed')}
        </Alert>
      )}
      {rows.length === 0 ? (
        <Text c="dimmed" data-testid="storages-empty">
          {t('list.empty')}
        </Text>
      ) : (
        <StorageView cards={cards} {...viewProps} />
      )}
      {(dialog?.kind === 'add' || dialog?.kind === 'change') && (
        <StorageDialog
          storage={dialog.kind === 'change' ? dialog.row.storage : null}
          totalSpace={dialog.kind === 'change' ? dialog.row.space?.totalSpace : undefined}
          lockedToMain={dialog.kind === 'change' && locked.has(dialog.row.storage.id)}
          submitting={saving.isPending}
          submitError={saving.error ? storageSaveErrorText(saving.error, t) : null}
          onSubmit={submit}
          onClose={closeDialog}
        />
      )}
      <ConfirmDialog
        opened={dialog?.kind === 'remove'}
        title={t('remove.title')}
        confirm={t('remove.confirm')}
        cancel={t('remove.cancel')}
        danger
        busy={remove.isPending}
        onClose={() => setDialog(null)}
        onConfirm={() => {
          if (dialog?.kind !== 'remove') return;
          remove.mutate(dialog.row.storage.id, {
            onSuccess: () => notify.success(t('remove.removed')),
            onError: (err) => notify.danger(apiErrorText(err, t('remove.failed')), { long: true }),
            onSettled: () => setDialog(null),
          });
        }}
      >
        {dialog?.kind === 'remove' && t('remove.text', { path: dialog.row.storage.path })}
      </ConfirmDialog>
      <ApplyControls editor={modes} ready online={online} />
    </Stack>
  );
}
