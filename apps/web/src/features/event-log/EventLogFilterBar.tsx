import { ACTION_TYPES } from '@argus/contract/mediaserver';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { eventTypeOptions } from '../event-rules/event-options.ts';
import type { Option } from '../event-rules/useRuleResources.ts';
import {
  type EventLogFilters,
  isRangeReversed,
  RANGE_PRESETS,
  type RangePreset,
} from './event-log-filters.ts';

interface EventLogFilterBarProps {
  filters: EventLogFilters;
  onChange(filters: EventLogFilters): void;
  cameras: Option[];
  /** Rules to filter by; null when the caller may not read rules. */
  rules: Option[] | null;
}

/** A `datetime-local` value (local time, minutes) of ms, and back. */
const localInput = (ms: number | null) => {
  if (ms === null) return '';
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
const fromLocalInput = (text: string) => (text === '' ? null : new Date(text).getTime());

/** The event log's filters: time range (preset or custom), event type, camera, action type, rule. */
export function EventLogFilterBar({ filters, onChange, cameras, rules }: EventLogFilterBarProps) {
  const { t } = useTranslation('eventLog');
  const { t: tr } = useTranslation('eventRules');
  const set = (patch: Partial<EventLogFilters>) => onChange({ ...filters, ...patch });
  const select = { clearable: true, searchable: true, comboboxProps: { withinPortal: true } } as const;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
      <Select
        label={t('filters.range')}
        data={RANGE_PRESETS.map((p) => ({ value: p, label: t(`presets.${p}`) }))}
        value={filters.preset}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        onChange={(v) => v && set({ preset: v as RangePreset })}
      />
      {filters.preset === 'custom' && (
        <>
          <TextInput
            type="datetime-local"
            label={t('filters.from')}
            value={localInput(filters.from)}
            onChange={(e) => set({ from: fromLocalInput(e.currentTarget.value) })}
            error={isRangeReversed(filters) ? t('filters.reversed') : undefined}
          />
          <TextInput
            type="datetime-local"
            label={t('filters.to')}
            value={localInput(filters.to)}
            onChange={(e) => set({ to: fromLocalInput(e.currentTarget.value) })}
          />
        </>
      )}
      <Select
        label={t('filters.eventType')}
        placeholder={t('filters.all')}
        data={eventTypeOptions(tr, 'anyEvent')}
        value={filters.eventType}
        onChange={(v) => set({ eventType: v })}
        {...select}
      />
      <Select
        label={t('filters.camera')}
        placeholder={t('filters.all')}
        data={cameras}
        value={filters.cameraId}
        onChange={(v) => set({ cameraId: v })}
        {...select}
      />
      <Select
        label={t('filters.actionType')}
        placeholder={t('filters.all')}
        data={ACTION_TYPES.filter((a) => a !== 'undefinedAction').map((a) => ({
          value: a,
          label: tr(`actions.${a}`),
        }))}
        value={filters.actionType}
        onChange={(v) => set({ actionType: v })}
        {...select}
      />
      {rules && (
        <Select
          label={t('filters.rule')}
          placeholder={t('filters.all')}
          data={rules}
          value={filters.ruleId}
          onChange={(v) => set({ ruleId: v })}
          {...select}
        />
      )}
    </SimpleGrid>
  );
}
