/** A license's expiry in the user's language (date and time), or null for a perpetual license ("Never"). */
export function licenseExpiryText(expirationMs: number | undefined, locale: string): string | null {
  if (expirationMs === undefined) return null;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(expirationMs);
}
