import { describe, expect, it } from 'vitest';
import { EMAIL_ERROR_MESSAGES, emailSchema, isEmail, validateEmail } from '../src/rules/validation/email.ts';

describe('validateEmail', () => {
  it('requires a value', () => {
    expect(validateEmail('')).toEqual({ ok: false, error: 'required' });
  });

  it('accepts ordinary addresses', () => {
    for (const e of [
      'user@example.com',
      'first.last+tag@sub.example.co.uk',
      "o'brien@x-y.io",
      'A_B@EXAMPLE.ORG',
    ]) {
      expect(validateEmail(e), e).toEqual({ ok: true });
    }
  });

  it('needs a TLD of 2 to 63 letters', () => {
    expect(validateEmail('user@example.c')).toEqual({ ok: false, error: 'invalidFormat' });
    expect(validateEmail('user@example.co').ok).toBe(true);
    expect(validateEmail(`user@example.${'a'.repeat(63)}`).ok).toBe(true);
    expect(validateEmail(`user@example.${'a'.repeat(64)}`)).toEqual({ ok: false, error: 'invalidFormat' });
    expect(validateEmail('user@example.c0m').ok).toBe(false);
    expect(validateEmail('user@localhost').ok).toBe(false);
  });

  it('rejects malformed addresses', () => {
    for (const e of [
      'plain',
      '@example.com',
      'user@',
      'user@@example.com',
      'us er@example.com',
      '.user@example.com',
      'user.@example.com',
      'us..er@example.com',
      'user@-example.com',
      'user@example-.com',
      'user@.example.com',
      ' user@example.com',
      'user@example.com ',
      'üser@example.com',
    ]) {
      expect(isEmail(e), e).toBe(false);
    }
  });

  it('limits the length to 255 and the local part to 64', () => {
    const domain = `${'d'.repeat(60)}.${'e'.repeat(60)}.${'f'.repeat(60)}.com`;
    const at255 = `${'a'.repeat(255 - domain.length - 1)}@${domain}`;
    expect(at255).toHaveLength(255);
    expect(validateEmail(at255)).toEqual({ ok: false, error: 'invalidFormat' }); // local part > 64
    const ok = `${'a'.repeat(64)}@${'b'.repeat(60)}.com`;
    expect(validateEmail(ok).ok).toBe(true);
    expect(validateEmail(`a${ok}`)).toEqual({ ok: false, error: 'invalidFormat' });
    expect(validateEmail(`a${at255}`)).toEqual({ ok: false, error: 'tooLong' });
  });
});

describe('emailSchema', () => {
  it('accepts a valid address and rejects an invalid one with the message', () => {
    expect(emailSchema['~standard'].validate('user@example.com')).toEqual({ value: 'user@example.com' });
    const result = emailSchema['~standard'].validate('user@example');
    if (result instanceof Promise || !result.issues) throw new Error('expected issues');
    expect(result.issues[0]?.message).toBe(EMAIL_ERROR_MESSAGES.invalidFormat);
  });
});
