import { isApiError } from '../../lib/api-error.ts';

/**
 * What a failed portal call says to a form: its result code (`wrongParameters`, `alreadyExists`, ...), and the
 * cloud's message for each field (`errorData`, cloud-api §1.4: `{"email": ["This field is required."]}`).
 */
export interface CloudFailure {
  code: string;
  /** The cloud's first message per field. */
  fields: Record<string, string>;
  /** No answer at all, or the cloud's own services failed: try later. */
  unavailable: boolean;
}

function fieldMessages(body: unknown): Record<string, string> {
  if (typeof body !== 'object' || body === null) return {};
  const data = (body as { errorData?: unknown }).errorData;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return {};
  const fields: Record<string, string> = {};
  for (const [field, messages] of Object.entries(data)) {
    const first = Array.isArray(messages) ? messages.find((m) => typeof m === 'string') : messages;
    if (typeof first === 'string' && first) fields[field] = first;
  }
  return fields;
}

export function cloudFailureOf(error: unknown): CloudFailure {
  if (!isApiError(error)) return { code: 'unknownError', fields: {}, unavailable: false };
  return {
    code: error.errorId,
    fields: fieldMessages(error.body),
    unavailable:
      error.isUnavailable ||
      ['cloudInvalidResponse', 'serviceUnavailable', 'networkError'].includes(error.errorId),
  };
}
