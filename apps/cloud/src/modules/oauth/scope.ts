/**
 * OAuth scopes (cloud-api §4.3): a space-separated list of a resource part (`<portal host>` or
 * `<cloud host>/cdb/oauth2/token`) and `cloudSystemId=<id>` or `cloudSystemId=*`. The cloud keeps only the
 * system part: `*` for an account token, the system id for a system-scoped one.
 */

/** The scope column of an account token (all of the account's systems). */
export const ACCOUNT_SCOPE = '*';

const SYSTEM_PART = /^cloudSystemId=(.+)$/;

/** The system a scope names: `*` without a `cloudSystemId` part (or with `*`), else the id (lower-case). */
export function scopeSystem(scope: string | undefined): string {
  for (const part of (scope ?? '').split(/\s+/)) {
    const match = SYSTEM_PART.exec(part);
    if (match) return match[1] === ACCOUNT_SCOPE ? ACCOUNT_SCOPE : match[1]!.toLowerCase();
  }
  return ACCOUNT_SCOPE;
}

/**
 * The scope replies show [design]: `<portal host> cloudSystemId=*` for an account token, `cloudSystemId=<id>`
 * for a system-scoped one.
 */
export function scopeText(system: string, portalHost: string): string {
  return system === ACCOUNT_SCOPE ? `${portalHost} cloudSystemId=*` : `cloudSystemId=${system}`;
}
