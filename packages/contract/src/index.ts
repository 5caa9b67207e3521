// The shared core of every API (@argus/contract): what the media server (@argus/contract/mediaserver), the
// cloud (@argus/contract/cloud) and the web app share. Nothing here loads either API's modules.
// Endpoints: how an endpoint of any API is defined, and the paths and types derived from one.
export * from './endpoints/endpoint.ts';
// Errors: what went wrong, in the domain's words, with their default texts.
export * from './rules/domain-errors.ts';
export * from './rules/error-texts.ts';
// Roles and permission flags (spec 000 §6): one model for the media server's users and the cloud's shares.
export * from './rules/permissions.ts';
// Validation: what a valid value is, for the forms and servers of both APIs.
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
// Wire helpers: ids, query flags, what the product reports about itself.
export * from './schemas/ids.ts';
export * from './schemas/query-flags.ts';
export * from './schemas/version.ts';
// Console: constants and formatting the web app shows.
export * from './ui/browser-support.ts';
export * from './ui/constants.ts';
export * from './ui/format.ts';
