import { BREAKPOINTS, SEARCH_DEBOUNCE_MS } from '@argus/contract';
import {
  countHealthAlerts,
  HEALTH_ALERT_TYPES,
  HEALTH_TABLE_ROWS,
  type HealthAlert,
  type HealthAlertCounts,
  type HealthAlertType,
  type HealthReportFile,
  healthAlertsOf,
  healthItemsOf,
  passesAlertType,
} from '@argus/contract/mediaserver';
import { Drawer, Group, Stack, Text } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type To, useNavigate, useSearchParams } from 'react-router';
import { HealthAlertsList } from './HealthAlertsList.tsx';
import { ALL, HealthFilters, type HealthFiltersProps } from './HealthFilters.tsx';
import { HealthItemTiles, HealthPanel } from './HealthPanel.tsx';
import { HealthTable } from './HealthTable.tsx';
import { type HealthTile, HealthTiles } from './HealthTiles.tsx';
import {
  ALERTS_VIEW,
  filterItems,
  type HealthServer,
  type HealthSort,
  isOnServer,
  serversOf,
  sortItems,
  tableColumnsOf,
} from './health-report.ts';

export interface HealthReportViewProps {
  report: HealthReportFile;
  /** `alerts` or a group id. */
  view: string;
  /** Where a view is; `search` holds the filters that stay (alert type, server). */
  viewLocation(view: string, search: URLSearchParams): To;
}

type SectionFilters = Omit<HealthFiltersProps, 'search'>;

/** Search parameters of the page: the filters, and the item open in the panel. */
const PARAM = { alertType: 'alertType', server: 'server', deviceType: 'deviceType', item: 'item' } as const;

const alertTypeOf = (value: string | null): HealthAlertType =>
  (HEALTH_ALERT_TYPES as readonly string[]).includes(value ?? '') ? (value as HealthAlertType) : 'any';

/**
 * A health report as the Information page shows it, live or loaded from a file (the viewer): the tiles, the
 * filters, and the Alerts view or one section's table with the side panel. It reads only the report given.
 */
export function HealthReportView({ report, view, viewLocation }: HealthReportViewProps) {
  const { t } = useTranslation('health');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const alertType = alertTypeOf(params.get(PARAM.alertType));
  const servers = useMemo(() => serversOf(report), [report]);
  const server = servers.find((s) => s.id === params.get(PARAM.server)) ?? null;
  const groups = report.manifest.filter((group) => group.id in report.values);
  const alerts = useMemo(() => healthAlertsOf(report), [report]);
  const counts = countHealthAlerts(alerts);
  const none = { error: 0, warning: 0 };
  const tiles: HealthTile[] = [
    {
      view: ALERTS_VIEW,
      label: t('alerts.title'),
      alerts: totalCounts(Object.values(counts)),
    },
    ...groups.map((group) => ({
      view: group.id,
      label: group.name,
      count: Object.keys(report.values[group.id] ?? {}).length,
      alerts: counts[group.id] ?? none,
    })),
  ];

  const setParam = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null || value === ALL || value === 'any') next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );
  const kept = () => {
    const search = new URLSearchParams();
    for (const name of [PARAM.alertType, PARAM.server]) {
      const value = params.get(name);
      if (value) search.set(name, value);
    }
    return search;
  };
  const open = (next: string, item?: string) => {
    const search = kept();
    if (item) search.set(PARAM.item, item);
    navigate(viewLocation(next, search));
  };

  const deviceType = view === ALERTS_VIEW ? (params.get(PARAM.deviceType) ?? ALL) : view;
  const filters: SectionFilters = {
    alertType,
    onAlertType: (type) => setParam(PARAM.alertType, type),
    deviceType,
    deviceTypes: groups.map((group) => ({ value: group.id, label: group.name })),
    onDeviceType: (type) =>
      view === ALERTS_VIEW ? setParam(PARAM.deviceType, type) : open(type === ALL ? ALERTS_VIEW : type),
    server: server?.id ?? ALL,
    servers,
    onServer: (id) => setParam(PARAM.server, id),
  };

  return (
    <Stack gap="md">
      <HealthTiles tiles={tiles} active={view} onOpen={(next) => open(next)} />
      {view === ALERTS_VIEW ? (
        <>
          <HealthFilters {...filters} />
          <HealthAlertsList
            alerts={alerts.filter(
              (alert) =>
                passesAlertType(alert.level, alertType) &&
                (deviceType === ALL || alert.group === deviceType) &&
                (!server || alertOnServer(report, alert, server)),
            )}
            doingWell={alerts.length === 0}
            manifest={report.manifest}
            onOpen={(alert) => open(alert.group, alert.resourceId)}
          />
        </>
      ) : (
        <HealthSection
          key={view}
          report={report}
          group={view}
          filters={filters}
          server={server}
          selectedId={params.get(PARAM.item)}
          onSelect={(id) => setParam(PARAM.item, id)}
        />
      )}
    </Stack>
  );
}

function totalCounts(counts: readonly HealthAlertCounts[]): HealthAlertCounts {
  return counts.reduce((sum, c) => ({ error: sum.error + c.error, warning: sum.warning + c.warning }), {
    error: 0,
    warning: 0,
  });
}

function alertOnServer(report: HealthReportFile, alert: HealthAlert, server: HealthServer): boolean {
  const values = report.values[alert.group]?.[alert.resourceId] ?? {};
  return isOnServer(
    { group: alert.group, id: alert.resourceId, name: alert.resourceName, values, alarms: {} },
    server,
  );
}

interface HealthSectionProps {
  report: HealthReportFile;
  group: string;
  /** The filter bar, without the section's search. */
  filters: SectionFilters;
  server: HealthServer | null;
  selectedId: string | null;
  onSelect(id: string | null): void;
}

/** One section: its table (or tiles for its one item), searched, filtered, sorted and paged, and the panel. */
function HealthSection({
  report,
  group: groupId,
  filters,
  server,
  selectedId,
  onSelect,
}: HealthSectionProps) {
  const { alertType } = filters;
  const { t } = useTranslation('health');
  const narrow = useMediaQuery(`(max-width: ${BREAKPOINTS.md - 0.1}px)`) ?? false;
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useState<HealthSort>({ column: 'name', descending: false });
  const [page, setPage] = useState(1);
  const group = report.manifest.find((g) => g.id === groupId);
  const items = useMemo(() => healthItemsOf(groupId, report.values, report.alarms), [groupId, report]);
  const columns = useMemo(() => (group ? tableColumnsOf(group) : []), [group]);
  const shown = useMemo(() => {
    if (!group) return [];
    return sortItems(filterItems(items, group, { query: debounced, alertType, server }), columns, sort);
  }, [items, group, columns, debounced, alertType, server, sort]);
  if (!group)
    return (
      <Text c="dimmed" data-testid="health-section-missing">
        {t('table.unknownSection')}
      </Text>
    );
  if (items.length === 1 && items[0]) return <HealthItemTiles item={items[0]} group={group} />;

  const pages = Math.max(1, Math.ceil(shown.length / HEALTH_TABLE_ROWS));
  const current = Math.min(page, pages);
  const rows = shown.slice((current - 1) * HEALTH_TABLE_ROWS, current * HEALTH_TABLE_ROWS);
  const selected = items.find((item) => item.id === selectedId) ?? null;
  const panel = selected && <HealthPanel item={selected} group={group} onClose={() => onSelect(null)} />;
  return (
    <Stack gap="md">
      <HealthFilters
        {...filters}
        search={{
          value: query,
          onChange: (value) => {
            setQuery(value);
            setPage(1);
          },
        }}
      />
      {items.length === 0 ? (
        <Text c="dimmed" data-testid="health-section-empty">
          {t('table.none', { group: group.name })}
        </Text>
      ) : shown.length === 0 ? (
        <Text c="dimmed" data-testid="health-no-match">
          {t('table.noMatch')}
        </Text>
      ) : (
        <Group align="flex-start" gap="md" wrap="nowrap">
          <HealthTable
            rows={rows}
            columns={columns}
            sort={sort}
            onSort={(column) =>
              setSort((s) => ({ column, descending: s.column === column ? !s.descending : false }))
            }
            selectedId={selected?.id ?? null}
            onSelect={onSelect}
            page={current}
            pages={pages}
            onPage={setPage}
          />
          {!narrow && panel}
        </Group>
      )}
      {narrow && (
        <Drawer
          opened={selected !== null}
          onClose={() => onSelect(null)}
          position="right"
          size="100%"
          withCloseButton={false}
        >
          {panel}
        </Drawer>
      )}
    </Stack>
  );
}
