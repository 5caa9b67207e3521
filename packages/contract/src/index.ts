// Wire: what travels between clients and servers.
export * from './endpoints/index.ts';
// Rules: what may be done, and what a valid value is.
export * from './rules/access.ts';
export * from './rules/domain-errors.ts';
export * from './rules/permissions.ts';
export * from './rules/settings.ts';
export * from './rules/settings-rules.ts';
export * from './rules/user-rules.ts';
export * from './rules/validation/email.ts';
export * from './rules/validation/embed-link.ts';
export * from './rules/validation/hosts.ts';
export * from './rules/validation/license-key.ts';
export * from './rules/validation/login.ts';
export * from './rules/validation/password.ts';
export * from './rules/validation/payload.ts';
export * from './rules/validation/port.ts';
export type { ValidationResult } from './rules/validation/result.ts';
export * from './rules/validation/search.ts';
export * from './rules/validation/server-url.ts';
export * from './schemas/errors.ts';
export * from './schemas/ids.ts';
export * from './schemas/layouts.ts';
export * from './schemas/login.ts';
export * from './schemas/query-flags.ts';
export * from './schemas/servers.ts';
export * from './schemas/system.ts';
export * from './schemas/user-roles.ts';
export * from './schemas/users.ts';
export * from './schemas/version.ts';
export * from './schemas/web-pages.ts';
// Console: constants and formatting the web app shows.
export * from './ui/browser-support.ts';
export * from './ui/constants.ts';
export * from './ui/format.ts';
