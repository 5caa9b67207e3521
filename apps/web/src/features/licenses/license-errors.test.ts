import { LICENSE_TIMEOUT_TEXT } from '@argus/contract/mediaserver';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api-error.ts';
import { licenseFailureOf, licenseServerCodeOf } from './license-errors.ts';

const apiError = (status: number, errorString: string, body: unknown = {}) =>
  new ApiRequestError(status, 'x', errorString, body, null);

describe('license error texts', () => {
  it("maps the license server's failures to the spec's keys (001 §7.8)", () => {
    expect(licenseFailureOf(apiError(503, `${LICENSE_TIMEOUT_TEXT} Try again.`))).toEqual({
      kind: 'failure',
      key: 'licenseTimeout',
      reason: null,
    });
    expect(
      licenseFailureOf(apiError(503, 'The license server is unreachable or failed: ECONNREFUSED')),
    ).toEqual({ kind: 'failure', key: 'licenseServerError', reason: null });
    expect(licenseFailureOf(apiError(422, 'This license key is already activated.'))).toEqual({
      kind: 'failure',
      key: 'licenseFail',
      reason: { code: 'alreadyActivated' },
    });
  });

  it("recognises the spec's server messages in other words, and keeps unknown ones as they are", () => {
    expect(licenseServerCodeOf('Key ABCD is not activated')).toBe('notActivated');
    expect(licenseServerCodeOf('License has NO DEACTIVATIONS REMAINING')).toBe('noDeactivationsRemaining');
    expect(licenseServerCodeOf('The license expired on 2026-01-01')).toBe('expired');
    expect(licenseServerCodeOf('invalid key')).toBe('invalidKey');
    expect(licenseServerCodeOf('Only one Starter or NVR license is allowed per system.')).toBe(
      'oneStarterPerSystem',
    );
    expect(licenseServerCodeOf('Something else')).toBeNull();
    expect(
      licenseFailureOf(apiError(409, 'The trial license of this system has already been used.')),
    ).toEqual({
      kind: 'failure',
      key: 'licenseFail',
      reason: { text: 'The trial license of this system has already been used.' },
    });
  });

  it("takes a wrong password on deactivation for the password field's 'Invalid Password'", () => {
    expect(licenseFailureOf(apiError(400, 'Invalid Password'))).toEqual({ kind: 'password' });
    expect(
      licenseFailureOf(apiError(400, 'Invalid parameter', { fields: { password: ['Invalid Password'] } })),
    ).toEqual({ kind: 'password' });
  });
});
