/**
 * OAuth scopes (cloud-api §4.3): a space-separated list of a resource part (`<portal host>` or
 * `<cloud host>/cdb/oauth2/token`) and `cloudSystemId=<id>` or `cloudSystemId=*`. The cloud keeps only the
 * system part: `*` for an account token, the system id for a system-scoped one.
 */

import { ACCOUNT_SCOPE } from '@argus/contract/cloud';

export { ACCOUNT_SCOPE, scopeSystemOf as scopeSystem } from '@argus/contract/cloud';

/**
 * The scope replies show [design]: `<portal host> cloudSystemId=*` for an account token, `cloudSystemId=<id>`
 * for a system-scoped one.
 */
export function scopeText(system: string, portalHost: string): string {
  return system === ACCOUNT_SCOPE ? `${portalHost} cloudSystemId=*` : `cloudSystemId=${system}`;
}
