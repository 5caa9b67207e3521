/**
 * Server addresses (spec 000 §5): optional http(s) scheme, a host (name, IPv4 or [IPv6]) and an optional
 * port of 2–6 digits whose value is 1–65535. Used by the merge dialog ('Enter server address',
 * 'Enter valid URL') and anywhere a server is addressed by hand.
 */
import * as z from 'zod/mini';
import { isHostName, isIPv6 } from './hosts.ts';
import { PORT_MAX, PORT_MIN } from './port.ts';

export const SERVER_URL_ERRORS = ['required', 'invalidUrl'] as const;
export type ServerUrlError = (typeof SERVER_URL_ERRORS)[number];

/** English default messages, as the spec quotes them for the merge address. */
export const SERVER_URL_ERROR_MESSAGES: Readonly<Record<ServerUrlError, string>> = {
  required: 'Enter server address',
  invalidUrl: 'Enter valid URL',
};

export interface ServerUrl {
  /** Lower-case scheme, or null when the text had none. */
  scheme: 'http' | 'https' | null;
  /** Host name, IPv4, or IPv6 in brackets, as written. */
  host: string;
  port: number | null;
}

/** Longer texts are not server addresses (keeps matching cheap). */
export const SERVER_URL_MAX_LENGTH = 2048;

export type ServerUrlResult = { ok: true; url: ServerUrl } | { ok: false; error: ServerUrlError };

/**
 * [scheme://][user[:password]@]host[:port][/]. Credentials are tolerated because `normalizeMergeAddress`
 * strips them; a path is not a server address.
 */
const SERVER_URL = /^(?:([A-Za-z]+):\/\/)?(?:[^@/\s]*@)?(\[[^\]\s]*\]|[^:/\s[\]@]+)(?::(\d{2,6}))?\/?$/;

/** Surrounding white space is ignored (pasted addresses). */
export function validateServerUrl(text: string): ServerUrlResult {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: 'required' };
  if (trimmed.length > SERVER_URL_MAX_LENGTH) return { ok: false, error: 'invalidUrl' };
  const m = SERVER_URL.exec(trimmed);
  if (!m) return { ok: false, error: 'invalidUrl' };
  const [, rawScheme, host = '', rawPort] = m;
  const scheme = rawScheme?.toLowerCase() ?? null;
  if (scheme !== null && scheme !== 'http' && scheme !== 'https') return { ok: false, error: 'invalidUrl' };
  const hostOk = host.startsWith('[') ? isIPv6(host.slice(1, -1)) : isHostName(host);
  if (!hostOk) return { ok: false, error: 'invalidUrl' };
  const port = rawPort === undefined ? null : Number(rawPort);
  if (port !== null && (port < PORT_MIN || port > PORT_MAX)) return { ok: false, error: 'invalidUrl' };
  return { ok: true, url: { scheme, host, port } };
}

export function isServerUrl(text: string): boolean {
  return validateServerUrl(text).ok;
}

/**
 * The address a merge request carries (spec 000 §5 payload rules): protocol, credentials and trailing
 * slashes removed, e.g. `https://admin:pw@10.0.0.2:7001/` → `10.0.0.2:7001`.
 */
export function normalizeMergeAddress(url: string): string {
  const withoutScheme = url.trim().replace(/^[A-Za-z][A-Za-z0-9+.-]*:\/\//, '');
  const slash = withoutScheme.indexOf('/');
  const authority = slash < 0 ? withoutScheme : withoutScheme.slice(0, slash);
  const rest = slash < 0 ? '' : withoutScheme.slice(slash);
  const hostPort = authority.slice(authority.lastIndexOf('@') + 1);
  return `${hostPort}${rest}`.replace(/\/+$/, '');
}

/** A string that passes `validateServerUrl` (issue message: the spec's text; `params.code`: the code). */
export const serverUrlSchema = /* @__PURE__ */ z.string().check(
  z.superRefine((value: string, ctx) => {
    const result = validateServerUrl(value);
    if (result.ok) return;
    ctx.addIssue({
      code: 'custom',
      message: SERVER_URL_ERROR_MESSAGES[result.error],
      params: { code: result.error },
      input: value,
    });
  }),
);
