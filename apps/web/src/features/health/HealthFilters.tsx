import { HEALTH_ALERT_TYPES, type HealthAlertType } from '@argus/contract/mediaserver';
import { Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { HealthServer } from './health-report.ts';

/** `all` in the device type and server selects. */
export const ALL = 'all';

export interface HealthFiltersProps {
  alertType: HealthAlertType;
  onAlertType(type: HealthAlertType): void;
  /** `all` or a group id. */
  deviceType: string;
  deviceTypes: readonly { value: string; label: string }[];
  onDeviceType(type: string): void;
  /** `all` or a server id. */
  server: string;
  servers: readonly HealthServer[];
  onServer(id: string): void;
  /** Absent on the Alerts view, which has no search. */
  search?: { value: string; onChange(value: string): void };
}

/** Spec 000 §3 "Health alert filters: alertType, deviceType, server", and the section's search. */
export function HealthFilters(props: HealthFiltersProps) {
  const { t } = useTranslation('health');
  const { alertType, onAlertType, deviceType, deviceTypes, onDeviceType, server, servers, onServer, search } =
    props;
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" data-testid="health-filters">
      {search && (
        <TextInput
          label={t('filters.search')}
          placeholder={t('filters.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search.value}
          onChange={(event) => search.onChange(event.currentTarget.value)}
          style={{ flex: '1 1 14rem' }}
          type="search"
          data-testid="health-search"
        />
      )}
      <Select
        label={t('filters.alertType')}
        data={HEALTH_ALERT_TYPES.map((type) => ({ value: type, label: t(`filters.alertTypes.${type}`) }))}
        value={alertType}
        onChange={(value) => onAlertType((value as HealthAlertType | null) ?? 'any')}
        allowDeselect={false}
        w={{ base: '100%', xs: 160 }}
        data-testid="health-filter-alert-type"
      />
      <Select
        label={t('filters.deviceType')}
        data={[{ value: ALL, label: t('filters.allDeviceTypes') }, ...deviceTypes]}
        value={deviceType}
        onChange={(value) => onDeviceType(value ?? ALL)}
        allowDeselect={false}
        w={{ base: '100%', xs: 200 }}
        data-testid="health-filter-device-type"
      />
      <Select
        label={t('filters.server')}
        data={[
          { value: ALL, label: t('filters.allServers') },
          ...servers.map(({ id, name }) => ({ value: id, label: name })),
        ]}
        value={server}
        onChange={(value) => onServer(value ?? ALL)}
        allowDeselect={false}
        searchable
        w={{ base: '100%', xs: 220 }}
        data-testid="health-filter-server"
      />
    </Group>
  );
}
