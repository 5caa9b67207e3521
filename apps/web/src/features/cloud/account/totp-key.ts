/** The secret of an `otpauth://totp/...?secret=...` address, for typing it in by hand; null if it has none. */
export function totpSecretOf(keyUrl: string): string | null {
  try {
    return new URL(keyUrl).searchParams.get('secret');
  } catch {
    return null;
  }
}

/** The secret in groups of four, as authenticator apps show it. */
export function groupedSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}
