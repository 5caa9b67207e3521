/**
 * The license server's refusals (cloud-api §7.3, spec 001 §7.8): a code and the reference's server message,
 * with an HTTP status of its own. They are cloud errors, so the body keeps the cloud's keys and adds the
 * license server's `{error, message}` (docs/api-decisions.md, "License server").
 */
import { CloudError, type CloudResultCode } from './errors.ts';
import { MAX_LICENSE_LIST_ITEMS } from './schemas/license-server.ts';

export const LICENSE_ERRORS = {
  /** A key that is malformed (400) or that the server never issued (404). */
  invalidKey: { status: 404, resultCode: 'notFound', message: 'invalid key' },
  alreadyActivated: { status: 409, resultCode: 'badRequest', message: 'already activated' },
  notActivated: { status: 409, resultCode: 'badRequest', message: 'not activated' },
  expired: { status: 409, resultCode: 'badRequest', message: 'expired' },
  noDeactivationsRemaining: { status: 409, resultCode: 'badRequest', message: 'no deactivations remaining' },
  incompatibleType: { status: 409, resultCode: 'badRequest', message: 'incompatible type' },
  oneStarterPerSystem: {
    status: 409,
    resultCode: 'badRequest',
    message: 'only one Starter license per system',
  },
} as const satisfies Record<string, { status: number; resultCode: CloudResultCode; message: string }>;

export type LicenseErrorCode = keyof typeof LICENSE_ERRORS;

/** The list limit's refusal (400 `wrongParameters`). */
export const LICENSE_LIST_LIMIT_TEXT = `a maximum of ${MAX_LICENSE_LIST_ITEMS} items`;

export class LicenseServerError extends CloudError {
  readonly status: number;

  constructor(
    readonly code: LicenseErrorCode,
    options: { status?: number } = {},
  ) {
    const known = LICENSE_ERRORS[code];
    super(known.resultCode, known.message);
    this.status = options.status ?? known.status;
  }
}
