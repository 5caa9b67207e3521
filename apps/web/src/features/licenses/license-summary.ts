import { LICENSE_CLASSES, type LicenseClass } from '@argus/contract';
import type { LicenseSummaries, LicenseUsage } from '@argus/contract/mediaserver';

export interface LicenseClassUsage extends LicenseUsage {
  licenseClass: LicenseClass;
}

/** The classes the summary shows, in the contract's order: those with channels or cameras that use them. */
export function shownLicenseClasses(summary: Partial<LicenseSummaries>): LicenseClassUsage[] {
  return LICENSE_CLASSES.flatMap((licenseClass) => {
    const usage = summary[licenseClass];
    return usage && (usage.total > 0 || usage.inUse > 0) ? [{ licenseClass, ...usage }] : [];
  });
}
