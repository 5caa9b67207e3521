import { NavLink } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSystemPaths } from '../../../app/scope/useSystemPaths.ts';
import { CameraStatusIcon } from '../../cameras/list/CameraStatusIcon.tsx';
import type { ListedCamera } from '../../cameras/list/camera-search.ts';
import { CAMERA_DRAG_TYPE } from '../wall/wall-drag.ts';

const ROW_PX = 42;

export interface CameraNavListProps {
  cameras: readonly ListedCamera[];
  selectedId: string | null;
  /** Called after a camera was opened (the drawer closes). */
  onOpen?(): void;
  /** The address that opens a camera (default: the system's /view/{cameraId}; /embed keeps its own). */
  pathOf?(cameraId: string): string;
}

/**
 * The cameras to open, each a link to the system's view/{id} with its status icon (spec 000 §4); the open one is marked
 * `aria-current`. Each can be dragged onto a tile of the wall. Virtualised: only the rows in view are in the document, however many cameras there are.
 */
export const CameraNavList = memo(function CameraNavList({
  cameras,
  selectedId,
  onOpen,
  pathOf,
}: CameraNavListProps) {
  const { t } = useTranslation('view');
  const paths = useSystemPaths();
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: cameras.length,
    getScrollElement: () => scroller.current,
    estimateSize: useCallback(() => ROW_PX, []),
    getItemKey: useCallback((index: number) => (cameras[index] as ListedCamera).id, [cameras]),
    overscan: 10,
    initialRect: { width: 0, height: 600 },
  });
  return (
    <nav aria-label={t('panel.label')} style={{ flex: 1, minHeight: 0, display: 'flex' }}>
      <div ref={scroller} style={{ flex: 1, overflowY: 'auto', minHeight: 0 }}>
        <ul
          data-testid="view-camera-list"
          style={{
            position: 'relative',
            height: virtualizer.getTotalSize(),
            margin: 0,
            padding: 0,
            listStyle: 'none',
          }}
        >
          {virtualizer.getVirtualItems().map((item) => {
            const camera = cameras[item.index] as ListedCamera;
            const current = camera.id === selectedId;
            return (
              <li
                key={camera.id}
                style={{ position: 'absolute', top: item.start, left: 0, right: 0, height: ROW_PX }}
                data-testid="view-camera"
                data-camera-id={camera.id}
              >
                <NavLink
                  component={Link}
                  to={pathOf ? pathOf(camera.id) : paths.view(camera.id)}
                  label={camera.name}
                  leftSection={<CameraStatusIcon status={camera.status} />}
                  active={current}
                  aria-current={current ? 'page' : undefined}
                  onClick={onOpen}
                  draggable
                  onDragStart={(event: React.DragEvent) => {
                    event.dataTransfer.setData(CAMERA_DRAG_TYPE, camera.id);
                    event.dataTransfer.effectAllowed = 'copyMove';
                  }}
                  h={ROW_PX}
                  styles={{ label: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } }}
                  style={{ borderRadius: 'var(--mantine-radius-sm)' }}
                />
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
});
