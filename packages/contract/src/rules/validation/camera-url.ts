/**
 * Camera URLs (issue 14.9): an absolute URL with a scheme of the allow-list (rtsp, rtsps, http, https) and a
 * host; no white space or control characters (they would end an RTSP request line). Whatever passes is a URL,
 * so it never starts with `-` and is never read as a program's option.
 */
import * as z from 'zod/mini';

export const CAMERA_URL_SCHEMES = ['rtsp', 'rtsps', 'http', 'https'] as const;
export type CameraUrlScheme = (typeof CAMERA_URL_SCHEMES)[number];

export const CAMERA_URL_ERRORS = ['invalidUrl', 'unsupportedScheme'] as const;
export type CameraUrlError = (typeof CAMERA_URL_ERRORS)[number];

export const CAMERA_URL_ERROR_MESSAGES: Readonly<Record<CameraUrlError, string>> = {
  invalidUrl: 'The camera address must be a URL such as rtsp://192.168.0.10/stream.',
  unsupportedScheme: 'The camera address must start with rtsp://, rtsps://, http:// or https://.',
};

const DEFAULT_PORTS: Readonly<Record<CameraUrlScheme, number>> = {
  rtsp: 554,
  rtsps: 322,
  http: 80,
  https: 443,
};

export interface CameraUrl {
  scheme: CameraUrlScheme;
  /** Host name or address (IPv6 without brackets), lower case. */
  host: string;
  /** The given port, else the scheme's default. */
  port: number;
}

export type CameraUrlResult = { ok: true; url: CameraUrl } | { ok: false; error: CameraUrlError };

export function parseCameraUrl(text: string): CameraUrlResult {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\s\u0000-\u001f\u007f]/.test(text)) return { ok: false, error: 'invalidUrl' };
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):\/\//.exec(text)?.[1]?.toLowerCase();
  if (!scheme) return { ok: false, error: 'invalidUrl' };
  if (!(CAMERA_URL_SCHEMES as readonly string[]).includes(scheme))
    return { ok: false, error: 'unsupportedScheme' };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, error: 'invalidUrl' };
  }
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (!host) return { ok: false, error: 'invalidUrl' };
  const known = scheme as CameraUrlScheme;
  return { ok: true, url: { scheme: known, host, port: url.port ? Number(url.port) : DEFAULT_PORTS[known] } };
}

/** A string that passes `parseCameraUrl`; the issue's message is the reason. */
export const cameraUrlSchema = /* @__PURE__ */ z.string().check(
  z.superRefine((value: string, ctx) => {
    const result = parseCameraUrl(value);
    if (result.ok) return;
    ctx.addIssue({
      code: 'custom',
      message: CAMERA_URL_ERROR_MESSAGES[result.error],
      params: { code: result.error },
      input: value,
    });
  }),
);
