/**
 * Which check a one-time code of the second factor is for (cloud-api §3.1, §3.2), decided once for the cloud
 * and the portal: a TOTP code is six digits, anything else is taken for a backup code.
 */
export function looksLikeBackupCode(code: string): boolean {
  return !/^\d{6}$/.test(code.trim());
}
