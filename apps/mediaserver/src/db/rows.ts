import type * as schema from './schema.ts';

export type UserRow = typeof schema.users.$inferSelect;
export type NewUserRow = typeof schema.users.$inferInsert;
export type UserRoleRow = typeof schema.userRoles.$inferSelect;
export type SessionRow = typeof schema.sessions.$inferSelect;
export type ServerRow = typeof schema.servers.$inferSelect;
export type LayoutRow = typeof schema.layouts.$inferSelect;
export type WebPageRow = typeof schema.webPages.$inferSelect;
