import type { LicenseInfo } from '@argus/contract/mediaserver';

/**
 * Whether the system's trial (once per system, spec 000 §9) is used, as far as the page can tell: a trial
 * block (`ORDERTYPE=trial`) among the licenses, or the server refused the trial already (`refused`; a removed
 * trial stays used on the server, which says so when asked again).
 */
export function isTrialUsed(licenses: readonly Pick<LicenseInfo, 'orderType'>[], refused: boolean): boolean {
  return refused || licenses.some((l) => l.orderType.toLowerCase() === 'trial');
}
