import { describe, expect, it } from 'vitest';
import { fieldWarning, GENERAL_SECTIONS, type GeneralField, validateGeneral } from './general-fields.ts';

const smtpPort = GENERAL_SECTIONS.flatMap((s) => s.fields).find((f) => f.name === 'smtpPort')!;

describe('the restricted-port warning', () => {
  it('never warns about the SMTP port, which the server connects to', () => {
    for (const port of [25, 465, 587, 2525, 0, '']) expect(fieldWarning(smtpPort, port)).toBeNull();
  });

  it('warns below 1024 only on a field that is a port the server listens on', () => {
    const ownPort: GeneralField = { name: 'smtpPort', kind: 'port', warnRestrictedPort: true };
    expect(fieldWarning(ownPort, 80)).toBe('warnings.port.restricted');
    expect(fieldWarning(ownPort, 7001)).toBeNull();
    expect(fieldWarning(ownPort, 0)).toBeNull();
  });

  it('no General field asks for it', () => {
    expect(GENERAL_SECTIONS.flatMap((s) => s.fields).filter((f) => f.warnRestrictedPort)).toEqual([]);
  });
});

describe('the session lifetime', () => {
  it('is a whole number of minutes from 0 (no limit) to 365 days', () => {
    expect(validateGeneral({ sessionLimitMinutes: 0 })).toEqual({});
    expect(validateGeneral({ sessionLimitMinutes: 525_600 })).toEqual({});
    expect(validateGeneral({ sessionLimitMinutes: 525_601 })).toEqual({
      sessionLimitMinutes: 'errors.sessionLimitMax',
    });
    expect(validateGeneral({ sessionLimitMinutes: -1 })).toEqual({
      sessionLimitMinutes: 'errors.wholeNumber',
    });
  });
});
