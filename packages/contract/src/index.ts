export * from './errors.ts';
export * from './ids.ts';
export * from './permissions.ts';
export * from './schemas/users.ts';
export * from './settings.ts';
