import { Box, Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import type { LineLevel, LogLine } from './log-lines.ts';

const ROW_HEIGHT = 20;
const VIEWER_HEIGHT = 'min(60vh, 560px)';
/** How close to the end (px) still counts as at the end. */
const END_SLACK = 8;

/** Errors and warnings stand out, the detail of debug and verbose lines recedes; info is plain text. */
const LEVEL_COLOR: Readonly<Record<LineLevel, string | undefined>> = {
  error: 'red',
  warning: 'orange',
  info: undefined,
  debug: 'dimmed',
  verbose: 'dimmed',
};

export interface LogViewerProps {
  lines: readonly LogLine[];
  label: string;
  /** Keep the view at the last line as lines come. */
  stickToEnd: boolean;
  /** The user scrolled: whether the view is now at the end. */
  onAtEndChange(atEnd: boolean): void;
}

/**
 * The lines of a log, monospace, one row each (long lines scroll sideways), virtualised: only the rows in view
 * are in the page, so 1000 lines cost what 30 do.
 */
export function LogViewer({ lines, label, stickToEnd, onAtEndChange }: LogViewerProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: lines.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 20,
  });

  useEffect(() => {
    if (stickToEnd && lines.length > 0) virtualizer.scrollToIndex(lines.length - 1, { align: 'end' });
  }, [stickToEnd, lines, virtualizer]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    onAtEndChange(el.scrollHeight - el.scrollTop - el.clientHeight <= END_SLACK);
  };

  return (
    <Box
      ref={scroller}
      onScroll={onScroll}
      role="log"
      aria-label={label}
      tabIndex={0}
      h={VIEWER_HEIGHT}
      bd="1px solid var(--mantine-color-default-border)"
      bg="var(--mantine-color-default)"
      style={{ overflow: 'auto', borderRadius: 'var(--mantine-radius-md)' }}
      data-testid="log-viewer"
    >
      <div
        style={{
          height: virtualizer.getTotalSize(),
          position: 'relative',
          minWidth: '100%',
          width: 'max-content',
        }}
      >
        {virtualizer.getVirtualItems().map((row) => {
          const line = lines[row.index]!;
          return (
            <Text
              key={line.index}
              component="div"
              ff="monospace"
              fz="xs"
              lh={`${ROW_HEIGHT}px`}
              px="sm"
              c={line.level ? LEVEL_COLOR[line.level] : undefined}
              data-level={line.level ?? undefined}
              data-testid="log-line"
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                minWidth: '100%',
                height: ROW_HEIGHT,
                whiteSpace: 'pre',
                transform: `translateY(${row.start}px)`,
              }}
            >
              {line.text}
            </Text>
          );
        })}
      </div>
    </Box>
  );
}
