import '@mantine/dates/styles.css';
import 'dayjs/locale/de';
import { Alert, Box, Drawer, Group } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { useDisclosure } from '@mantine/hooks';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useSystemPaths } from '../../app/scope/useSystemPaths.ts';
import { usePageTitle } from '../../ui/usePageTitle.ts';
import { usePermissions } from '../auth/usePermissions.ts';
import { useCameraList, usePrefetchCameraList } from '../cameras/cameras.api.ts';
import { indexCameras } from '../cameras/list/camera-search.ts';
import { useVendorName } from '../cameras/vendor-name.ts';
import { ErrorState, LoadingState } from '../settings/PageStates.tsx';
import { CameraWorkspace } from './CameraWorkspace.tsx';
import { CameraPanel } from './camera-panel/CameraPanel.tsx';
import { EmptyView } from './EmptyView.tsx';
import { FullscreenPortals } from './tile-tools/FullscreenPortals.tsx';

/** Width of the camera list beside the video on wide screens. */
const PANEL_WIDTH = 260;

/** The dayjs locale of the date pickers for the console language. */
const dayjsLocaleOf = (language: string) => (language.startsWith('de') ? 'de' : 'en');

/**
 * /view and /view/{cameraId} (spec 000 §2), and /embed/{systemId}[/{cameraId}] (the same page in an
 * iframe): the cameras the caller may see, with a filter and their status
 * (a drawer on phones), and the open camera's video, time line, export and bookmarks. Opening a camera puts
 * it in the address; /view opens the first one.
 */
export default function ViewPage() {
  usePrefetchCameraList();
  const { t, i18n } = useTranslation('view');
  const { cameraId, systemId } = useParams();
  // Under /embed/{systemId} (iframe mode) a camera opens at /embed/{systemId}/{cameraId}. (In the portal,
  // systemId is the /systems/{systemId} of the system's pages.)
  const embeddedIn = useLocation().pathname.startsWith('/embed/') ? systemId : undefined;
  const navigate = useNavigate();
  const paths = useSystemPaths();
  const { can } = usePermissions();
  const cameras = useCameraList();
  const [drawerOpen, drawer] = useDisclosure(false);
  const vendorName = useVendorName();
  const index = useMemo(
    () => indexCameras(cameras.data ?? [], new Date(), vendorName),
    [cameras.data, vendorName],
  );
  const open = cameraId ? index.find(cameraId) : index.listed[0];
  usePageTitle(open ? t('titleOf', { name: open.name }) : t('title'));
  const cameraPath = useCallback(
    (id: string) =>
      embeddedIn === undefined
        ? paths.view(id)
        : `/embed/${encodeURIComponent(embeddedIn)}/${encodeURIComponent(id)}`,
    [paths, embeddedIn],
  );
  const openCamera = useCallback((id: string) => navigate(cameraPath(id)), [navigate, cameraPath]);

  if (cameras.error && !cameras.data)
    return (
      <Box p="md">
        <ErrorState error={cameras.error} onRetry={() => void cameras.refetch()} />
      </Box>
    );
  if (cameras.isPending)
    return (
      <Box p="md">
        <LoadingState rows={4} />
      </Box>
    );
  if (index.listed.length === 0)
    return (
      <Box p="md">
        <EmptyView canAddCameras={can('editCameras')} />
      </Box>
    );

  const panel = (
    <CameraPanel index={index} selectedId={open?.id ?? null} onOpen={drawer.close} pathOf={cameraPath} />
  );
  return (
    <DatesProvider settings={{ locale: dayjsLocaleOf(i18n.language), firstDayOfWeek: 1 }}>
      <Box px={{ base: 'xs', sm: 'md' }} py="sm" data-testid="view-page">
        <Drawer
          opened={drawerOpen}
          onClose={drawer.close}
          title={t('panel.label')}
          size={300}
          hiddenFrom="sm"
          closeButtonProps={{ 'aria-label': t('panel.close') }}
        >
          <Box h="calc(100dvh - 90px)">{panel}</Box>
        </Drawer>
        <Group align="flex-start" wrap="nowrap" gap="md">
          <Box
            component="aside"
            aria-label={t('panel.label')}
            visibleFrom="sm"
            w={PANEL_WIDTH}
            h="calc(100dvh - 90px)"
            style={{ flex: `0 0 ${PANEL_WIDTH}px`, position: 'sticky', top: 8 }}
          >
            {panel}
          </Box>
          <Box style={{ flex: 1, minWidth: 0 }}>
            {open ? (
              // Menus and popovers show in a fullscreen tile or wall too.
              <FullscreenPortals>
                <CameraWorkspace
                  camera={open}
                  cameras={index.listed}
                  onOpen={openCamera}
                  onOpenCameras={drawer.open}
                />
              </FullscreenPortals>
            ) : (
              <Alert color="yellow" title={t('notFound.title')} data-testid="view-not-found">
                {t('notFound.text')}
              </Alert>
            )}
          </Box>
        </Group>
      </Box>
    </DatesProvider>
  );
}
