import type { AuthStrategy } from './auth-strategy.ts';

/** What the cloud answers for a system-scoped token (`POST /api/systems/{id}/token`, cloud-api §5.9). */
export interface SystemTokenGrant {
  access_token: string;
  /** Seconds, as a decimal string (cloud-api §4.2). */
  expires_in: string;
}

/**
 * Session freshness (spec 000 §9): a token is renewed when it expires within 300 s; a shorter-lived one when
 * half its life is gone, so it is never renewed on every request.
 */
export const TOKEN_RENEW_MARGIN_MS = 300_000;

export interface SystemTokenAuthOptions {
  /** Asks the cloud for a new token of the system (with the portal's session). */
  fetchToken(): Promise<SystemTokenGrant>;
  /** The browser's clock; tests move it. */
  now?: () => number;
}

interface HeldToken {
  value: string;
  /** When to fetch the next one (local clock). */
  renewAtMs: number;
}

/**
 * A system's Bearer token (cloud mode, through the relay): fetched on the first request, held in memory only
 * and shared by every request of the system (concurrent requests wait for the same fetch), renewed before it
 * expires and once when the media server refuses it. The lifetime is counted from `expires_in` on the
 * browser's clock, not from `expires_at`, which is on the cloud's.
 */
export function systemTokenAuth({ fetchToken, now = Date.now }: SystemTokenAuthOptions): AuthStrategy {
  let held: HeldToken | null = null;
  let pending: Promise<HeldToken> | null = null;

  function fetchOnce(): Promise<HeldToken> {
    pending ??= (async () => {
      try {
        const grant = await fetchToken();
        const lifetimeMs = Number(grant.expires_in) * 1000;
        const margin = Math.min(TOKEN_RENEW_MARGIN_MS, lifetimeMs / 2);
        held = { value: grant.access_token, renewAtMs: now() + lifetimeMs - margin };
        return held;
      } finally {
        pending = null;
      }
    })();
    return pending;
  }

  const bearer = (token: HeldToken | null) => (token ? `Bearer ${token.value}` : null);

  return {
    credentials: 'omit',
    headersFor(): Record<string, string> {
      const value = bearer(held);
      return value ? { Authorization: value } : {};
    },
    async ready() {
      if (held && now() < held.renewAtMs) return;
      await fetchOnce();
    },
    async renewAfterRefusal(sent) {
      // Another request renewed the token meanwhile: retry with that one rather than fetching again.
      if (held && sent.Authorization !== bearer(held)) return true;
      held = null;
      await fetchOnce();
      return true;
    },
    forget() {
      held = null;
    },
    mayHaveSession: () => held !== null,
  };
}
