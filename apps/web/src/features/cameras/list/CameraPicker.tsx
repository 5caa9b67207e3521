import { Checkbox } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useMemo, useRef } from 'react';
import { observeViewRect } from '../../settings/users/useListViewport.ts';
import { remPx } from '../../settings/users/user-list-metrics.ts';
import listClasses from './CameraList.module.css';
import classes from './CameraPicker.module.css';
import { CameraStatusIcon } from './CameraStatusIcon.tsx';
import type { ListedCamera } from './camera-search.ts';

const ROW_REM = 3.25;
const OVERSCAN_ROWS = 8;

export interface CameraPickerProps {
  rows: readonly ListedCamera[];
  selected: ReadonlySet<string>;
  onToggle(id: string, on: boolean): void;
  disabled?: boolean;
  /** The accessible name of the list. */
  label: string;
}

/**
 * Cameras to choose, one checkbox each (name, address and model, status), virtualised in its own scrolling
 * box: only the rows in view (and a few around) are in the document, however many cameras there are.
 */
export const CameraPicker = memo(function CameraPicker({
  rows,
  selected,
  onToggle,
  disabled,
  label,
}: CameraPickerProps) {
  const box = useRef<HTMLDivElement>(null);
  const rowPx = useMemo(() => ROW_REM * remPx(), []);
  const virtualizer = useVirtualizer<HTMLDivElement, Element>({
    count: rows.length,
    getScrollElement: () => box.current,
    estimateSize: useCallback(() => rowPx, [rowPx]),
    getItemKey: useCallback((index: number) => (rows[index] as ListedCamera).id, [rows]),
    overscan: OVERSCAN_ROWS,
    observeElementRect: observeViewRect,
  });
  return (
    <div ref={box} className={classes.box} data-testid="camera-picker">
      <ul aria-label={label} className={listClasses.list} style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const camera = rows[item.index] as ListedCamera;
          const details = [camera.address, camera.vendorModel].filter(Boolean).join(' · ');
          return (
            <li
              key={camera.id}
              className={classes.row}
              style={{ top: item.start, height: rowPx }}
              data-camera-id={camera.id}
            >
              <Checkbox
                className={classes.check}
                checked={selected.has(camera.id)}
                onChange={(e) => onToggle(camera.id, e.currentTarget.checked)}
                disabled={disabled}
                label={camera.name}
                description={details || undefined}
                classNames={{ description: classes.text }}
              />
              <CameraStatusIcon status={camera.status} />
            </li>
          );
        })}
      </ul>
    </div>
  );
});
