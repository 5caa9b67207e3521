/**
 * Answering a camera's RTSP challenge for every request of one connection: the camera's 401 names the
 * scheme (Digest preferred whenever offered, with a fresh `nc` per request; Basic only when the camera offers
 * nothing else). The credentials are the ones stored for this camera's address, which the user gave for
 * that very host and port (a change of either drops them, devices.service.ts): that is the consent to answer
 * Basic on plain TCP.
 */
import { authorizationFor, type Challenge, parseChallenges } from './auth-challenge.ts';
import type { Credentials } from './credentials.ts';

export class RtspAuthorizer {
  private challenge: Challenge | null = null;
  private nonceCount = 0;

  constructor(private readonly credentials: Credentials) {}

  /** Takes the challenge of a 401 (`WWW-Authenticate` values); false when there is none to answer. */
  answer(headers: readonly string[]): boolean {
    const challenge = parseChallenges(headers)[0];
    if (!challenge) return false;
    this.challenge = challenge;
    this.nonceCount = 0;
    return true;
  }

  /** The `Authorization` of a request, once the camera has challenged. */
  authorization(method: string, uri: string): string | undefined {
    if (!this.challenge) return undefined;
    this.nonceCount += 1;
    return authorizationFor(this.challenge, this.credentials, method, uri, this.nonceCount);
  }
}
