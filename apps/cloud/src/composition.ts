/**
 * The composition root: builds every store, repository and service of the cloud once, each with only the
 * collaborators it uses. The app and the tests reach the cloud's parts through the `Root`.
 */
import { join } from 'node:path';
import { AccountPasswordCheck } from './auth/account-password.ts';
import { Authenticator } from './auth/authenticate.ts';
import { commonPasswords } from './auth/common-passwords.ts';
import { type Clock, systemClock } from './clock.ts';
import type { CloudConfig } from './config.ts';
import { type CloudDatabase, openDatabase } from './db/database.ts';
import { Lifecycle, periodic } from './lifecycle.ts';
import { createMailer, type Mailer, type MailLog } from './mail/index.ts';
import { AccountFlowsService, AccountsRepository, AccountsService } from './modules/accounts/index.ts';
import { CustomPropertiesRepository } from './modules/custom-properties/index.ts';
import {
  LicenseIssuer,
  LicenseKeysRepository,
  LicenseServerService,
  SigningKeyStore,
} from './modules/license-server/index.ts';
import { createLinkParts, type LinkParts, type LinkTimings } from './modules/link/index.ts';
import { LockoutService, LockoutsRepository } from './modules/lockouts/index.ts';
import {
  OAuthClientsRepository,
  OAuthService,
  PORTAL_CLIENT_ID,
  type SecondFactorCheck,
  SessionTokens,
} from './modules/oauth/index.ts';
import { OAuthTokensRepository } from './modules/oauth-tokens/index.ts';
import { OneTimeCodesRepository, OneTimeCodesService } from './modules/one-time-codes/index.ts';
import { type RateLimit, RateLimiter, RateLimitsRepository } from './modules/rate-limits/index.ts';
import { LoginService, SessionsRepository, SessionsService } from './modules/sessions/index.ts';
import { SystemUsersRepository } from './modules/system-users/index.ts';
import {
  AccountCredentials,
  SharingService,
  SystemsRepository,
  SystemsService,
} from './modules/systems/index.ts';
import {
  TemporaryCredentialsRepository,
  TemporaryCredentialsService,
} from './modules/temporary-credentials/index.ts';
import { TransfersRepository, TransfersService } from './modules/transfers/index.ts';
import { TwoFactorRepository, TwoFactorService } from './modules/two-factor/index.ts';
import { IssuedCodes } from './modules/utils/robot.routes.ts';
import { VisitedKeysRepository, VisitedKeysService } from './modules/visited-keys/index.ts';

/** What tests (and later other deployments) may put in place of the defaults. */
export interface RootOverrides {
  /** The time every service reads (default: the system clock). */
  clock?: Clock;
  /** An open database, handed over to the app (it closes it); default: the one `config.database` names. */
  database?: CloudDatabase;
  /** Login attempts per client address. */
  loginRateLimit?: RateLimit;
  /** Whether an account may get tokens without a second factor (default: its 2FA flag alone). */
  secondFactor?: SecondFactorCheck;
  /** The link's clocks (ping, silence, presence refresh, stale, grace); default: docs/cloud-link.md's. */
  linkTimings?: Partial<LinkTimings>;
}

/** Where the development mailbox keeps its messages (without `--smtp-url`). */
export function mailboxDirOf(config: Pick<CloudConfig, 'dataDir'>): string {
  return join(config.dataDir, 'mailbox');
}

/** How often expired sessions and stale counters are removed. */
const HOUSEKEEPING_INTERVAL_MS = 10 * 60_000;

export interface Root {
  config: CloudConfig;
  clock: Clock;
  database: CloudDatabase;
  lifecycle: Lifecycle;
  mailer: Mailer;
  accounts: AccountsRepository;
  accountsService: AccountsService;
  systems: SystemsRepository;
  oauthTokens: OAuthTokensRepository;
  oauth: OAuthService;
  sessionTokens: SessionTokens;
  oauthClients: OAuthClientsRepository;
  lockout: LockoutService;
  rateLimiter: RateLimiter;
  sessions: SessionsService;
  login: LoginService;
  authenticator: Authenticator;
  systemsService: SystemsService;
  sharing: SharingService;
  transfers: TransfersService;
  accountCredentials: AccountCredentials;
  codes: OneTimeCodesService;
  accountFlows: AccountFlowsService;
  customProperties: CustomPropertiesRepository;
  twoFactor: TwoFactorService;
  temporaryCredentials: TemporaryCredentialsService;
  visitedKeys: VisitedKeysService;
  /** The license server (cloud-api §7.3) and what issues its keys. */
  licenses: LicenseServerService;
  licenseIssuer: LicenseIssuer;
  /** The cloud's end of the server links: live links, notices, presence, health. */
  link: LinkParts;
  /** The codes mailed in this process, for the test hook; null unless `--debug-hooks`. */
  issuedCodes: IssuedCodes | null;
}

export async function createRoot(
  config: CloudConfig,
  overrides: RootOverrides = {},
  log: (error: unknown) => void = () => {},
  mailLog?: MailLog,
): Promise<Root> {
  const clock = overrides.clock ?? systemClock;
  const database = overrides.database ?? (await openDatabase(config));
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    mailboxDir: mailboxDirOf(config),
    from: config.mailFrom,
    publicUrl: config.publicUrl,
    log: mailLog,
  });
  const accounts = new AccountsRepository(database);
  const systems = new SystemsRepository(database);
  const oauthTokens = new OAuthTokensRepository(database);
  const lockout = new LockoutService(database, new LockoutsRepository(database), clock);
  const rateLimiter = new RateLimiter(new RateLimitsRepository(database), clock);
  const sessionsRepository = new SessionsRepository(database);
  const sessions = new SessionsService(database, sessionsRepository, oauthTokens, clock);
  const passwords = new AccountPasswordCheck(accounts, lockout);
  const login = new LoginService({
    passwords,
    accounts,
    sessions,
    rateLimiter,
    clock,
    ...(overrides.loginRateLimit ? { rateLimit: overrides.loginRateLimit } : {}),
  });
  const temporaryCredentials = new TemporaryCredentialsService(
    new TemporaryCredentialsRepository(database),
    clock,
  );
  const authenticator = new Authenticator({
    sessions,
    tokens: oauthTokens,
    systems,
    passwords,
    temporaryCredentials,
    accounts,
    clock,
  });

  const lifecycle = new Lifecycle();
  const link = createLinkParts({
    database,
    systems,
    clock,
    lifecycle,
    nodeUrl: config.nodeUrl,
    timings: overrides.linkTimings,
    log,
  });
  const { notices } = link;
  const accountsService = new AccountsService(accounts, clock);
  const codes = new OneTimeCodesService(new OneTimeCodesRepository(database), clock);
  const shares = new SystemUsersRepository(database);
  const systemsService = new SystemsService({
    database,
    systems,
    shares,
    accounts,
    clock,
    health: link.health,
    notices,
  });
  const sharing = new SharingService({
    database,
    systems: systemsService,
    shares,
    accounts,
    accountsService,
    clock,
    notices,
    mailer,
    inviteCodes: codes,
  });
  const transfers = new TransfersService({
    database,
    transfers: new TransfersRepository(database),
    systems: systemsService,
    systemRows: systems,
    shares,
    accounts,
    clock,
    notices,
    mailer,
    log,
  });
  const twoFactor = new TwoFactorService({
    database,
    repository: new TwoFactorRepository(database),
    accounts,
    systems: systemsService,
    tokens: oauthTokens,
    lockout,
    rateLimiter,
    mailer,
    clock,
    notices,
  });
  const portal = new URL(config.publicUrl);
  const oauth = new OAuthService({
    database,
    tokens: oauthTokens,
    codes,
    accounts,
    login,
    systems: systemsService,
    secondFactor: overrides.secondFactor ?? twoFactor.secondFactorCheck,
    clock,
    portalHost: portal.host,
    portalOrigin: portal.origin,
  });
  const sessionTokens = new SessionTokens({
    database,
    oauth,
    tokens: oauthTokens,
    sessions: sessionsRepository,
    clock,
    clientId: PORTAL_CLIENT_ID,
  });
  const issuedCodes = config.debugHooks ? new IssuedCodes() : null;
  const accountFlows = new AccountFlowsService({
    database,
    accounts,
    create: accountsService,
    codes,
    sessions,
    systems,
    shares,
    notices,
    rateLimiter,
    mailer,
    commonPasswords,
    clock,
    secondFactor: twoFactor,
    ...(issuedCodes ? { onCodeIssued: issuedCodes.record.bind(issuedCodes) } : {}),
  });

  const licenseKeys = new LicenseKeysRepository(database);
  const licenses = new LicenseServerService({
    database,
    keys: licenseKeys,
    signingKeys: new SigningKeyStore(database),
    systems: systemsService,
    shares,
    clock,
  });

  lifecycle.add(
    periodic(
      'housekeeping',
      HOUSEKEEPING_INTERVAL_MS,
      async () => {
        await sessions.prune();
        await lockout.prune();
        await rateLimiter.prune();
        await temporaryCredentials.prune();
      },
      log,
    ),
  );

  return {
    config,
    clock,
    database,
    lifecycle,
    mailer,
    accounts,
    accountsService,
    systems,
    oauthTokens,
    oauth,
    sessionTokens,
    oauthClients: new OAuthClientsRepository(database),
    lockout,
    rateLimiter,
    sessions,
    login,
    authenticator,
    systemsService,
    sharing,
    transfers,
    accountCredentials: new AccountCredentials(passwords),
    codes,
    accountFlows,
    customProperties: new CustomPropertiesRepository(database),
    twoFactor,
    temporaryCredentials,
    visitedKeys: new VisitedKeysService(new VisitedKeysRepository(database), clock),
    licenses,
    licenseIssuer: new LicenseIssuer(database, licenseKeys, clock),
    link,
    issuedCodes,
  };
}
