import { Anchor, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlayerRecordFilled } from '@tabler/icons-react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSystemPaths } from '../../../app/scope/useSystemPaths.ts';
import {
  observeViewRect,
  useElementWidth,
  useListScroller,
  useScrollMargin,
} from '../../settings/users/useListViewport.ts';
import { remPx } from '../../settings/users/user-list-metrics.ts';
import classes from './CameraList.module.css';
import { CameraStatusIcon } from './CameraStatusIcon.tsx';
import type { ListedCamera } from './camera-search.ts';
import { CAMERA_SORT_COLUMNS, type CameraSort, type CameraSortColumn } from './camera-sort.ts';

/** Below this width of the list the rows reflow into two-line cards. */
const CARD_LAYOUT_BELOW_PX = 720;
const ROW_REM = 2.75;
const CARD_REM = 4.25;
const CARD_GAP_REM = 0.5;
const OVERSCAN_ROWS = 8;

export interface CameraListProps {
  /** In the order shown (`sortCameras`). */
  rows: readonly ListedCamera[];
  /** Server names by id. */
  serverNameOf(id: string): string;
  sort: CameraSort;
  onSort(column: CameraSortColumn): void;
}

/**
 * The column headings: each a button that sorts by it (again: the other way round). On narrow screens, where
 * the rows are cards without columns, the same buttons sit in a row above the cards.
 */
function SortHeadings({
  sort,
  onSort,
  cards,
}: Pick<CameraListProps, 'sort' | 'onSort'> & { cards: boolean }) {
  const { t } = useTranslation('cameras');
  return (
    <div className={cards ? classes.sortBar : classes.header} data-testid="camera-list-header">
      {!cards && <span />}
      {CAMERA_SORT_COLUMNS.map((column) => {
        const active = sort.column === column;
        const Arrow = sort.descending ? IconArrowDown : IconArrowUp;
        const heading = t(`list.columns.${column}`);
        return (
          <UnstyledButton
            key={column}
            className={classes.sortButton}
            onClick={() => onSort(column)}
            aria-label={t('list.sortBy', { column: heading })}
            aria-pressed={active}
            data-sort={active ? (sort.descending ? 'descending' : 'ascending') : undefined}
          >
            <span className={classes.cell}>{heading}</span>
            {active && <Arrow size={14} aria-hidden />}
          </UnstyledButton>
        );
      })}
    </div>
  );
}

/** Whether a camera records: a red mark and "On", or a dimmed "Off". */
function RecordingCell({ recording }: { recording: boolean }) {
  const { t } = useTranslation('cameras');
  return (
    <Text
      size="sm"
      c={recording ? undefined : 'dimmed'}
      className={classes.cell}
      data-testid="camera-recording"
    >
      {recording && <IconPlayerRecordFilled size={12} color="var(--mantine-color-red-filled)" aria-hidden />}{' '}
      {t(recording ? 'list.recording.on' : 'list.recording.off')}
    </Text>
  );
}

/**
 * The camera list, virtualised: only the rows in view (and a few around) are in the document, however many
 * cameras there are. Rows with sortable column headings where they fit, cards on narrow screens. Each
 * camera's name links to its detail page; a column says which cameras record.
 */
export const CameraList = memo(function CameraList({ rows, serverNameOf, sort, onSort }: CameraListProps) {
  const { t } = useTranslation('cameras');
  const paths = useSystemPaths();
  const wrapper = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLUListElement>(null);
  const scroller = useListScroller(wrapper);
  const width = useElementWidth(wrapper);
  const cards = width > 0 && width < CARD_LAYOUT_BELOW_PX;
  const listStart = useScrollMargin(scroller, body, width);
  const px = useMemo(remPx, []);
  const itemPx = (cards ? CARD_REM + CARD_GAP_REM : ROW_REM) * px;

  const virtualizer = useVirtualizer<HTMLElement, Element>({
    count: rows.length,
    getScrollElement: () => scroller?.element ?? null,
    estimateSize: useCallback(() => itemPx, [itemPx]),
    getItemKey: useCallback((index: number) => (rows[index] as ListedCamera).id, [rows]),
    overscan: OVERSCAN_ROWS,
    scrollMargin: listStart,
    observeElementRect: observeViewRect,
  });

  return (
    <div
      ref={wrapper}
      data-layout={cards ? 'cards' : 'table'}
      style={scroller?.own ? { maxHeight: '70vh', overflowY: 'auto' } : undefined}
    >
      <SortHeadings sort={sort} onSort={onSort} cards={cards} />
      <ul
        ref={body}
        aria-label={t('list.title')}
        data-testid="cameras-list"
        className={classes.list}
        style={{ height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((item) => {
          const camera = rows[item.index] as ListedCamera;
          const top = item.start - listStart;
          const server = serverNameOf(camera.serverId);
          return (
            <li
              key={camera.id}
              className={cards ? classes.card : classes.row}
              style={{ top, height: (cards ? CARD_REM : ROW_REM) * px }}
              data-testid="camera-row"
              data-camera-id={camera.id}
              data-status={camera.status}
              data-recording={camera.recording}
            >
              <CameraStatusIcon status={camera.status} />
              <Anchor component={Link} to={paths.camera(camera.id)} className={classes.cell} fw={500}>
                {camera.name}
              </Anchor>
              {cards ? (
                <Text size="sm" c="dimmed" className={classes.cell}>
                  {[camera.address, camera.vendorModel, camera.recording ? t('list.recording.card') : '']
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              ) : (
                <>
                  <Text size="sm" className={classes.cell}>
                    {camera.address}
                  </Text>
                  <Text size="sm" className={classes.cell}>
                    {camera.vendorModel}
                  </Text>
                  <Text size="sm" c="dimmed" className={classes.cell}>
                    {server}
                  </Text>
                  <RecordingCell recording={camera.recording} />
                </>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
});
