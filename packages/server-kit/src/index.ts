// The server platform both Argus servers stand on (see docs/architecture.md, packages/server-kit).
export * from './client-errors.ts';
export * from './error-family.ts';
export * from './http-log.ts';
export * from './json.ts';
export * from './lifecycle.ts';
export * from './log-level.ts';
export * from './not-found.ts';
export * from './options.ts';
export * from './process-exit.ts';
export * from './request-limits.ts';
export * from './restart-after-reply.ts';
export * from './run-while-open.ts';
export * from './security-headers.ts';
export * from './serve-endpoints.ts';
export * from './server-app.ts';
