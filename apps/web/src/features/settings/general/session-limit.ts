/** Session limit units (spec 000 §9): minutes, hours, days. The setting itself is in minutes. */
export const SESSION_LIMIT_UNITS = { minutes: 1, hours: 60, days: 1440 } as const;
export type SessionLimitUnit = keyof typeof SESSION_LIMIT_UNITS;

/** The largest unit that expresses the minutes exactly (0 shows as minutes). */
export function bestUnitFor(minutes: number): SessionLimitUnit {
  if (minutes > 0 && minutes % SESSION_LIMIT_UNITS.days === 0) return 'days';
  if (minutes > 0 && minutes % SESSION_LIMIT_UNITS.hours === 0) return 'hours';
  return 'minutes';
}

export function toMinutes(amount: number, unit: SessionLimitUnit): number {
  return Math.round(amount * SESSION_LIMIT_UNITS[unit]);
}
