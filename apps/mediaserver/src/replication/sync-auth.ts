/**
 * The sync handshake's proofs (sync-protocol.ts): each side shows it holds the system's shared secret by an
 * HMAC over both fresh nonces, both node ids, the system id and its role, so the secret never travels, a proof
 * made for one session or role is worth nothing in another, and each side's nonce keeps it from replay.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export type SyncRole = 'answerer' | 'dialer';

export interface ProofInput {
  system: string;
  dialerNode: string;
  dialerNonce: string;
  answererNode: string;
  answererNonce: string;
}

export function syncNonce(): string {
  return randomBytes(24).toString('base64url');
}

export function syncProof(secret: string, role: SyncRole, input: ProofInput): string {
  const text = JSON.stringify([
    'argus-sync-1',
    role,
    input.system,
    input.dialerNode,
    input.dialerNonce,
    input.answererNode,
    input.answererNonce,
  ]);
  return createHmac('sha256', secret).update(text).digest('base64url');
}

export function proofMatches(secret: string, role: SyncRole, input: ProofInput, proof: string): boolean {
  const expected = Buffer.from(syncProof(secret, role, input));
  const given = Buffer.from(proof);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
