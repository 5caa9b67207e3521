import { describe, expect, it } from 'vitest';
import { PORT_ERROR_MESSAGES, portSchema, validatePort } from '../src/rules/validation/port.ts';

describe('validatePort', () => {
  it('accepts 1–65535 and warns below 1024', () => {
    expect(validatePort(0)).toEqual({ ok: false, error: 'outOfRange' });
    expect(validatePort(1)).toEqual({ ok: true, port: 1, warning: 'restricted' });
    expect(validatePort(1023)).toEqual({ ok: true, port: 1023, warning: 'restricted' });
    expect(validatePort(1024)).toEqual({ ok: true, port: 1024, warning: null });
    expect(validatePort(65535)).toEqual({ ok: true, port: 65535, warning: null });
    expect(validatePort(65536)).toEqual({ ok: false, error: 'outOfRange' });
    expect(validatePort(-1)).toEqual({ ok: false, error: 'outOfRange' });
  });

  it('rejects missing and non-integer values', () => {
    expect(validatePort(null)).toEqual({ ok: false, error: 'required' });
    expect(validatePort(undefined)).toEqual({ ok: false, error: 'required' });
    expect(validatePort('')).toEqual({ ok: false, error: 'required' });
    expect(validatePort(7001.5)).toEqual({ ok: false, error: 'notInteger' });
    expect(validatePort(Number.NaN)).toEqual({ ok: false, error: 'notInteger' });
    expect(validatePort('70a1')).toEqual({ ok: false, error: 'notInteger' });
    expect(validatePort('-5')).toEqual({ ok: false, error: 'notInteger' });
  });

  it('reads form text', () => {
    expect(validatePort(' 7001 ')).toEqual({ ok: true, port: 7001, warning: null });
    expect(validatePort('80')).toEqual({ ok: true, port: 80, warning: 'restricted' });
    expect(validatePort('65536')).toEqual({ ok: false, error: 'outOfRange' });
  });
});

describe('portSchema', () => {
  const check = (v: unknown) => {
    const r = portSchema['~standard'].validate(v);
    if (r instanceof Promise) throw new Error('sync expected');
    return r.issues ? r.issues[0]?.message : 'ok';
  };
  it('accepts the range and names the problem otherwise', () => {
    expect(check(1)).toBe('ok');
    expect(check(65535)).toBe('ok');
    expect(check(0)).toBe(PORT_ERROR_MESSAGES.outOfRange);
    expect(check(65536)).toBe(PORT_ERROR_MESSAGES.outOfRange);
    expect(check(80.5)).toBe(PORT_ERROR_MESSAGES.notInteger);
  });
});
