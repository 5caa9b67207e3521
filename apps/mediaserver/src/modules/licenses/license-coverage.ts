/**
 * Which cameras the licenses cover now: the contract's `assignLicenses` over the stored licenses (parsed once
 * per change) and the cameras that ask to record. Recomputed when licenses or devices change and at least
 * once a second (licenses expire with the clock), so the recording manager may ask per camera cheaply.
 */
import {
  assignLicenses,
  type LicenseAssignment,
  type LicenseData,
  type LicenseDetails,
  type LicensedCamera,
  type LicenseState,
  licenseStateOf,
  parseLicenseBlock,
} from '@argus/contract/mediaserver';

export interface LicenseCoverageDeps {
  licenses: () => readonly LicenseData[];
  /** The cameras of the system that ask to record (recording enabled with a recording task). */
  cameras: () => readonly LicensedCamera[];
  /** The hardware ids of the system's servers (known once the host was read; empty before). */
  hardwareIds: () => readonly string[];
  /** A number that changes whenever licenses or devices change (the change feed's revisions). */
  revision: () => string;
  clock: () => number;
}

export interface ParsedLicense {
  details: LicenseDetails;
  state: LicenseState;
}

const FRESH_MS = 1000;

const sameKeys = (a: ReadonlyMap<string, unknown>, b: ReadonlyMap<string, unknown>) =>
  a.size === b.size && [...a.keys()].every((k) => b.has(k));

export class LicenseCoverage {
  private cached: {
    revision: string;
    atMs: number;
    parsed: ParsedLicense[];
    result: LicenseAssignment;
  } | null = null;
  /** Counts the changes of which cameras hold a channel. */
  private generation = 0;

  constructor(private readonly d: LicenseCoverageDeps) {}

  /** The licenses with their state now. */
  parsed(): ParsedLicense[] {
    return this.current().parsed;
  }

  assignment(): LicenseAssignment {
    return this.current().result;
  }

  /** Whether the camera holds a channel. */
  allows(cameraId: string): boolean {
    return this.assignment().granted.has(cameraId);
  }

  /** Changes whenever the set of cameras that hold a channel changes (views key their caches on it). */
  revision(): string {
    this.current();
    return String(this.generation);
  }

  /** Forgets what was computed (a license expired this very moment). */
  refresh(): void {
    this.cached = null;
  }

  private current() {
    const revision = `${this.d.revision()}|${this.d.hardwareIds().join(',')}`;
    const nowMs = this.d.clock();
    const c = this.cached;
    if (c && c.revision === revision && nowMs - c.atMs < FRESH_MS && nowMs >= c.atMs) return c;
    const ctx = { hardwareIds: this.d.hardwareIds(), nowMs };
    const parsed = this.d.licenses().map((license) => {
      const details = parseLicenseBlock(license);
      return { details, state: licenseStateOf(details, ctx) };
    });
    const result = assignLicenses(parsed, this.d.cameras());
    if (!c || !sameKeys(c.result.granted, result.granted)) this.generation += 1;
    this.cached = { revision, atMs: nowMs, parsed, result };
    return this.cached;
  }
}
