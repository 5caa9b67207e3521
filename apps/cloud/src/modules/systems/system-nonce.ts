/**
 * Nonces of `GET /cdb/auth/getNonce` (cloud-api §5.4 item 7, §5.9) for the legacy URL auth keys of a system:
 * the issue time and an HMAC of it keyed with the system's stored auth key hash, so every node issues and
 * checks them without a nonce table [design]. Valid 5 minutes.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { type CdbNonce, CLOUD_NONCE_REALM } from '@argus/contract/cloud';
import type { SystemRow } from './systems.table.ts';

export const SYSTEM_NONCE_LIFETIME_MS = 5 * 60_000;
/** A nonce: 12 hex digits of the issue time in ms, 4 random ones (two in one ms differ), 16 of the MAC. */
const NONCE_RE = /^([0-9a-f]{16})([0-9a-f]{16})$/;

function macOf(system: Pick<SystemRow, 'id' | 'authKeyHash'>, stamp: string): string {
  return createHmac('sha256', system.authKeyHash).update(`${system.id}:${stamp}`).digest('hex').slice(0, 16);
}

export function issueSystemNonce(system: Pick<SystemRow, 'id' | 'authKeyHash'>, now: Date): CdbNonce {
  const stamp = now.getTime().toString(16).padStart(12, '0') + randomBytes(2).toString('hex');
  return { nonce: stamp + macOf(system, stamp), realm: CLOUD_NONCE_REALM };
}

/** Whether the nonce was issued for the system within the last 5 minutes. */
export function isSystemNonceValid(
  system: Pick<SystemRow, 'id' | 'authKeyHash'>,
  nonce: string,
  now: Date,
): boolean {
  const match = NONCE_RE.exec(nonce.toLowerCase());
  if (!match) return false;
  const [, stamp, mac] = match as unknown as [string, string, string];
  if (!timingSafeEqual(Buffer.from(mac), Buffer.from(macOf(system, stamp)))) return false;
  const age = now.getTime() - Number.parseInt(stamp.slice(0, 12), 16);
  // Another node's clock may be a little ahead.
  return age >= -30_000 && age <= SYSTEM_NONCE_LIFETIME_MS;
}
