import {
  isSettingName,
  SETTING_NAMES,
  type SettingDef,
  type SettingName,
  type SettingValue,
  SYSTEM_SETTINGS,
} from '@argus/contract/mediaserver';
import { eq } from 'drizzle-orm';
import type { ChangeFeed } from '../../db/change-feed.ts';
import { type Db, inTransaction } from '../../db/database.ts';
import { cachedByRevision } from '../../db/read-cache.ts';
import type { PinnedSettings } from './pinned-settings.ts';
import { settings } from './settings.table.ts';

/**
 * Reads and writes system settings, falling back to the catalogue's defaults; a setting the server's start
 * options pin (`pinned-settings.ts`) reads as its pinned value.
 */
export class SettingsService {
  /** The stored values, read on nearly every request: reused until the settings table changes. */
  private readonly stored;
  /** The embed allow-list as a list, and the stored text it was split from. */
  private origins: { of: string; list: readonly string[] } = { of: '', list: Object.freeze([]) };

  constructor(
    private readonly db: Db,
    feed: ChangeFeed,
    readonly pinned: PinnedSettings = {},
  ) {
    const all = db.select().from(settings).prepare();
    this.stored = cachedByRevision(
      db.$client,
      feed,
      'settings',
      () => new Map(all.all().map((r) => [r.name, r.value])),
    );
  }

  get<N extends SettingName>(name: N): SettingValue<N> {
    const pin = this.pinned[name];
    if (pin) return pin.value as SettingValue<N>;
    const s = this.stored();
    return (s.has(name) ? s.get(name) : SYSTEM_SETTINGS[name].default) as SettingValue<N>;
  }

  /**
   * The origins that may embed the console and use its session (stored normalised, space-separated). Every
   * request asks (security headers, cookie checks): the same frozen list comes back while the setting stands.
   */
  embedAllowedOrigins(): readonly string[] {
    const stored = this.get('embedAllowedOrigins');
    if (stored !== this.origins.of)
      this.origins = { of: stored, list: Object.freeze(stored.split(' ').filter(Boolean)) };
    return this.origins.list;
  }

  /** Every setting with its current value (write-only ones included: callers decide what to expose). */
  all(): Record<SettingName, unknown> {
    const out = {} as Record<SettingName, unknown>;
    for (const name of SETTING_NAMES) out[name] = this.get(name);
    return out;
  }

  /** Every setting a reply may show: write-only ones are left out (media-server-api §3.10). */
  readable(): Partial<Record<SettingName, unknown>> {
    const out: Partial<Record<SettingName, unknown>> = {};
    for (const name of SETTING_NAMES) {
      const def: SettingDef = SYSTEM_SETTINGS[name];
      if (!def.writeOnly) out[name] = this.get(name);
    }
    return out;
  }

  /** Runs a multi-step change in one transaction. */
  transaction<T>(work: () => T): T {
    return inTransaction(this.db, work);
  }

  /** Stores already-validated values. Run inside the caller's transaction when part of a larger change. */
  write(values: Partial<Record<SettingName, unknown>>): void {
    for (const [name, value] of Object.entries(values)) {
      if (!isSettingName(name)) throw new Error(`Unknown setting ${name}`);
      this.db
        .insert(settings)
        .values({ name, value })
        .onConflictDoUpdate({ target: settings.name, set: { value } })
        .run();
    }
  }

  remove(name: SettingName): void {
    this.db.delete(settings).where(eq(settings.name, name)).run();
  }
}
