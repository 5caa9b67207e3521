import type { DeviceMotion, DeviceOptions, DeviceStatus, ScheduleTask } from '@argus/contract/mediaserver';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { bool, json } from '../../db/columns.ts';
import { servers } from '../servers/servers.table.ts';

/** The stored schedule; the deprecated `*ArchiveDays` are derived from the periods. */
export interface StoredSchedule {
  isEnabled: boolean;
  tasks: ScheduleTask[];
  minArchivePeriodS: number;
  maxArchivePeriodS: number;
}

/**
 * Devices (cameras) of the system, each on a server; a server's removal removes its devices. Parameters live
 * in `resource_params`. The password is sealed with the system's secret box, never stored in plain text.
 */
export const devices = sqliteTable(
  'devices',
  {
    id: text('id').primaryKey(),
    physicalId: text('physical_id').notNull().unique(),
    url: text('url').notNull().default(''),
    typeId: text('type_id').notNull(),
    name: text('name').notNull(),
    mac: text('mac').notNull().default(''),
    serverId: text('server_id')
      .notNull()
      .references(() => servers.id, { onDelete: 'cascade' }),
    isManuallyAdded: bool('is_manually_added').notNull().default(false),
    vendor: text('vendor').notNull().default(''),
    model: text('model').notNull().default(''),
    /** The group a multi-channel device's driver reports, and the name a user gave it. */
    groupId: text('group_id').notNull().default(''),
    groupName: text('group_name').notNull().default(''),
    userGroupName: text('user_group_name').notNull().default(''),
    logicalId: text('logical_id').notNull().default(''),
    status: text('status').$type<DeviceStatus>().notNull().default('Offline'),
    credentialsUser: text('credentials_user').notNull().default(''),
    /** `SecretBox.seal(password)`, or `""` when the device has no password. */
    credentialsSealed: text('credentials_sealed').notNull().default(''),
    deviceType: text('device_type').notNull().default('Camera'),
    capabilities: text('capabilities').notNull().default('noCapabilities'),
    options: json<DeviceOptions>('options').notNull(),
    schedule: json<StoredSchedule>('schedule').notNull(),
    motion: json<DeviceMotion>('motion').notNull(),
    /** When the device came to its server (`/ec2/getCameraHistoryItems`). */
    addedAtMs: integer('added_at_ms').notNull(),
  },
  (t) => [index('devices_server_idx').on(t.serverId), index('devices_logical_idx').on(t.logicalId)],
);

export type DeviceRow = typeof devices.$inferSelect;
export type NewDeviceRow = typeof devices.$inferInsert;
export type DeviceRowChanges = Partial<Omit<NewDeviceRow, 'id'>>;
