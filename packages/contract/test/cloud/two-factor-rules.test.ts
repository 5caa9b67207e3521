import { describe, expect, it } from 'vitest';
import { looksLikeBackupCode } from '../../src/cloud/index.ts';

describe('which check a second-factor code is for (cloud-api §3.1, §3.2)', () => {
  it('takes six digits for a TOTP code and anything else for a backup code', () => {
    expect(looksLikeBackupCode('123456')).toBe(false);
    expect(looksLikeBackupCode(' 123456 ')).toBe(false);
    expect(looksLikeBackupCode('12345')).toBe(true);
    expect(looksLikeBackupCode('abcd-efgh-ijkl')).toBe(true);
    expect(looksLikeBackupCode('1234567890ab')).toBe(true);
  });
});
