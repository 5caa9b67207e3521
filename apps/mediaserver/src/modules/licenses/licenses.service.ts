/**
 * Licenses (media-server-api §4.8): stored blocks, online activation through the license server, the trial,
 * deactivation (the caller's password first), the parsed list with each license's status, and the summary
 * per class. Coverage (which cameras record) is `LicenseCoverage`'s.
 */
import {
  Conflict,
  InvalidParameter,
  MissingParameter,
  NotFound,
  normalizeLicenseKey,
  PRODUCT_BRAND,
  PRODUCT_VERSION,
} from '@argus/contract';
import {
  type LicenseData,
  type LicenseDeactivateReply,
  type LicenseInfo,
  type LicensePutRequest,
  type LicenseSummaries,
  licenseExpirationMs,
} from '@argus/contract/mediaserver';
import type { Caller } from '../../auth/caller.ts';
import type { LicenseCoverage } from './license-coverage.ts';
import type { LicenseServerClient } from './license-server.client.ts';
import type { LicensesRepository } from './licenses.repository.ts';
import { trialLicense } from './trial-license.ts';

/** Spec 001 §5: a wrong password on deactivation. */
export const INVALID_PASSWORD_TEXT = 'Invalid Password';

export interface LicensesServiceDeps {
  repo: LicensesRepository;
  client: LicenseServerClient;
  coverage: LicenseCoverage;
  /** This server's hardware ids (read from the host once). */
  hardwareIds: () => Promise<readonly string[]>;
  thisServerId: string;
  localSystemId: () => string;
  /** Empty when the system is not bound to the cloud. */
  cloudSystemId: () => string;
  verifyPassword: (passwordHash: string | null, password: string) => Promise<boolean>;
  clock: () => number;
  /** Each change of the licenses, for the system log (they decide which cameras may record). */
  logChange: (message: string, fields: Record<string, unknown>) => void;
}

export class LicensesService {
  constructor(private readonly d: LicensesServiceDeps) {}

  list(): LicenseData[] {
    return this.d.repo.list();
  }

  get(key: string): LicenseData {
    const found = this.d.repo.find(normalizeLicenseKey(key));
    if (!found) throw NotFound.resource(key);
    return found;
  }

  /** `PUT {licenseBlock}` stores the block as given; `PUT {}` activates the key online. */
  put(key: string, body: LicensePutRequest): Promise<LicenseData> | LicenseData {
    const normalized = this.keyOf(key);
    if (body.licenseBlock === undefined) return this.activate(normalized);
    const license = { key: normalized, licenseBlock: body.licenseBlock };
    this.d.repo.save([license], this.d.clock());
    this.d.logChange('License added', { key: normalized });
    return license;
  }

  /** `/ec2/addLicenses`: stores every block as given, all or none. */
  addAll(list: readonly LicenseData[]): void {
    const licenses = list.map((l) => ({ key: this.keyOf(l.key), licenseBlock: l.licenseBlock }));
    this.d.repo.save(licenses, this.d.clock());
    this.d.logChange('Licenses added', { keys: licenses.map((l) => l.key) });
  }

  remove(key: string): void {
    const normalized = normalizeLicenseKey(key);
    if (!this.d.repo.remove([normalized])) throw NotFound.resource(key);
    this.d.logChange('License removed', { key: normalized });
  }

  /** Online activation: the license server binds the key to this server's hardware ids and signs a block. */
  async activate(key: string): Promise<LicenseData> {
    const normalized = this.keyOf(key);
    const cloudSystemId = this.d.cloudSystemId();
    const reply = await this.d.client.activate({
      key: normalized,
      hardwareIds: [...(await this.d.hardwareIds())],
      localSystemId: this.d.localSystemId(),
      ...(cloudSystemId ? { cloudSystemId } : {}),
      brand: PRODUCT_BRAND,
      version: PRODUCT_VERSION,
    });
    const license = { key: normalizeLicenseKey(reply.key) || normalized, licenseBlock: reply.licenseBlock };
    this.d.repo.save([license], this.d.clock());
    this.d.logChange('License activated', { key: license.key });
    return license;
  }

  /** The trial license: once per system. */
  async activateTrial(): Promise<LicenseData> {
    const localSystemId = this.d.localSystemId();
    if (this.d.repo.trialOf(localSystemId))
      throw new Conflict('The trial license of this system has already been activated.');
    const [hardwareId] = await this.d.hardwareIds();
    if (!hardwareId) throw new Conflict('This server has no hardware id to bind a trial license to.');
    const license = trialLicense(hardwareId, this.d.clock());
    this.d.repo.saveTrial(localSystemId, license, this.d.clock());
    this.d.logChange('Trial license activated', { key: license.key });
    return license;
  }

  /** Deactivation: the caller's password first, then the license server, then the license goes. */
  async deactivate(caller: Caller, key: string, password: string): Promise<LicenseDeactivateReply> {
    if (!(await this.d.verifyPassword(caller.user.passwordHash, password)))
      throw new InvalidParameter({
        text: INVALID_PASSWORD_TEXT,
        fields: { password: [INVALID_PASSWORD_TEXT] },
      });
    const license = this.get(key);
    const reply = await this.d.client.deactivate({
      key: license.key,
      hardwareIds: [...(await this.d.hardwareIds())],
      localSystemId: this.d.localSystemId(),
    });
    this.d.repo.remove([license.key]);
    this.d.logChange('License deactivated', { key: license.key });
    return { key: license.key, deactivationsLeft: reply.deactivationsLeft };
  }

  /** Every license parsed, with its status here. */
  details(): LicenseInfo[] {
    return this.d.coverage.parsed().map(({ details, state }) => {
      const expirationMs = details.expiration ? licenseExpirationMs(details.expiration) : null;
      return {
        ...details,
        status: state.status,
        ...(state.errorReason ? { errorReason: state.errorReason } : {}),
        serverId: state.errorReason === 'wrongHardwareId' || !details.hardwareId ? '' : this.d.thisServerId,
        ...(expirationMs !== null ? { expirationMs } : {}),
      };
    });
  }

  summaries(): LicenseSummaries {
    return this.d.coverage.assignment().summary;
  }

  private keyOf(key: string): string {
    const normalized = normalizeLicenseKey(key);
    if (!normalized) throw new MissingParameter('key');
    return normalized;
  }
}
