/**
 * The no-secrets rule, checked on every reply the cloud's tests see: no password, hash, session secret or
 * token in a body, unless the reference says that very reply carries it. Two checks: values the test knows
 * to be secret (passwords it set, session cookies it was given) appear nowhere in the body; and fields whose
 * names say secret hold nothing but harmless values.
 */

const SECRET_NAME = /password|passwd|token|authkey|auth_key|hash|secret|totp/i;

/**
 * Fields that may carry a secret given to the caller itself (cloud-api §2.1 `accessToken`; §5.3 `authKey` of
 * connect and bind; §4.2 the token reply's `access_token` and `refresh_token`, §4.4 the introspected token;
 * §2.3 `auth_key`, the caller's own temporary credentials).
 */
const ALLOWED_FIELDS = new Set([
  'accessToken',
  'authKey',
  'auth_key',
  'access_token',
  'refresh_token',
  // Named after a secret, holding none: `"bearer"` and a number of seconds (§4.2, §4.4).
  'token_type',
  'time_since_password',
]);

const harmless = (v: unknown) =>
  v === null ||
  v === undefined ||
  v === '' ||
  typeof v === 'boolean' ||
  typeof v === 'number' ||
  (typeof v === 'string' && /^\*+$/.test(v));

export interface SecretFinding {
  path: string;
  what: string;
}

export function findSecrets(body: string, known: Iterable<string>): SecretFinding[] {
  const out: SecretFinding[] = [];
  if (/\$argon2/.test(body)) out.push({ path: '(body)', what: 'an argon2 hash' });
  for (const secret of known)
    if (secret && body.includes(secret)) out.push({ path: '(body)', what: 'a known secret' });
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return out;
  }
  const walk = (v: unknown, path: string): void => {
    if (v === null || typeof v !== 'object') return;
    for (const [k, inner] of Object.entries(v)) {
      const here = path ? `${path}.${k}` : k;
      // `errorData` names fields and says what is wrong with them; it never holds their values.
      if (path === '' && k === 'errorData') continue;
      if (SECRET_NAME.test(k) && !ALLOWED_FIELDS.has(k) && !harmless(inner))
        out.push({ path: here, what: 'a secret-named field with a value' });
      walk(inner, here);
    }
  };
  walk(parsed, '');
  return out;
}
