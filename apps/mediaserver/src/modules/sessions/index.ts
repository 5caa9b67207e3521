/** Login sessions: the public face of the module. */
export { hashToken, SessionsService } from './sessions.service.ts';
export { type SessionStore, SqliteSessionStore } from './sessions.store.ts';
export { type SessionRow, sessions } from './sessions.table.ts';
