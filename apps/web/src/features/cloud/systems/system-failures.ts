import { cloudFailureOf } from '../cloud-failures.ts';

/** The action a failure message names ("Cannot share System: ...", spec 001 §8 action prefixes). */
export type SystemAction = 'share' | 'changeRole' | 'remove' | 'leave' | 'rename' | 'disconnect';

export interface SystemActionFailure {
  /** A key of `cloudSystems` ('failures.*'). */
  key: string;
  /** The cloud named the field at fault: its own message, shown under it. */
  field?: { name: string; message: string };
}

/**
 * What a failed system action tells the user (spec 001 §8): forbidden → 'You do not have permissions to
 * perform this action'; a wrong password → 'Wrong password'; the cloud's field messages under the field;
 * otherwise the action's own failure ("Cannot share System").
 */
export function systemActionFailure(error: unknown, action: SystemAction): SystemActionFailure {
  const failure = cloudFailureOf(error);
  if (failure.unavailable) return { key: 'failures.unavailable' };
  if (failure.code === 'forbidden') return { key: 'failures.forbidden' };
  if (failure.code === 'wrongPassword') return { key: 'failures.wrongPassword' };
  if (failure.code === 'notFound') return { key: 'failures.notFound' };
  const [name, message] = Object.entries(failure.fields)[0] ?? [];
  if (name && message) return { key: `failures.${action}`, field: { name, message } };
  return { key: `failures.${action}` };
}
