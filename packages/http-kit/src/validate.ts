import { BadRequest, InvalidParameter, MissingParameter } from '@argus/contract';
import type { $ZodType, output } from 'zod/v4/core';

function valueAt(input: unknown, path: PropertyKey[]): unknown {
  let v: unknown = input;
  for (const key of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<PropertyKey, unknown>)[key];
  }
  return v;
}

/** zod's own texts say nothing a client can act on; a check's own message (from the contract) does. */
const GENERIC_MESSAGE = /^Invalid|^Too (big|small)|^Expected/;

/** Every problem, per field: what the cloud answers as `errorData` (cloud-api §1.4). */
function fieldsOf(
  input: unknown,
  issues: readonly { path?: readonly (PropertyKey | { key: PropertyKey })[]; message: string }[],
  what: string,
): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const path = (issue.path ?? []).map((p) => (typeof p === 'object' ? p.key : p));
    const name = path.length ? path.join('.') : what;
    const missing = path.length > 0 && valueAt(input, path) === undefined;
    const text = missing
      ? 'This field is required.'
      : issue.message && !GENERIC_MESSAGE.test(issue.message)
        ? issue.message
        : 'Invalid value.';
    fields[name] = [...(fields[name] ?? []), text];
  }
  return fields;
}

/**
 * Parses input with a contract schema and turns the first problem into the servers' error texts: an absent
 * field is `MissingParameter`, anything else `InvalidParameter` with the offending value (never the whole
 * input: it may be huge or deep).
 */
export function parseInput<S extends $ZodType>(schema: S, input: unknown, what = 'body'): output<S> {
  const result = schema['~standard'].validate(input);
  if (result instanceof Promise) throw new Error('Async schemas are not supported');
  if (!result.issues) return (result as { value: output<S> }).value;
  const issue = result.issues[0]!;
  const fields = fieldsOf(input, result.issues, what);
  const path = (issue.path ?? []).map((p) => (typeof p === 'object' ? p.key : p));
  const name = path.length ? path.join('.') : what;
  const value = path.length ? valueAt(input, path) : input;
  if (value === undefined && path.length) throw new MissingParameter(name, fields);
  if (value === undefined) throw new BadRequest(`Missing ${what}.`);
  if (issue.message && !GENERIC_MESSAGE.test(issue.message))
    throw new InvalidParameter({ text: issue.message, fields });
  throw new InvalidParameter(name, value, fields);
}
