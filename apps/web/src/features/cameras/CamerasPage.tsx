import { Button, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePermissions } from '../auth/usePermissions.ts';
import { ErrorState, LoadingState } from '../settings/PageStates.tsx';
import { useServers } from '../settings/servers/servers.api.ts';
import { TabHeading } from '../settings/TabHeading.tsx';
import { useCameraList, usePrefetchCameraList } from './cameras.api.ts';
import { CameraList } from './list/CameraList.tsx';
import { CameraListCount, CameraListEmpty } from './list/CameraListStatus.tsx';
import { CameraSearchInput } from './list/CameraSearchInput.tsx';
import { indexCameras, searchCameras } from './list/camera-search.ts';
import {
  type CameraSortColumn,
  DEFAULT_CAMERA_SORT,
  nextCameraSort,
  sortCameras,
} from './list/camera-sort.ts';
import { useVendorName } from './vendor-name.ts';

/** The add-by-address dialog's code (about a dozen chunks) loads when it is first wanted, not with the list. */
const loadAddCameraDialog = () => import('./add/AddCameraDialog.tsx');
const AddCameraDialog = lazy(() => loadAddCameraDialog().then((m) => ({ default: m.AddCameraDialog })));

/** /settings/cameras: the cameras the caller may see, their live status, a filter and adding by address. */
export default function CamerasPage() {
  // Before useTranslation, which suspends until the page's texts are loaded.
  usePrefetchCameraList();
  const { t } = useTranslation('cameras');
  const { can } = usePermissions();
  const canEdit = can('editCameras');
  const cameras = useCameraList();
  const servers = useServers();
  const vendorName = useVendorName();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState(DEFAULT_CAMERA_SORT);
  const onSort = useCallback((column: CameraSortColumn) => setSort((s) => nextCameraSort(s, column)), []);
  const [searchBox, setSearchBox] = useState(0);
  const [adding, setAdding] = useState(false);
  // Mounted from its first opening on, so that it closes with its animation.
  const [addingEver, setAddingEver] = useState(false);
  const openAdding = useCallback(() => {
    setAdding(true);
    setAddingEver(true);
  }, []);
  // `?add=1` (General's "Add your first camera") opens the add dialog once the caller may add cameras.
  const [params, setParams] = useSearchParams();
  const addAsked = params.get('add') === '1';
  useEffect(() => {
    if (addAsked && canEdit) openAdding();
  }, [addAsked, canEdit, openAdding]);

  // Re-indexed when a poll brings a new list (statuses may have changed) — once per poll, not per keystroke.
  const index = useMemo(
    () => indexCameras(cameras.data ?? [], new Date(), vendorName),
    [cameras.data, vendorName],
  );
  const serverNames = useMemo(() => new Map((servers.data ?? []).map((s) => [s.id, s.name])), [servers.data]);
  const serverNameOf = useCallback((id: string) => serverNames.get(id) ?? '', [serverNames]);
  const shown = useMemo(
    () => sortCameras(searchCameras(index, search), sort, serverNameOf),
    [index, search, sort, serverNameOf],
  );
  const clearSearch = useCallback(() => {
    setSearch('');
    setSearchBox((k) => k + 1);
  }, []);

  if (cameras.error && !cameras.data)
    return <ErrorState error={cameras.error} onRetry={() => void cameras.refetch()} />;
  if (cameras.isPending) return <LoadingState rows={5} />;

  const total = index.listed.length;
  return (
    <Stack gap="md">
      <TabHeading
        title={t('list.title')}
        description={t(canEdit ? 'list.description' : 'list.descriptionViewer')}
      />
      <Group justify="space-between" wrap="wrap" gap="sm">
        {total > 0 && <CameraSearchInput key={searchBox} onSearch={setSearch} />}
        <Group gap="md" wrap="nowrap" ml="auto">
          {total > 0 && (
            <CameraListCount shown={shown.length} total={total} searching={search.trim() !== ''} />
          )}
          {canEdit && (
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={openAdding}
              onPointerEnter={loadAddCameraDialog}
              onFocus={loadAddCameraDialog}
            >
              {t('list.add')}
            </Button>
          )}
        </Group>
      </Group>
      {shown.length === 0 ? (
        <CameraListEmpty search={search.trim()} canAdd={canEdit} onClearSearch={clearSearch} />
      ) : (
        <CameraList rows={shown} serverNameOf={serverNameOf} sort={sort} onSort={onSort} />
      )}
      {canEdit && addingEver && (
        <Suspense fallback={null}>
          <AddCameraDialog
            opened={adding}
            onClose={() => {
              setAdding(false);
              if (params.has('add')) setParams({}, { replace: true });
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
