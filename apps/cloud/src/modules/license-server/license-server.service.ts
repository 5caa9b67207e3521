/**
 * The license server (cloud-api §7.3): activation and deactivation for media servers, the portal's lists
 * and moves, usage reports. Each change runs in one transaction that holds the key's rows, so that two
 * servers activating one key at once get one block and one `alreadyActivated`.
 */
import {
  CloudError,
  type CloudLicense,
  type CloudLicensesQuery,
  LICENSE_LIST_LIMIT_TEXT,
  type LicenseActivateRequest,
  type LicenseChangeRequest,
  type LicenseData,
  type LicenseDeactivateReply,
  type LicenseDeactivateRequest,
  type LicenseFacts,
  LicenseServerError,
  type LicenseUsageReport,
  MAX_LICENSE_LIST_ITEMS,
} from '@argus/contract/cloud';
import type { Clock } from '../../clock.ts';
import type { CloudDatabase } from '../../db/database.ts';
import type { AccountRow } from '../accounts/index.ts';
import type { SystemUsersRepository } from '../system-users/index.ts';
import type { SystemsService } from '../systems/index.ts';
import { formatLicenseBlock } from './license-block.ts';
import {
  cloudLicenseOf,
  deactivationsLeftOf,
  expiryOf,
  factsOf,
  issuedKeyOf,
  stateOf,
} from './license-facts.ts';
import type { LicenseKeysRepository, LicenseRecord } from './license-keys.repository.ts';
import type { SigningKeyStore } from './signing-key.ts';

const DAY_MS = 24 * 60 * 60_000;

export interface LicenseServerSources {
  database: Pick<CloudDatabase, 'transaction'>;
  keys: LicenseKeysRepository;
  signingKeys: SigningKeyStore;
  systems: Pick<SystemsService, 'access'>;
  shares: Pick<SystemUsersRepository, 'listEnabledForAccount'>;
  clock: Clock;
}

export class LicenseServerService {
  constructor(private readonly sources: LicenseServerSources) {}

  async publicKey(): Promise<string> {
    return (await this.sources.signingKeys.current()).publicKey;
  }

  async inspect(sentKey: string): Promise<LicenseFacts> {
    return factsOf(await this.record(issuedKeyOf(sentKey)), this.sources.clock());
  }

  /**
   * Activates the key for the server with these hardware ids. The same hardware again gets the same block;
   * other hardware while the key is active is `alreadyActivated`.
   */
  async activate(request: LicenseActivateRequest): Promise<LicenseData> {
    const key = issuedKeyOf(request.key);
    const { keys, database } = this.sources;
    // The signing key first: made outside the key's transaction, so that its own insert never waits on it.
    const signer = await this.sources.signingKeys.current();
    const record = await database.transaction(async () => {
      const found = await this.record(key, true);
      const now = this.sources.clock();
      if (stateOf(found, now) === 'expired') throw new LicenseServerError('expired');
      const active = found.activation?.activatedAt ? found.activation : null;
      if (active) {
        if (request.hardwareIds.some((id) => active.hardwareIds.includes(id))) return found;
        throw new LicenseServerError('alreadyActivated');
      }
      if (request.brand && found.key.brand && request.brand !== found.key.brand)
        throw new LicenseServerError('incompatibleType');
      if (found.key.class === 'starter') {
        // An expired Starter no longer counts: its system may take a new one.
        const starters = await keys.activatedOfClassOn(request.localSystemId, 'starter');
        if (starters.some((other) => other.key.key !== key && stateOf(other, now) === 'active'))
          throw new LicenseServerError('oneStarterPerSystem');
      }
      const days = found.key.durationDays;
      const activation = await keys.saveActivation(key, {
        hardwareIds: request.hardwareIds,
        localSystemId: request.localSystemId,
        cloudSystemId: request.cloudSystemId ?? null,
        version: request.version ?? '',
        activatedAt: now,
        expiresAt: found.activation?.expiresAt ?? (days ? new Date(now.getTime() + days * DAY_MS) : null),
        deactivationsUsed: found.activation?.deactivationsUsed ?? 0,
      });
      return { key: found.key, activation };
    });
    return { key, licenseBlock: this.blockOf(record, signer.sign) };
  }

  /** Releases the key from the server it is active on; each key may be released 3 times. */
  async deactivate(request: LicenseDeactivateRequest): Promise<LicenseDeactivateReply> {
    const key = issuedKeyOf(request.key);
    return this.sources.database.transaction(async () => {
      const found = await this.record(key, true);
      const active = found.activation?.activatedAt ? found.activation : null;
      const here =
        active &&
        active.localSystemId === request.localSystemId &&
        request.hardwareIds.some((id) => active.hardwareIds.includes(id));
      if (!active || !here) throw new LicenseServerError('notActivated');
      if (stateOf(found, this.sources.clock()) === 'expired') throw new LicenseServerError('expired');
      if (deactivationsLeftOf(found) === 0) throw new LicenseServerError('noDeactivationsRemaining');
      const activation = await this.sources.keys.saveActivation(key, {
        ...active,
        hardwareIds: [],
        localSystemId: null,
        cloudSystemId: null,
        activatedAt: null,
        deactivationsUsed: active.deactivationsUsed + 1,
      });
      return { key, deactivationsLeft: deactivationsLeftOf({ key: found.key, activation }) };
    });
  }

  /** Moves a key active on one of the account's systems to another; the account owns both. */
  async change(account: AccountRow, request: LicenseChangeRequest): Promise<CloudLicense> {
    const key = issuedKeyOf(request.key);
    await this.owned(account, request.cloudSystemId);
    await this.owned(account, request.targetCloudSystemId);
    return this.sources.database.transaction(async () => {
      const found = await this.record(key, true);
      const now = this.sources.clock();
      const active = found.activation?.activatedAt ? found.activation : null;
      if (!active || active.cloudSystemId !== request.cloudSystemId)
        throw new LicenseServerError('notActivated');
      if (stateOf(found, now) === 'expired') throw new LicenseServerError('expired');
      const activation = await this.sources.keys.saveActivation(key, {
        ...active,
        cloudSystemId: request.targetCloudSystemId,
      });
      return cloudLicenseOf({ key: found.key, activation }, now);
    });
  }

  /** The keys active on the account's systems (or on one of them); more than 10000 is refused. */
  async list(account: AccountRow, query: CloudLicensesQuery): Promise<CloudLicense[]> {
    const limit = query.limit ?? MAX_LICENSE_LIST_ITEMS;
    if (limit > MAX_LICENSE_LIST_ITEMS)
      throw new CloudError('wrongParameters', LICENSE_LIST_LIMIT_TEXT, { limit: [LICENSE_LIST_LIMIT_TEXT] });
    const systemIds = query.cloudSystemId
      ? [(await this.sources.systems.access(account, query.cloudSystemId)).system.id]
      : await this.visibleSystemIds(account);
    const now = this.sources.clock();
    return (await this.sources.keys.listActiveOn(systemIds, limit)).map((r) => cloudLicenseOf(r, now));
  }

  /** One key active on one of the account's systems; any other is `invalidKey` (404). */
  async get(account: AccountRow, sentKey: string): Promise<CloudLicense> {
    const record = await this.record(issuedKeyOf(sentKey));
    const systemId = record.activation?.activatedAt ? record.activation.cloudSystemId : null;
    if (!systemId || !(await this.visibleSystemIds(account)).includes(systemId))
      throw new LicenseServerError('invalidKey');
    return cloudLicenseOf(record, this.sources.clock());
  }

  /** Keeps the last usage a system reported; a system reports only for itself. */
  async reportUsage(systemId: string, report: LicenseUsageReport): Promise<void> {
    if (report.cloudSystemId !== systemId) throw new CloudError('forbidden');
    const usage = Object.fromEntries(
      Object.entries(report.usage).filter((entry): entry is [string, number] => entry[1] !== undefined),
    );
    await this.sources.database.transaction(() =>
      this.sources.keys.saveUsage(systemId, usage, this.sources.clock()),
    );
  }

  private async record(key: string, lock = false): Promise<LicenseRecord> {
    const found = await this.sources.keys.find(key, lock);
    if (!found) throw new LicenseServerError('invalidKey');
    return found;
  }

  private async visibleSystemIds(account: AccountRow): Promise<string[]> {
    return (await this.sources.shares.listEnabledForAccount(account.id)).map((share) => share.systemId);
  }

  /** A system the account owns: unknown or unseen → 404 `notFound`, seen but not owned → 403. */
  private async owned(account: AccountRow, systemId: string): Promise<void> {
    const { system } = await this.sources.systems.access(account, systemId);
    if (system.ownerAccountId !== account.id) throw new CloudError('forbidden');
  }

  private blockOf(record: LicenseRecord, sign: (text: string) => string): string {
    const activation = record.activation!;
    return formatLicenseBlock(
      {
        key: record.key.key,
        hardwareId: activation.hardwareIds[0] ?? '',
        channels: record.key.channels,
        licenseClass: record.key.class,
        version: activation.version,
        brand: record.key.brand,
        expiresAt: expiryOf(record),
        company: record.key.company,
        support: record.key.support,
        deactivationsLeft: deactivationsLeftOf(record),
        orderType: record.key.orderType,
      },
      sign,
    );
  }
}
