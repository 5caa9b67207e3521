import type { EventLogRecord } from '@argus/contract/mediaserver';
import { Paper, Table, Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { observeViewRect } from '../settings/users/useListViewport.ts';
import { withGaps } from '../settings/users/virtual-rows.ts';
import { eventTimeMs } from './event-log-filters.ts';

const ROW_PX = 44;
const COLUMNS = ['time', 'event', 'source', 'description', 'action', 'details'] as const;

interface EventLogTableProps {
  records: readonly EventLogRecord[];
  /** The name of a rule's action target or source id (cameras, users), or the id. */
  nameOf(id: string): string;
}

function detailsOf(record: EventLogRecord): string {
  const p = record.actionParams;
  const parts = [p.emailAddress, p.url, p.text].filter((v): v is string => typeof v === 'string' && v !== '');
  return record.aggregationCount > 1 ? [`×${record.aggregationCount}`, ...parts].join(' ') : parts.join(' ');
}

/**
 * The log's records in a box of its own that scrolls both ways (sideways on narrow screens); only the rows in
 * view are rendered, with gaps standing for the others.
 */
export function EventLogTable({ records, nameOf }: EventLogTableProps) {
  const { t, i18n } = useTranslation('eventLog');
  const { t: tr } = useTranslation('eventRules');
  const scroller = useRef<HTMLElement>(null);
  const virtualizer = useVirtualizer({
    count: records.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_PX,
    overscan: 10,
    observeElementRect: observeViewRect,
    initialRect: { width: 0, height: 600 },
  });
  const time = new Intl.DateTimeFormat(i18n.language.replace('_', '-'), {
    dateStyle: 'short',
    timeStyle: 'medium',
  });
  return (
    <Paper withBorder>
      <section
        ref={scroller}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
        aria-label={t('table.region')}
        style={{ maxHeight: '65vh', overflow: 'auto' }}
        data-testid="event-log-scroller"
      >
        <Table
          layout="fixed"
          stickyHeader
          verticalSpacing="xs"
          miw={900}
          aria-label={t('table.label')}
          aria-rowcount={records.length + 1}
          data-testid="event-log-table"
        >
          <Table.Thead>
            <Table.Tr aria-rowindex={1}>
              {COLUMNS.map((c) => (
                <Table.Th key={c}>{t(`table.${c}`)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {withGaps(virtualizer.getVirtualItems(), 0, virtualizer.getTotalSize()).map((segment) => {
              if (segment.kind === 'gap')
                return (
                  <tr key={segment.key} aria-hidden style={{ height: segment.height }}>
                    <td colSpan={COLUMNS.length} style={{ padding: 0, border: 0 }} />
                  </tr>
                );
              const { index } = segment.row;
              const record = records[index] as EventLogRecord;
              const e = record.eventParams;
              return (
                <Table.Tr key={index} aria-rowindex={index + 2} h={ROW_PX} data-testid="event-log-row">
                  <Table.Td>{time.format(eventTimeMs(record))}</Table.Td>
                  <Table.Td>{tr(`events.${e.eventType}`)}</Table.Td>
                  <Table.Td>
                    <Text size="sm" truncate>
                      {e.resourceName || (e.eventResourceId ? nameOf(e.eventResourceId) : '—')}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" truncate>
                      {[e.caption, e.description].filter(Boolean).join(' — ') || '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td>{tr(`actions.${record.actionType}`)}</Table.Td>
                  <Table.Td>
                    <Text size="sm" truncate>
                      {detailsOf(record) || '—'}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </section>
    </Paper>
  );
}
