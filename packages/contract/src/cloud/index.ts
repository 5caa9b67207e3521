// The cloud API (cloud-api.md): its access vocabulary, error family, schemas and endpoints.
export * from './access.ts';
export * from './endpoint.ts';
export * from './endpoints/session.ts';
export * from './errors.ts';
export * from './registry.ts';
export * from './schemas/account.ts';
