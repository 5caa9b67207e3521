/** TOTP codes (cloud-api §3.1): RFC 6238, SHA-1, 6 digits, 30-second steps, one step of drift either way. */
import { generateSecret, verify } from 'otplib';

/** The time step a code matched at `now`, or null when it matches none. */
export async function totpStepOf(secret: string, code: string, now: Date): Promise<number | null> {
  try {
    const result = await verify({
      secret,
      token: code,
      epoch: Math.floor(now.getTime() / 1000),
      epochTolerance: 30,
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    return null;
  }
}

/** A new random TOTP key (base32, 160 bits as RFC 4226 recommends). */
export function newTotpSecret(): string {
  return generateSecret();
}

/**
 * The key as authenticator apps scan it (cloud-api §3.1):
 * `otpauth://totp/<issuer>:<email>?secret=<BASE32>&issuer=<issuer>`.
 */
export function totpKeyUrl(issuer: string, email: string, secret: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(email)}`;
  return `otpauth://totp/${label}?secret=${secret}&issuer=${encodeURIComponent(issuer)}`;
}
