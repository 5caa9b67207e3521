/**
 * The client of the license server that the `licenseServer` setting names (`/nxlicensed/api/v2`, cloud-api
 * §7.3): online activation and deactivation. Its failures become domain errors the console tells apart
 * (spec 001 §7.8, `licenseFailureKey` in the contract): no answer in time → 503 with the timeout text
 * (`licenseTimeout`); unreachable, 5xx or an unreadable answer → 503 (`licenseServerError`); a refusal (4xx)
 * → 422 with the license server's message (`licenseFail`).
 */
import { Unavailable, Unprocessable } from '@argus/contract';
import {
  LICENSE_SERVER_ERROR_CODES,
  LICENSE_SERVER_ERROR_TEXT,
  LICENSE_SERVER_ERROR_TEXTS,
  LICENSE_SERVER_TIMEOUT_MS,
  LICENSE_TIMEOUT_TEXT,
  type LicenseActivateRequest,
  type LicenseData,
  type LicenseDeactivateReply,
  type LicenseServerDeactivateRequest,
  type LicenseServerErrorCode,
  licenseDataSchema,
  licenseDeactivateReplySchema,
  licenseServerErrorSchema,
} from '@argus/contract/mediaserver';
import type * as z from 'zod/mini';

const API = '/nxlicensed/api/v2/license/cloud';

export interface LicenseServerClientOptions {
  /** The base URL (the `licenseServer` setting), read per call. */
  baseUrl: () => string;
  /** How long an answer may take (default 15 s, spec 000 §9). */
  timeoutMs?: number;
}

function isKnownCode(code: string): code is LicenseServerErrorCode {
  return (LICENSE_SERVER_ERROR_CODES as readonly string[]).includes(code);
}

/** The license server's refusal as the console shows it: its message, or ours for a known code. */
function refusalText(body: unknown): string {
  const parsed = licenseServerErrorSchema.safeParse(body);
  if (!parsed.success) return 'The license server refused the request.';
  const { error, message } = parsed.data;
  if (message) return message;
  return isKnownCode(error) ? LICENSE_SERVER_ERROR_TEXTS[error] : `The license server refused: ${error}.`;
}

export class LicenseServerClient {
  constructor(private readonly options: LicenseServerClientOptions) {}

  activate(request: LicenseActivateRequest): Promise<LicenseData> {
    return this.post('activate', request, licenseDataSchema);
  }

  deactivate(request: LicenseServerDeactivateRequest): Promise<LicenseDeactivateReply> {
    return this.post('deactivate', request, licenseDeactivateReplySchema);
  }

  private async post<T>(call: string, body: unknown, reply: z.ZodMiniType<T>): Promise<T> {
    const base = this.options.baseUrl().replace(/\/+$/, '');
    let response: Response;
    try {
      response = await fetch(`${base}${API}/${call}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? LICENSE_SERVER_TIMEOUT_MS),
      });
    } catch (error) {
      throw this.unreachable(error, base);
    }
    let json: unknown;
    try {
      json = await response.json();
    } catch (error) {
      if (error instanceof DOMException && error.name === 'TimeoutError')
        throw new Unavailable(LICENSE_TIMEOUT_TEXT);
      json = undefined;
    }
    if (response.status >= 500)
      throw new Unavailable(`${LICENSE_SERVER_ERROR_TEXT}: it answered ${response.status}.`);
    if (response.status >= 400) throw new Unprocessable(refusalText(json));
    const parsed = reply.safeParse(json);
    if (!response.ok || !parsed.success)
      throw new Unavailable(`${LICENSE_SERVER_ERROR_TEXT}: its answer could not be read.`);
    return parsed.data;
  }

  private unreachable(error: unknown, base: string): Error {
    if (error instanceof DOMException && error.name === 'TimeoutError')
      return new Unavailable(LICENSE_TIMEOUT_TEXT);
    return new Unavailable(`${LICENSE_SERVER_ERROR_TEXT}: ${base} could not be reached.`);
  }
}
