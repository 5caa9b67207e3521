import { describe, expect, it } from 'vitest';
import { LICENSE_CLASSES, normalizeLicenseKey } from '../src/index.ts';
import {
  assignLicenses,
  LICENSE_TIMEOUT_TEXT,
  LICENSE_TYPE_NAMES,
  licenseExpirationMs,
  licenseFailureKey,
  licenseStateOf,
  nextLicenseExpiryMs,
  parseLicenseBlock,
} from '../src/mediaserver/index.ts';

const HWID = '04ABCDEF';
const block = (fields: Record<string, string | number>) =>
  Object.entries(fields)
    .map(([k, v]) => `${k}=${v}`)
    .join('\n');
const license = (key: string, fields: Record<string, string | number>) => {
  const details = parseLicenseBlock({ key, licenseBlock: block({ SERIAL: key, HWID, ...fields }) });
  return { details, state: licenseStateOf(details, { hardwareIds: [HWID], nowMs: NOW }) };
};
const NOW = Date.UTC(2026, 0, 10);

describe('license keys', () => {
  it('are upper case, without hyphens or spaces, in blocks of 4', () => {
    expect(normalizeLicenseKey('abcd-efgh 1234-5678')).toBe('ABCD-EFGH-1234-5678');
    expect(normalizeLicenseKey('abcd1234efgh')).toBe('ABCD-1234-EFGH');
  });
});

describe('license blocks', () => {
  it('parse KEY=VALUE lines into the details', () => {
    const text = [
      'NAME=Argus Pro',
      'SERIAL=AAAA-BBBB-CCCC-DDDD',
      'HWID=04ABC',
      'COUNT=8',
      'CLASS=digital',
      'VERSION=5.1',
      'BRAND=argus',
      'SIGNATURE2=c2ln==',
      'COMPANY=Acme',
      'SUPPORT=support@example.com',
      'DEACTIVATIONS=2',
      'ORDERTYPE=regular',
      'garbage line',
    ].join('\r\n');
    expect(parseLicenseBlock({ key: 'AAAA-BBBB-CCCC-DDDD', licenseBlock: text })).toEqual({
      key: 'AAAA-BBBB-CCCC-DDDD',
      name: 'Argus Pro',
      cameraCount: 8,
      hardwareId: '04ABC',
      licenseType: 'digital',
      version: '5.1',
      brand: 'argus',
      expiration: '',
      signature: 'c2ln==',
      orderType: 'regular',
      company: 'Acme',
      support: 'support@example.com',
      deactivations: 2,
    });
  });

  it('count an expiring non-SaaS block as trial, an unknown class as invalid', () => {
    expect(
      license('K1', { CLASS: 'digital', COUNT: 4, EXPIRATION: '2026-02-01 00:00:00' }).details.licenseType,
    ).toBe('trial');
    expect(
      license('K2', { CLASS: 'digital', COUNT: 4, EXPIRATION: '2026-02-01 00:00:00', ORDERTYPE: 'saas' })
        .details.licenseType,
    ).toBe('digital');
    expect(license('K3', { CLASS: 'quantum', COUNT: 4 }).details.licenseType).toBe('invalid');
    expect(parseLicenseBlock({ key: 'K', licenseBlock: 'Test License' }).licenseType).toBe('invalid');
  });

  it('have a display name for every class', () => {
    for (const c of LICENSE_CLASSES) expect(LICENSE_TYPE_NAMES[c]).toBeTruthy();
    expect(LICENSE_TYPE_NAMES.trial).toBe('Time/Trial');
    expect(LICENSE_TYPE_NAMES.digital).toBe('Professional');
    expect(LICENSE_TYPE_NAMES.invalid).toBe('Invalid');
  });

  it('are OK, Expired, or Error with a reason', () => {
    expect(license('A', { CLASS: 'digital', COUNT: 1 }).state).toEqual({ status: 'OK' });
    expect(license('B', { CLASS: 'digital', COUNT: 1, EXPIRATION: '2026-01-01 00:00:00' }).state).toEqual({
      status: 'Expired',
    });
    expect(license('C', { CLASS: 'digital', COUNT: 1, HWID: '04OTHER' }).state).toEqual({
      status: 'Error',
      errorReason: 'wrongHardwareId',
    });
    expect(license('D', { CLASS: 'digital', COUNT: 1, EXPIRATION: 'soon' }).state.errorReason).toBe(
      'invalidBlock',
    );
    expect(license('E', { CLASS: 'nope', COUNT: 1 }).state.errorReason).toBe('invalidClass');
    expect(licenseExpirationMs('2026-01-02 03:04:05')).toBe(Date.UTC(2026, 0, 2, 3, 4, 5));
  });
});

describe('license summary and assignment', () => {
  const cam = (id: string, addedAtMs: number, analog = false) => ({ id, addedAtMs, analog });

  it('lists every class and counts total (with expired), available (valid) and in use', () => {
    const { summary } = assignLicenses(
      [
        license('A', { CLASS: 'digital', COUNT: 2 }),
        license('B', { CLASS: 'analog', COUNT: 1, EXPIRATION: '2025-01-01 00:00:00', ORDERTYPE: 'saas' }),
        license('C', { CLASS: 'digital', COUNT: 5, HWID: '04OTHER' }),
      ],
      [cam('c1', 1)],
    );
    expect(Object.keys(summary).sort()).toEqual([...LICENSE_CLASSES].sort());
    expect(summary.digital).toEqual({ total: 2, available: 2, inUse: 1 });
    expect(summary.analog).toEqual({ total: 1, available: 0, inUse: 0 });
    expect(summary.nvr).toEqual({ total: 0, available: 0, inUse: 0 });
  });

  it('serves the oldest cameras first; analog falls back to digital; trial last', () => {
    const result = assignLicenses(
      [
        license('A', { CLASS: 'digital', COUNT: 1 }),
        license('T', { CLASS: 'trial', COUNT: 1, EXPIRATION: '2026-02-01 00:00:00' }),
        license('N', { CLASS: 'analog', COUNT: 1 }),
      ],
      [cam('new', 30), cam('old', 10), cam('mid', 20), cam('an1', 5, true), cam('an2', 6, true)],
    );
    expect(Object.fromEntries(result.granted)).toEqual({ an1: 'analog', an2: 'digital', old: 'trial' });
    expect(result.refused).toEqual(['mid', 'new']);
  });

  it('knows when coverage changes next', () => {
    const ls = [
      license('A', { CLASS: 'trial', COUNT: 1, EXPIRATION: '2026-03-01 00:00:00' }),
      license('B', { CLASS: 'trial', COUNT: 1, EXPIRATION: '2026-02-01 00:00:00' }),
      license('C', { CLASS: 'trial', COUNT: 1, EXPIRATION: '2025-02-01 00:00:00' }),
    ];
    expect(nextLicenseExpiryMs(ls, NOW)).toBe(Date.UTC(2026, 1, 1));
  });

  it('maps failed replies to the spec error keys', () => {
    expect(licenseFailureKey({ status: 503, errorString: LICENSE_TIMEOUT_TEXT })).toBe('licenseTimeout');
    expect(licenseFailureKey({ status: 503, errorString: 'The license server is unreachable' })).toBe(
      'licenseServerError',
    );
    expect(licenseFailureKey({ status: 422, errorString: 'This license key is invalid.' })).toBe(
      'licenseFail',
    );
  });
});
