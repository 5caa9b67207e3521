import { Badge, Group, NavLink, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconPlayerRecordFilled } from '@tabler/icons-react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSystemPaths } from '../../../app/scope/useSystemPaths.ts';
import { CameraStatusIcon } from '../../cameras/list/CameraStatusIcon.tsx';
import { CAMERA_DRAG_TYPE } from '../wall/wall-drag.ts';
import { indexOfKey, type TreeRow, treeMove } from './camera-tree.ts';

const ROW_PX = 40;
const TREE_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End']);

export interface CameraTreeProps {
  rows: readonly TreeRow[];
  selectedId: string | null;
  /** Collapses (`expand` false) or expands a group. */
  onToggle(key: string, expand: boolean): void;
  /** Called after a camera was opened (the drawer closes). */
  onOpen?(): void;
  /** The address that opens a camera (default: the system's /view/{cameraId}; /embed keeps its own). */
  pathOf?(cameraId: string): string;
}

/**
 * The cameras to open, in groups (by server or by group) that collapse, each camera a link to the system's
 * view/{id} with its status icon (spec 000 §4) and whether it records; the open one is marked `aria-current`.
 * A camera can be dragged onto a tile of the wall. One row takes the Tab stop: the arrow keys move it, Left
 * and Right collapse and expand, Enter opens. Virtualised: only the rows in view are in the document.
 */
export const CameraTree = memo(function CameraTree({
  rows,
  selectedId,
  onToggle,
  onOpen,
  pathOf,
}: CameraTreeProps) {
  const { t } = useTranslation('view');
  const paths = useSystemPaths();
  const navigate = useNavigate();
  const scroller = useRef<HTMLDivElement>(null);
  const [activeKey, setActiveKey] = useState<string | null>(selectedId);
  const lastIndex = useRef(0);
  const active = indexOfKey(rows, activeKey, lastIndex.current);
  lastIndex.current = active;
  /** Set by a key that moved the focus: the row gets it once it is drawn. */
  const focusPending = useRef(false);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: useCallback(() => ROW_PX, []),
    getItemKey: useCallback((index: number) => (rows[index] as TreeRow).key, [rows]),
    overscan: 10,
    initialRect: { width: 0, height: 600 },
  });

  // The open camera is in view when the page opens (and when another one is opened from elsewhere).
  const selectedIndex = selectedId === null ? -1 : rows.findIndex((r) => r.key === selectedId);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the open camera changes
  useEffect(() => {
    if (selectedIndex >= 0) virtualizer.scrollToIndex(selectedIndex, { align: 'auto' });
  }, [selectedId]);

  useLayoutEffect(() => {
    if (!focusPending.current) return;
    const row = scroller.current?.querySelector<HTMLElement>(`[data-row-index="${active}"]`);
    if (row) {
      focusPending.current = false;
      row.focus();
    }
  });

  const onKeyDown = (event: React.KeyboardEvent) => {
    // The row the key was pressed on (it has the focus; `active` follows it).
    const at = (event.target as HTMLElement).closest<HTMLElement>('[data-row-index]')?.dataset.rowIndex;
    const move = treeMove(rows, at === undefined ? active : Number(at), event.key);
    // The tree's keys stay in the tree (the page's own arrow keys seek the video).
    if (TREE_KEYS.has(event.key)) event.preventDefault();
    if (!move) return;
    event.preventDefault();
    if (move.kind === 'toggle') {
      onToggle(move.key, move.expand);
      return;
    }
    if (move.kind === 'open') {
      void navigate(pathOf ? pathOf(move.cameraId) : paths.view(move.cameraId));
      onOpen?.();
      return;
    }
    const row = rows[move.index];
    if (!row) return;
    focusPending.current = true;
    setActiveKey(row.key);
    virtualizer.scrollToIndex(move.index, { align: 'auto' });
  };

  return (
    <nav aria-label={t('panel.label')} style={{ flex: 1, minHeight: 0, display: 'flex' }}>
      <div ref={scroller} style={{ flex: 1, overflowY: 'auto', minHeight: 0 }}>
        <ul
          data-testid="view-camera-list"
          onKeyDown={onKeyDown}
          style={{
            position: 'relative',
            height: virtualizer.getTotalSize(),
            margin: 0,
            padding: 0,
            listStyle: 'none',
          }}
        >
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index] as TreeRow;
            const tabIndex = item.index === active ? 0 : -1;
            const style = {
              position: 'absolute',
              top: item.start,
              left: 0,
              right: 0,
              height: ROW_PX,
            } as const;
            if (row.kind === 'group') {
              const Chevron = row.expanded ? IconChevronDown : IconChevronRight;
              return (
                <li key={row.key} style={style} data-testid="view-camera-group" data-group-key={row.key}>
                  <UnstyledButton
                    data-row-index={item.index}
                    tabIndex={tabIndex}
                    aria-expanded={row.expanded}
                    onClick={() => {
                      setActiveKey(row.key);
                      onToggle(row.key, !row.expanded);
                    }}
                    onFocus={() => setActiveKey(row.key)}
                    w="100%"
                    h={ROW_PX}
                    px="xs"
                    style={{ borderRadius: 'var(--mantine-radius-sm)' }}
                  >
                    <Group gap={6} wrap="nowrap">
                      <Chevron size={16} aria-hidden />
                      <Text size="sm" fw={600} truncate style={{ flex: 1, minWidth: 0 }}>
                        {row.label}
                      </Text>
                      <Badge size="sm" variant="light" color="gray" aria-hidden>
                        {row.count}
                      </Badge>
                      <VisuallyHidden>{t('panel.groupCount', { count: row.count })}</VisuallyHidden>
                    </Group>
                  </UnstyledButton>
                </li>
              );
            }
            const camera = row.camera;
            const current = camera.id === selectedId;
            return (
              <li key={row.key} style={style} data-testid="view-camera" data-camera-id={camera.id}>
                <NavLink
                  component={Link}
                  to={pathOf ? pathOf(camera.id) : paths.view(camera.id)}
                  data-row-index={item.index}
                  tabIndex={tabIndex}
                  onFocus={() => setActiveKey(row.key)}
                  label={camera.name}
                  leftSection={<CameraStatusIcon status={camera.status} />}
                  rightSection={
                    camera.recording ? (
                      <IconPlayerRecordFilled
                        size={12}
                        color="var(--mantine-color-red-6)"
                        role="img"
                        aria-label={t('panel.recordingOn')}
                        data-testid="view-camera-recording"
                      />
                    ) : undefined
                  }
                  active={current}
                  aria-current={current ? 'page' : undefined}
                  onClick={onOpen}
                  draggable
                  onDragStart={(event: React.DragEvent) => {
                    event.dataTransfer.setData(CAMERA_DRAG_TYPE, camera.id);
                    event.dataTransfer.effectAllowed = 'copyMove';
                  }}
                  h={ROW_PX}
                  pl="lg"
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
