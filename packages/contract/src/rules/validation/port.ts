/** TCP ports (spec 000 §5): 1–65535; ports under 1024 are allowed but restricted, with a warning. */
import * as z from 'zod/mini';

export const PORT_MIN = 1;
export const PORT_MAX = 65535;
/** Ports below this are privileged ("restricted") on most systems. */
export const PORT_RESTRICTED_BELOW = 1024;

export const PORT_ERRORS = ['required', 'notInteger', 'outOfRange'] as const;
export type PortError = (typeof PORT_ERRORS)[number];
export type PortWarning = 'restricted';

const NOT_INTEGER_TEXT = 'Port must be a whole number.';
const OUT_OF_RANGE_TEXT = `Port must be between ${PORT_MIN} and ${PORT_MAX}.`;

/** English default messages (ours; the spec quotes none). */
export const PORT_ERROR_MESSAGES: Readonly<Record<PortError, string>> = {
  required: 'Port is required',
  notInteger: NOT_INTEGER_TEXT,
  outOfRange: OUT_OF_RANGE_TEXT,
};
export const PORT_WARNING_MESSAGES: Readonly<Record<PortWarning, string>> = {
  restricted: `Ports below ${PORT_RESTRICTED_BELOW} are restricted and may need administrator rights.`,
};

export type PortResult =
  | { ok: true; port: number; warning: PortWarning | null }
  | { ok: false; error: PortError };

/** Accepts a number or the text of a form field (decimal digits only, surrounding spaces ignored). */
export function validatePort(value: number | string | null | undefined): PortResult {
  if (value === null || value === undefined) return { ok: false, error: 'required' };
  let port: number;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return { ok: false, error: 'required' };
    if (!/^\d+$/.test(text)) return { ok: false, error: 'notInteger' };
    port = Number(text);
  } else {
    port = value;
  }
  if (!Number.isInteger(port)) return { ok: false, error: 'notInteger' };
  if (port < PORT_MIN || port > PORT_MAX) return { ok: false, error: 'outOfRange' };
  return { ok: true, port, warning: port < PORT_RESTRICTED_BELOW ? 'restricted' : null };
}

/** An integer port number 1–65535 (restricted ports are valid; the warning is the UI's business). */
export const portSchema = /* @__PURE__ */ z
  .number()
  .check(
    z.int({ error: NOT_INTEGER_TEXT }),
    z.gte(PORT_MIN, { error: OUT_OF_RANGE_TEXT }),
    z.lte(PORT_MAX, { error: OUT_OF_RANGE_TEXT }),
  );
