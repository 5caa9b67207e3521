export { LOGIN_RATE_LIMIT, type LoginInput, LoginService } from './login.service.ts';
export {
  BROWSER_SESSION_MS,
  REMEMBERED_SESSION_MS,
  SESSION_TOUCH_INTERVAL_MS,
  sessionLifetimeMs,
} from './session-lifetimes.ts';
export { SessionsRepository } from './sessions.repository.ts';
export { type LiveSession, type OpenedSession, SessionsService } from './sessions.service.ts';
export { type SessionRow, sessions } from './sessions.table.ts';
