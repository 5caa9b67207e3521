// The cloud API (cloud-api.md): its access vocabulary, error family, schemas and endpoints.
export * from './access.ts';
export * from './endpoint.ts';
export * from './errors.ts';
