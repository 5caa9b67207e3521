import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import commonPasswordList from '../../data/common-passwords.json' with { type: 'json' };
import { CLOUD_PASSWORD_MESSAGES, cloudPasswordProblem, cloudPasswordSchema } from '../../src/cloud/index.ts';
import { commonPasswordSet } from '../../src/rules/validation/password.ts';

const common = commonPasswordSet(commonPasswordList);

describe('cloudPasswordProblem', () => {
  it("speaks the portal's four messages (cloud-api §2.4)", () => {
    expect(CLOUD_PASSWORD_MESSAGES).toEqual({
      tooShort: 'Too short password',
      tooLong: 'Too long password',
      incorrect: 'Incorrect password',
      tooCommon: 'Too common password',
    });
  });

  it('accepts 8 to 255 printable characters of two classes', () => {
    expect(cloudPasswordProblem('Tr1cky-Horse', common)).toBeNull();
    expect(cloudPasswordProblem(`${'a'.repeat(254)}1`, common)).toBeNull();
    expect(cloudPasswordProblem('inner space 1', common)).toBeNull();
  });

  it('reports length first', () => {
    expect(cloudPasswordProblem('')).toBe('Too short password');
    expect(cloudPasswordProblem('abc123')).toBe('Too short password');
    expect(cloudPasswordProblem(`${'a'.repeat(255)}1`)).toBe('Too long password');
  });

  it('reads "Incorrect password" for characters, outer spaces and a single class', () => {
    expect(cloudPasswordProblem('pässword12')).toBe('Incorrect password');
    expect(cloudPasswordProblem(' abcd1234')).toBe('Incorrect password');
    expect(cloudPasswordProblem('abcd1234 ')).toBe('Incorrect password');
    expect(cloudPasswordProblem('abcdefgh')).toBe('Incorrect password');
  });

  it('rejects common passwords, upper-cased ones too, only when given the list', () => {
    expect(cloudPasswordProblem('Password1', common)).toBe('Too common password');
    expect(cloudPasswordProblem('TRUSTNO1', common)).toBe('Too common password');
    expect(cloudPasswordProblem('Password1')).toBeNull();
  });
});

describe('cloudPasswordSchema', () => {
  const messages = (value: unknown) =>
    z.safeParse(cloudPasswordSchema, value).error?.issues.map((i) => i.message);

  it('gives one issue, in the portal words, for a broken rule', () => {
    expect(messages('short1')).toEqual(['Too short password']);
    expect(messages('x'.repeat(5000))).toEqual(['Too long password']);
    expect(messages('abcdefgh')).toEqual(['Incorrect password']);
    expect(messages('Tr1cky-Horse')).toBeUndefined();
  });

  it('leaves the common-password list to the service', () => {
    expect(messages('Password1')).toBeUndefined();
  });
});
