/**
 * The time as the cloud's services see it. Injected (composition root) so that tests can move it: codes,
 * tokens, sessions and lockouts all expire by it.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** `at` moved by `ms` milliseconds. */
export function later(at: Date, ms: number): Date {
  return new Date(at.getTime() + ms);
}
