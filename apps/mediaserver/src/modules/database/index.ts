/**
 * Backup and restore of the system database: the public face of the module. Its routes
 * (database.routes.ts) are registered by routes.ts.
 */
export { backupDatabase } from './database.backup.ts';
export { removeUpload, stageRestore, uploadFile } from './database.restore.ts';
export { receiveDump } from './dump-upload.ts';
