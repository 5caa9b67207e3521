/**
 * The composition root's part for licenses: the repository, the license server client (the `licenseServer`
 * setting), coverage (which cameras hold a channel: the recording manager asks it), the service and the
 * enforcement that stops cameras when licenses expire or go. Its long-lived part reads the host's hardware ids
 * before enforcement starts, so licenses bound to this host count from the first check.
 */
import type { LongLived } from '@argus/server-kit/lifecycle';
import { verifyPassword } from './auth/password.ts';
import type { Cameras } from './compose-cameras.ts';
import type { ChangeFeed } from './db/change-feed.ts';
import type { Db } from './db/database.ts';
import type { ServerEventBus } from './events/event-bus.ts';
import { hostInfo } from './host/host-info.ts';
import {
  LicenseCoverage,
  LicenseEnforcement,
  LicenseServerClient,
  LicensesRepository,
  LicensesService,
} from './modules/licenses/index.ts';
import type { SettingsService } from './modules/settings/index.ts';
import { localSystemIdOf } from './modules/system/index.ts';

export interface LicenseOptions {
  /** How long the license server may take to answer (default 15 s). */
  serverTimeoutMs?: number;
  /** How often coverage is checked besides changes and expiry times (default 60 s). */
  checkEveryMs?: number;
}

export function composeLicenses(d: {
  db: Db;
  feed: ChangeFeed;
  settings: SettingsService;
  cameras: Cameras;
  bus: ServerEventBus;
  thisServerId: string;
  clock: () => number;
  log: (level: 'info' | 'warn' | 'error', message: string, fields?: Record<string, unknown>) => void;
  options?: LicenseOptions | undefined;
}) {
  const repo = new LicensesRepository(d.db, d.feed);
  const devices = d.cameras.repository;
  let hardwareIds: readonly string[] = [];
  const readHardwareIds = async () => {
    hardwareIds = (await hostInfo()).hardwareIds;
    return hardwareIds;
  };
  const coverage = new LicenseCoverage({
    licenses: () => repo.list(),
    cameras: () =>
      devices
        .list()
        // As in Nx, a camera whose recording is on takes a channel (`isLicenseUsed`), whatever its tasks: an
        // event rule may record it outside them.
        .filter((row) => row.schedule.isEnabled)
        .map((row) => ({ id: row.id, analog: row.deviceType === 'Encoder', addedAtMs: row.addedAtMs })),
    hardwareIds: () => hardwareIds,
    revision: () => `${d.feed.revision('licenses')}:${d.feed.revision('devices')}`,
    clock: d.clock,
  });
  const client = new LicenseServerClient({
    baseUrl: () => d.settings.get('licenseServer'),
    ...(d.options?.serverTimeoutMs ? { timeoutMs: d.options.serverTimeoutMs } : {}),
  });
  const service = new LicensesService({
    repo,
    client,
    coverage,
    hardwareIds: readHardwareIds,
    thisServerId: d.thisServerId,
    localSystemId: () => localSystemIdOf(d.settings),
    cloudSystemId: () => d.settings.get('cloudSystemID'),
    verifyPassword,
    clock: d.clock,
    logChange: (message, fields) => d.log('info', message, fields),
  });
  const enforcement = new LicenseEnforcement({
    coverage,
    thisServerId: d.thisServerId,
    clock: d.clock,
    follow: (listener) => d.feed.subscribe(['licenses', 'devices'], listener),
    emit: (event) => d.bus.emit('licenseIssue', event),
    log: (level, message, fields) => d.log(level, message, fields),
    ...(d.options?.checkEveryMs ? { checkEveryMs: d.options.checkEveryMs } : {}),
  });
  const longLived: LongLived[] = [
    {
      name: 'licenses',
      start: async () => {
        await readHardwareIds();
        enforcement.start();
      },
      stop: () => enforcement.stop(),
    },
  ];
  return { repo, coverage, service, enforcement, longLived };
}

export type Licenses = ReturnType<typeof composeLicenses>;
