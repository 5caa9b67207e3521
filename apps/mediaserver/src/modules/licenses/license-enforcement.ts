/**
 * Enforcement of licenses over time: whenever licenses or devices change, every minute, and at the very
 * moment the next license expires, it looks again at which cameras hold a channel. Cameras that held one and
 * lost it (licenses expired or were removed) stop recording (the recording manager asks `LicenseCoverage`),
 * and one `licenseIssue` event names them. A camera newly enabled without a free channel raises no event: it
 * never recorded.
 */
import { nextLicenseExpiryMs } from '@argus/contract/mediaserver';
import type { LongLived } from '@argus/server-kit/lifecycle';
import type { LicenseIssueEvent } from '../../events/event-bus.ts';
import type { LicenseCoverage } from './license-coverage.ts';

/** How often coverage is checked besides changes and expiry times. */
export const LICENSE_CHECK_MS = 60_000;
/** setTimeout's longest delay. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface LicenseEnforcementDeps {
  coverage: LicenseCoverage;
  thisServerId: string;
  clock: () => number;
  /** Calls the listener when licenses or devices change; returns the unsubscribe function. */
  follow: (listener: () => void) => () => void;
  emit: (event: LicenseIssueEvent) => void;
  log: (level: 'info' | 'warn', message: string, fields: Record<string, unknown>) => void;
  checkEveryMs?: number;
}

export class LicenseEnforcement implements LongLived {
  readonly name = 'license enforcement';
  private granted = new Set<string>();
  private unfollow: (() => void) | null = null;
  private periodic: NodeJS.Timeout | null = null;
  private atExpiry: NodeJS.Timeout | null = null;

  constructor(private readonly d: LicenseEnforcementDeps) {}

  start(): void {
    this.granted = new Set(this.d.coverage.assignment().granted.keys());
    this.unfollow = this.d.follow(() => this.check());
    this.periodic = setInterval(() => this.check(), this.d.checkEveryMs ?? LICENSE_CHECK_MS);
    this.periodic.unref();
    this.scheduleExpiry();
  }

  stop(): void {
    this.unfollow?.();
    this.unfollow = null;
    if (this.periodic) clearInterval(this.periodic);
    if (this.atExpiry) clearTimeout(this.atExpiry);
    this.periodic = null;
    this.atExpiry = null;
  }

  /** Looks at coverage now; cameras that lost their channel get one event. */
  check(): void {
    this.d.coverage.refresh();
    const assignment = this.d.coverage.assignment();
    const refused = new Set(assignment.refused);
    const lost = [...this.granted].filter((id) => refused.has(id));
    this.granted = new Set(assignment.granted.keys());
    this.scheduleExpiry();
    if (lost.length === 0) return;
    this.d.log('warn', 'Cameras stopped recording: not enough licenses', { cameraIds: lost });
    this.d.emit({
      type: 'licenseIssueEvent',
      serverId: this.d.thisServerId,
      reason: 'licenseRemoved',
      cameraIds: lost,
      timestampMs: this.d.clock(),
    });
  }

  private scheduleExpiry(): void {
    if (this.atExpiry) clearTimeout(this.atExpiry);
    this.atExpiry = null;
    if (!this.periodic) return;
    const nowMs = this.d.clock();
    const next = nextLicenseExpiryMs(this.d.coverage.parsed(), nowMs);
    if (next === null) return;
    this.atExpiry = setTimeout(() => this.check(), Math.min(next - nowMs, MAX_TIMER_MS));
    this.atExpiry.unref();
  }
}
