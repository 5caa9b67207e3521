import {
  isSettingName,
  SETTING_NAMES,
  type SettingDef,
  type SettingName,
  type SettingValue,
  SYSTEM_SETTINGS,
} from '@argus/contract';
import { eq } from 'drizzle-orm';
import { type Db, inTransaction } from '../db/database.ts';
import { settings } from '../db/schema.ts';

/** Reads and writes system settings, falling back to the catalogue's defaults. */
export class SettingsService {
  private cache: Map<string, unknown> | null = null;

  constructor(private readonly db: Db) {}

  private stored(): Map<string, unknown> {
    if (!this.cache) {
      this.cache = new Map(
        this.db
          .select()
          .from(settings)
          .all()
          .map((r) => [r.name, r.value]),
      );
    }
    return this.cache;
  }

  get<N extends SettingName>(name: N): SettingValue<N> {
    const s = this.stored();
    return (s.has(name) ? s.get(name) : SYSTEM_SETTINGS[name].default) as SettingValue<N>;
  }

  /** Every setting with its current value (write-only ones included: callers decide what to expose). */
  all(): Record<SettingName, unknown> {
    const out = {} as Record<SettingName, unknown>;
    for (const name of Object.keys(SYSTEM_SETTINGS) as SettingName[]) out[name] = this.get(name);
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

  /**
   * Runs a multi-step change in one transaction. The cache is dropped afterwards whatever happened, so a
   * rolled-back write never lingers in it.
   */
  transaction<T>(work: () => T): T {
    try {
      return inTransaction(this.db, work);
    } finally {
      this.cache = null;
    }
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
    this.cache = null;
  }

  remove(name: SettingName): void {
    this.db.delete(settings).where(eq(settings.name, name)).run();
    this.cache = null;
  }
}
