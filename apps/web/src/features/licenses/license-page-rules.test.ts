import { describe, expect, it } from 'vitest';
import { licenseFromBlock } from './license-block-file.ts';
import { licenseDisplayStatus } from './license-status.ts';
import { shownLicenseClasses } from './license-summary.ts';
import { isTrialUsed } from './license-trial.ts';

const usage = (total: number, inUse: number, available = total) => ({ total, inUse, available });

describe('licenses page rules', () => {
  it('shows the classes with channels or cameras that use them, in the contract order', () => {
    expect(
      shownLicenseClasses({
        trial: usage(4, 1),
        digital: usage(0, 0),
        analog: usage(0, 2, 0),
        nvr: usage(8, 0),
      }),
    ).toEqual([
      { licenseClass: 'trial', total: 4, inUse: 1, available: 4 },
      { licenseClass: 'analog', total: 0, inUse: 2, available: 0 },
      { licenseClass: 'nvr', total: 8, inUse: 0, available: 8 },
    ]);
  });

  it("names the states as the spec does (000 §4) from the server's status and the bound server", () => {
    const ok = { status: 'OK', licenseType: 'digital' } as const;
    expect(licenseDisplayStatus(ok, { status: 'Online' })).toBe('online');
    expect(licenseDisplayStatus(ok, { status: 'Offline' })).toBe('ok');
    expect(licenseDisplayStatus(ok, undefined)).toBe('ok');
    expect(licenseDisplayStatus({ ...ok, status: 'Expired' }, undefined)).toBe('expired');
    const error = { status: 'Error', licenseType: 'digital' } as const;
    expect(licenseDisplayStatus({ ...error, errorReason: 'wrongHardwareId' }, undefined)).toBe(
      'serverNotFound',
    );
    expect(
      licenseDisplayStatus({ ...error, licenseType: 'nvr', errorReason: 'invalidBlock' }, undefined),
    ).toBe('nvrError');
    expect(licenseDisplayStatus({ ...error, errorReason: 'invalidClass' }, undefined)).toBe('error');
  });

  it("takes a block file's key from its SERIAL, normalised", () => {
    expect(licenseFromBlock('NAME=x\nSERIAL=abcd-efgh1234 5678\nCOUNT=4\n')).toEqual({
      ok: true,
      key: 'ABCD-EFGH-1234-5678',
      licenseBlock: 'NAME=x\nSERIAL=abcd-efgh1234 5678\nCOUNT=4',
    });
    expect(licenseFromBlock('Test License')).toEqual({ ok: false, reason: 'noSerial' });
  });

  it('knows the trial is used from a trial block or a refusal', () => {
    expect(isTrialUsed([{ orderType: '' }], false)).toBe(false);
    expect(isTrialUsed([{ orderType: 'trial' }], false)).toBe(true);
    expect(isTrialUsed([], true)).toBe(true);
  });
});
