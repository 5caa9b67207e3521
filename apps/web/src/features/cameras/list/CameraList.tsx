import { Anchor, Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useElementWidth, useListScroller, useScrollMargin } from '../../settings/users/useListViewport.ts';
import { remPx } from '../../settings/users/user-list-metrics.ts';
import classes from './CameraList.module.css';
import { CameraStatusIcon } from './CameraStatusIcon.tsx';
import type { ListedCamera } from './camera-search.ts';

/** Below this width of the list the rows reflow into two-line cards. */
const CARD_LAYOUT_BELOW_PX = 720;
const ROW_REM = 2.75;
const CARD_REM = 4.25;
const CARD_GAP_REM = 0.5;
const OVERSCAN_ROWS = 8;

export interface CameraListProps {
  rows: readonly ListedCamera[];
  /** Server names by id. */
  serverNameOf(id: string): string;
}

/**
 * The camera list, virtualised: only the rows in view (and a few around) are in the document, however many
 * cameras there are. Rows with column headings where they fit, cards on narrow screens. Each camera's name
 * links to its detail page.
 */
export const CameraList = memo(function CameraList({ rows, serverNameOf }: CameraListProps) {
  const { t } = useTranslation('cameras');
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
    initialRect: { width: 0, height: 600 },
  });

  return (
    <div
      ref={wrapper}
      data-layout={cards ? 'cards' : 'table'}
      style={scroller?.own ? { maxHeight: '70vh', overflowY: 'auto' } : undefined}
    >
      {!cards && (
        <div className={classes.header} aria-hidden>
          <span />
          <span>{t('list.columns.name')}</span>
          <span>{t('list.columns.address')}</span>
          <span>{t('list.columns.model')}</span>
          <span>{t('list.columns.server')}</span>
        </div>
      )}
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
            >
              <CameraStatusIcon status={camera.status} />
              <Anchor
                component={Link}
                to={`/settings/cameras/${camera.id}`}
                className={classes.cell}
                fw={500}
              >
                {camera.name}
              </Anchor>
              {cards ? (
                <Text size="sm" c="dimmed" className={classes.cell}>
                  {[camera.address, camera.vendorModel].filter(Boolean).join(' · ')}
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
                </>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
});
