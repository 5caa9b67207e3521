import type { $ZodType, output } from 'zod/v4/core';
import { ApiError, apiErrors } from './api-error.ts';

function valueAt(input: unknown, path: PropertyKey[]): unknown {
  let v: unknown = input;
  for (const key of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<PropertyKey, unknown>)[key];
  }
  return v;
}

/**
 * Parses input with a contract schema and turns the first problem into the media server's error texts:
 * an absent field is `missingParameter`, anything else `invalidParameter` with the offending value.
 */
export function parseInput<S extends $ZodType>(schema: S, input: unknown, what = 'body'): output<S> {
  const result = schema['~standard'].validate(input);
  if (result instanceof Promise) throw new Error('Async schemas are not supported');
  if (!result.issues) return (result as { value: output<S> }).value;
  const issue = result.issues[0]!;
  const path = (issue.path ?? []).map((p) => (typeof p === 'object' ? p.key : p));
  const name = path.length ? path.join('.') : what;
  const value = path.length ? valueAt(input, path) : input;
  if (value === undefined && path.length) throw apiErrors.missingParameter(name);
  if (value === undefined) throw new ApiError('badRequest', `Missing ${what}.`);
  // A custom check message (from the contract) is the clearest text; zod's generic ones are not.
  const custom = issue.message && !/^Invalid|^Too (big|small)|^Expected/.test(issue.message);
  throw custom ? new ApiError('invalidParameter', issue.message) : apiErrors.invalidParameter(name, value);
}
