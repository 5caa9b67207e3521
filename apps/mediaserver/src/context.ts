import type { FastifyReply } from 'fastify';
import { LockoutService } from './auth/lockout.ts';
import { NonceService } from './auth/nonce.ts';
import { SessionsService } from './auth/sessions.service.ts';
import { TicketService } from './auth/tickets.ts';
import type { ServerConfig } from './config.ts';
import { type Db, openDatabase } from './db/database.ts';
import { LocalStateRepository } from './domain/local-state.repository.ts';
import { loadServerIdentity, type ServerIdentity } from './domain/server-identity.ts';
import { SettingsService } from './domain/settings.service.ts';
import { UserRolesRepository } from './domain/user-roles.repository.ts';
import { UsersRepository } from './domain/users.repository.ts';

/**
 * Everything a route plugin may use, built once per process. Services get only what they need; plugins
 * take what they use from here.
 */
export interface AppContext {
  config: ServerConfig;
  db: Db;
  clock: () => number;
  identity: ServerIdentity;
  localState: LocalStateRepository;
  settings: SettingsService;
  users: UsersRepository;
  userRoles: UserRolesRepository;
  sessions: SessionsService;
  /** Wrong-password lockout per user name and client address (media-server-api §3.9). */
  lockout: LockoutService;
  /** Nonces for HTTP Digest and URL auth keys (§3.4). */
  nonces: NonceService;
  /** One-time `_ticket` grants (§3.6). */
  tickets: TicketService;
  /** The built web app, once the static plugin found it; unknown non-API paths get its index page. */
  webApp: { sendIndex(reply: FastifyReply): FastifyReply } | null;
  /** Ask the supervisor to restart this process (set by main; tests may replace it). */
  requestRestart: () => void;
}

export interface ContextOptions {
  clock?: () => number;
  requestRestart?: () => void;
}

export function createContext(config: ServerConfig, options: ContextOptions = {}): AppContext {
  const clock = options.clock ?? Date.now;
  const db = openDatabase(config.dataDir);
  const localState = new LocalStateRepository(db);
  const settings = new SettingsService(db);
  return {
    config,
    db,
    clock,
    identity: loadServerIdentity(localState, clock),
    localState,
    settings,
    users: new UsersRepository(db),
    userRoles: new UserRolesRepository(db),
    sessions: new SessionsService(db, settings, clock),
    lockout: new LockoutService(clock),
    nonces: new NonceService(clock),
    tickets: new TicketService(clock),
    webApp: null,
    requestRestart: options.requestRestart ?? (() => {}),
  };
}
