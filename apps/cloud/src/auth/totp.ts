/** TOTP codes (cloud-api §3.1): RFC 6238, 30-second steps, one step of drift either way. */
import { verify } from 'otplib';

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
