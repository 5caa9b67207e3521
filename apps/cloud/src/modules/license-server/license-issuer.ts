/**
 * Issuing keys (the administrative command and the staff call): random keys of four blocks of four, from
 * letters and digits that cannot be mistaken for one another when typed from paper.
 */
import { randomBytes } from 'node:crypto';
import type { LicenseFacts, LicenseIssueRequest } from '@argus/contract/cloud';
import type { Clock } from '../../clock.ts';
import type { CloudDatabase } from '../../db/database.ts';
import { factsOf } from './license-facts.ts';
import type { LicenseKeysRepository } from './license-keys.repository.ts';

/** 32 symbols: no 0/O, 1/I. */
const KEY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const KEY_SYMBOLS = 16;

export function randomLicenseKey(): string {
  const symbols = [...randomBytes(KEY_SYMBOLS)].map((byte) => KEY_ALPHABET[byte % KEY_ALPHABET.length]);
  return symbols.join('').replace(/(.{4})(?!$)/g, '$1-');
}

export class LicenseIssuer {
  constructor(
    private readonly database: Pick<CloudDatabase, 'transaction'>,
    private readonly keys: Pick<LicenseKeysRepository, 'insertKeys'>,
    private readonly clock: Clock,
  ) {}

  async issue(request: LicenseIssueRequest): Promise<LicenseFacts[]> {
    const rows = Array.from({ length: request.count ?? 1 }, () => ({
      key: randomLicenseKey(),
      class: request.class,
      channels: request.channels,
      durationDays: request.days ?? null,
      brand: request.brand ?? '',
      company: request.company ?? '',
      support: request.support ?? '',
      orderType: request.orderType ?? '',
    }));
    const inserted = await this.database.transaction(() => this.keys.insertKeys(rows));
    const now = this.clock();
    return inserted.map((key) => factsOf({ key, activation: null }, now));
  }
}
