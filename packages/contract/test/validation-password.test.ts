import { describe, expect, it } from 'vitest';
import commonPasswordList from '../data/common-passwords.json' with { type: 'json' };
import {
  COMMON_PASSWORDS_PATH,
  commonPasswordSet,
  PASSWORD_ERROR_MESSAGES,
  passwordClasses,
  passwordSchema,
  validatePassword,
} from '../src/rules/validation/password.ts';

const common = commonPasswordSet(commonPasswordList);

describe('validatePassword', () => {
  it('requires a password', () => {
    expect(validatePassword('')).toEqual({ ok: false, errors: ['required'], strength: 'weak', classes: [] });
    expect(PASSWORD_ERROR_MESSAGES.required).toBe('Password is required');
  });

  it('accepts 8 characters and rejects 7', () => {
    expect(validatePassword('abcd123').errors).toEqual(['tooShort']);
    expect(validatePassword('abcd1234').ok).toBe(true);
  });

  it('accepts 255 characters and rejects 256', () => {
    const at255 = `${'a'.repeat(254)}1`;
    expect(at255).toHaveLength(255);
    expect(validatePassword(at255).ok).toBe(true);
    expect(validatePassword(`a${at255}`).errors).toEqual(['tooLong']);
  });

  it('needs at least two character classes', () => {
    expect(validatePassword('abcdefgh').errors).toEqual(['notEnoughClasses']);
    expect(validatePassword('ABCDEFGH').errors).toEqual(['notEnoughClasses']);
    expect(validatePassword('12345678').errors).toEqual(['notEnoughClasses']);
    expect(validatePassword('!@#$%^&*').errors).toEqual(['notEnoughClasses']);
    expect(validatePassword('abcdEFGH').ok).toBe(true);
    expect(validatePassword('abcd!@#$').ok).toBe(true);
  });

  it('counts lower, upper, digit and symbol classes (space is a symbol)', () => {
    expect(passwordClasses('aB3~')).toEqual(['lower', 'upper', 'digit', 'symbol']);
    expect(passwordClasses('a b')).toEqual(['lower', 'symbol']);
    expect(passwordClasses('[\\]^_`{|}')).toEqual(['symbol']);
  });

  it('allows printable ASCII only', () => {
    expect(validatePassword('pässword12').errors).toEqual(['invalidCharacters']);
    expect(validatePassword('tab\tchar12').errors).toEqual(['invalidCharacters']);
    expect(validatePassword('emoji😀pass1').errors).toEqual(['invalidCharacters']);
    expect(validatePassword(' !"#$%&\'()*+,-./09:;<=>?@AZ[\\]^_`az{|}~'.trim()).ok).toBe(true);
  });

  it('counts a non-ASCII character once for length', () => {
    const sevenCodePoints = '😀a12345'; // 8 UTF-16 code units
    expect(validatePassword(sevenCodePoints).errors).toEqual(['tooShort', 'invalidCharacters']);
  });

  it('rejects leading and trailing spaces but allows inner spaces', () => {
    expect(validatePassword(' abcd1234').errors).toEqual(['leadingOrTrailingSpace']);
    expect(validatePassword('abcd1234 ').errors).toEqual(['leadingOrTrailingSpace']);
    expect(validatePassword('abcd 1234').ok).toBe(true);
  });

  it('reports every broken rule in a stable order', () => {
    expect(validatePassword(' é ').errors).toEqual([
      'tooShort',
      'invalidCharacters',
      'leadingOrTrailingSpace',
      'notEnoughClasses',
    ]);
  });

  it('rejects common passwords from the shipped list, ignoring case', () => {
    expect(validatePassword('Password1', { commonPasswords: common }).errors).toEqual(['tooCommon']);
    expect(validatePassword('qwerty123', { commonPasswords: common }).errors).toEqual(['tooCommon']);
    expect(validatePassword('P@ssw0rd', { commonPasswords: common }).errors).toEqual(['tooCommon']);
    expect(validatePassword('Correct horse 7', { commonPasswords: common }).ok).toBe(true);
  });

  it('skips the common check without a list and accepts a predicate', () => {
    expect(validatePassword('Password1').ok).toBe(true);
    const seen: string[] = [];
    const predicate = (lower: string) => {
      seen.push(lower);
      return lower === 'letmein99';
    };
    expect(validatePassword('LetMeIn99', { commonPasswords: predicate }).errors).toEqual(['tooCommon']);
    expect(seen).toEqual(['letmein99']);
  });

  it('rates strength: weak when invalid, fair/good by length with 2 classes, strong with 3+', () => {
    expect(validatePassword('abc').strength).toBe('weak');
    expect(validatePassword('Password1', { commonPasswords: common }).strength).toBe('weak');
    expect(validatePassword('abcdefg1').strength).toBe('fair');
    expect(validatePassword('abcdefghij1').strength).toBe('fair');
    expect(validatePassword('abcdefghijk1').strength).toBe('good');
    expect(validatePassword('abcdefG1').strength).toBe('strong');
    expect(validatePassword('abcd-fG1').strength).toBe('strong');
  });
});

describe('common password list', () => {
  it('is 10,000 distinct lower-case strings that could otherwise pass the length rules', () => {
    expect(commonPasswordList).toHaveLength(10_000);
    expect(new Set(commonPasswordList).size).toBe(10_000);
    for (const pw of commonPasswordList) {
      expect(pw).toBe(pw.toLowerCase());
      expect(pw.length).toBeGreaterThanOrEqual(8);
    }
    expect(commonPasswordList.slice(0, 3)).toEqual(['password', '12345678', '123456789']);
  });

  it('is served at the documented static path', () => {
    expect(COMMON_PASSWORDS_PATH).toBe('/static/scripts/commonPasswordsList.json');
  });
});

describe('passwordSchema', () => {
  const schema = passwordSchema({ commonPasswords: common });

  it('accepts a valid password', () => {
    expect(schema['~standard'].validate('Tr1cky-Horse')).toEqual({ value: 'Tr1cky-Horse' });
  });

  it('reports the first broken rule with its message and code', () => {
    const result = schema['~standard'].validate('password1');
    if (result instanceof Promise || !result.issues) throw new Error('expected issues');
    expect(result.issues[0]?.message).toBe(PASSWORD_ERROR_MESSAGES.tooCommon);
    const short = schema['~standard'].validate('a1');
    if (short instanceof Promise || !short.issues) throw new Error('expected issues');
    expect(short.issues).toHaveLength(1);
    expect(short.issues[0]?.message).toBe(PASSWORD_ERROR_MESSAGES.tooShort);
  });

  it('rejects a non-string', () => {
    const result = schema['~standard'].validate(12345678);
    expect(result instanceof Promise ? undefined : result.issues?.length).toBe(1);
  });
});
