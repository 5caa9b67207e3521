/** What the license server tells of a key: its state now, its end, the deactivations it has left. */

import { normalizeLicenseKey } from '@argus/contract';
import {
  type CloudLicense,
  ISSUED_LICENSE_KEY_PATTERN,
  type LicenseFacts,
  LicenseServerError,
  type LicenseState,
  MAX_LICENSE_DEACTIVATIONS,
} from '@argus/contract/cloud';
import type { LicenseRecord } from './license-keys.repository.ts';

/** The key as stored; a key that cannot be one the server issued is `invalidKey` (400). */
export function issuedKeyOf(sent: string): string {
  const key = normalizeLicenseKey(sent);
  if (!ISSUED_LICENSE_KEY_PATTERN.test(key)) throw new LicenseServerError('invalidKey', { status: 400 });
  return key;
}

/** When the key ends: its fixed end, or the end its days ran to from the first activation. */
export function expiryOf(record: LicenseRecord): Date | null {
  return record.key.expiresAt ?? record.activation?.expiresAt ?? null;
}

export function stateOf(record: LicenseRecord, now: Date): LicenseState {
  const expires = expiryOf(record);
  if (expires && expires.getTime() <= now.getTime()) return 'expired';
  return record.activation?.activatedAt ? 'active' : 'notActivated';
}

export function deactivationsLeftOf(record: LicenseRecord): number {
  return Math.max(0, MAX_LICENSE_DEACTIVATIONS - (record.activation?.deactivationsUsed ?? 0));
}

export function factsOf(record: LicenseRecord, now: Date): LicenseFacts {
  const expires = expiryOf(record);
  return {
    key: record.key.key,
    class: record.key.class,
    channels: record.key.channels,
    state: stateOf(record, now),
    ...(expires ? { expires: expires.toISOString() } : {}),
    deactivationsLeft: deactivationsLeftOf(record),
  };
}

export function cloudLicenseOf(record: LicenseRecord, now: Date): CloudLicense {
  const activation = record.activation;
  return {
    ...factsOf(record, now),
    cloudSystemId: activation?.cloudSystemId ?? null,
    localSystemId: activation?.localSystemId ?? null,
    hardwareIds: activation?.hardwareIds ?? [],
    activatedAt: activation?.activatedAt?.toISOString() ?? null,
  };
}
