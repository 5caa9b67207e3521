import { primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * Named parameters of any resource (cameras, users, servers, storages), as `/ec2/*ResourceParam*` and the
 * devices' `parameters` show them. Values are text (JSON where the value is structured). Removing a resource
 * removes its parameters (triggers, see ResourceParamsRepository.cascadeFrom).
 */
export const resourceParams = sqliteTable(
  'resource_params',
  {
    resourceId: text('resource_id').notNull(),
    name: text('name').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.resourceId, t.name] })],
);

export type ResourceParamRow = typeof resourceParams.$inferSelect;
