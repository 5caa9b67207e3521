import { Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../auth/usePermissions.ts';
import { useCameraList } from '../cameras/cameras.api.ts';
import { useEventRules } from '../event-rules/event-rules.api.ts';
import { ruleTexts } from '../event-rules/rule-texts.ts';
import { ErrorState, LoadingState } from '../settings/PageStates.tsx';
import { TabHeading } from '../settings/TabHeading.tsx';
import { EventLogFilterBar } from './EventLogFilterBar.tsx';
import { EventLogTable } from './EventLogTable.tsx';
import { useEventLog } from './event-log.api.ts';
import { DEFAULT_FILTERS, type EventLogFilters, isRangeReversed } from './event-log-filters.ts';

/** settings/event-log: the actions rules ran, newest first, filtered, updated while the page is open. */
export default function EventLogPage() {
  const { t } = useTranslation('eventLog');
  const { t: tr } = useTranslation('eventRules');
  const { can } = usePermissions();
  const [filters, setFilters] = useState<EventLogFilters>(DEFAULT_FILTERS);
  const log = useEventLog(filters, !isRangeReversed(filters));
  const camerasQuery = useCameraList();
  // Rules are the administrators' to read: others filter without them.
  const administers = can('administer');
  const rulesQuery = useEventRules(administers);

  const cameras = useMemo(
    () => (camerasQuery.data ?? []).map((c) => ({ value: c.id, label: c.name })),
    [camerasQuery.data],
  );
  const nameOf = useMemo(() => {
    const names = new Map(cameras.map((c) => [c.value, c.label]));
    return (id: string) => names.get(id) ?? id;
  }, [cameras]);
  const rules = useMemo(
    () =>
      administers
        ? (rulesQuery.data ?? []).map((rule) => {
            const texts = ruleTexts(rule, tr, nameOf);
            return {
              value: rule.id,
              label: `${texts.event} → ${texts.action}${rule.comment ? ` (${rule.comment})` : ''}`,
            };
          })
        : null,
    [administers, rulesQuery.data, tr, nameOf],
  );

  const records = log.data ?? [];
  return (
    <Stack gap="md">
      <TabHeading title={t('title')} description={t('description')} />
      <EventLogFilterBar filters={filters} onChange={setFilters} cameras={cameras} rules={rules} />
      {log.error ? (
        <ErrorState error={log.error} onRetry={() => void log.refetch()} />
      ) : log.isPending && !isRangeReversed(filters) ? (
        <LoadingState rows={5} />
      ) : (
        <>
          <Text size="sm" c="dimmed" data-testid="event-log-count">
            {t('count', { count: records.length })}
          </Text>
          {records.length === 0 ? (
            <Text py="xl" ta="center" data-testid="event-log-empty">
              {t('empty')}
            </Text>
          ) : (
            <EventLogTable records={records} nameOf={nameOf} />
          )}
        </>
      )}
    </Stack>
  );
}
