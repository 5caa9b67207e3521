/** Backup and restore of the system database: the public face of the module. */
export { databaseRoutes } from './database.routes.ts';
