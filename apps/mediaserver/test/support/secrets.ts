/**
 * The no-secrets rule (media-server-api §3.10), checked on every reply the API tests see. A field whose name
 * says password, passwd, token, authKey, digest, hash or cryptSha512Hash may only be absent, null, "",
 * asterisks, a boolean or a number (`ldapPasswordExpirationPeriodMs`: passwords are text). The one secret a
 * reply may carry is a session token (or ticket) given to the client that logged in, in the `token` field
 * of a login reply.
 */

const SECRET_NAME = /password|passwd|token|authkey|digest|hash|cryptsha512/i;
/** Names that match but hold no secret: a duration (legacy replies write it as a string). */
const NOT_SECRET = new Set(['ldapPasswordExpirationPeriodMs']);

const harmless = (v: unknown) =>
  v === null ||
  v === undefined ||
  v === '' ||
  typeof v === 'boolean' ||
  typeof v === 'number' ||
  (typeof v === 'string' && /^\*+$/.test(v));

/**
 * Device replies, where §3.10's second exception applies: `credentials.password` of a device, which the server
 * shows only to admins while `exposeDeviceCredentials` is on (the device tests check who sees what).
 */
const DEVICE_REPLIES = /^\/(web\/)?rest\/v[12]\/devices(\/|$|\?)/;

/** Replies allowed to hand the client its own session token (or one-time ticket). */
const TOKEN_REPLIES = /^\/(web\/)?rest\/v[123]\/login\/(sessions|tickets)(\/|$|\?)/;

export interface SecretFinding {
  path: string;
  value: unknown;
}

/** API and settings descriptions name secret fields (as keys) without holding any value. */
const DESCRIPTIONS =
  /^\/(web\/)?(static\/openapi_|swagger-ui\/|rest\/v1\/system\/settingsManifest|rest\/v2\/system\/settings\/(\*|%2A)\/manifest|api\/settingsDocumentation)/;

export function findSecrets(url: string, body: string): SecretFinding[] {
  const out: SecretFinding[] = [];
  if (DESCRIPTIONS.test(url)) return out;
  if (/\$argon2/.test(body)) out.push({ path: '(body)', value: 'argon2 hash' });
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return out;
  }
  const tokenAllowed = TOKEN_REPLIES.test(url);
  const devicePasswordAllowed = DEVICE_REPLIES.test(url);
  const walk = (v: unknown, path: string): void => {
    if (v === null || typeof v !== 'object') return;
    for (const [k, inner] of Object.entries(v)) {
      const here = path ? `${path}.${k}` : k;
      const allowedToken = tokenAllowed && k === 'token' && typeof inner === 'string';
      const allowedDevicePassword =
        devicePasswordAllowed && k === 'password' && /(^|\.)credentials$/.test(path);
      if (
        SECRET_NAME.test(k) &&
        !NOT_SECRET.has(k) &&
        !harmless(inner) &&
        !allowedToken &&
        !allowedDevicePassword
      )
        out.push({ path: here, value: inner });
      walk(inner, here);
    }
  };
  walk(parsed, '');
  return out;
}
