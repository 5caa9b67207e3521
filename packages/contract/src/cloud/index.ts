// The cloud API (cloud-api.md): its access vocabulary, error family, schemas, rules and endpoints.
export * from './access.ts';
export * from './endpoint.ts';
export * from './endpoints/session.ts';
export * from './errors.ts';
export * from './registry.ts';
export * from './rules/password.ts';
export * from './rules/roles.ts';
export * from './rules/system-menu.ts';
export * from './rules/system-version.ts';
export * from './schemas/account.ts';
