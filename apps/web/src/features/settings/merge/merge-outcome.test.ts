import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-error.ts';
import {
  isWrongOwnPassword,
  MAX_SERVERS,
  mergePlan,
  mergeProblem,
  remoteLoginProblem,
} from './merge-outcome.ts';

const error = (status: number, errorId: string, errorString: string, authResult: string | null = null) =>
  new ApiRequestError(status, errorId, errorString, { errorId, errorString }, authResult);

describe('remoteLoginProblem', () => {
  it("puts a wrong password under the password: 'Wrong password' (spec 000 §5)", () => {
    const wrong = error(422, 'invalidParameter', 'Wrong password.', 'Auth_WrongPassword');
    expect(remoteLoginProblem(wrong)).toEqual({
      field: 'password',
      key: 'errors.wrongPassword',
      text: 'Wrong password.',
    });
    // Without X-Auth-Result the login call's 422 is still its wrong password.
    expect(remoteLoginProblem(error(422, 'invalidParameter', 'Wrong password.')).field).toBe('password');
  });

  it('puts an unknown user under the login and an address that does not answer under the address', () => {
    expect(
      remoteLoginProblem(error(404, 'notFound', 'This user does not exist.', 'Auth_WrongLogin')),
    ).toMatchObject({
      field: 'login',
      key: 'errors.unknownLogin',
    });
    const away = error(503, 'serviceUnavailable', 'The server at 10.0.0.9:7001 does not answer.');
    expect(remoteLoginProblem(away)).toMatchObject({ field: 'address', key: 'errors.unreachable' });
  });

  it("shows a lockout and anything else in the server's words", () => {
    const locked = error(503, 'serviceUnavailable', 'The user is locked out.', 'Auth_LockedOut');
    expect(remoteLoginProblem(locked)).toEqual({ field: null, key: null, text: 'The user is locked out.' });
    expect(remoteLoginProblem(error(403, 'forbidden', 'Forbidden.'))).toEqual({
      field: null,
      key: null,
      text: 'Forbidden.',
    });
    expect(remoteLoginProblem(new Error('boom'))).toEqual({
      field: null,
      key: 'errors.unknown',
      text: 'boom',
    });
  });
});

describe('mergeProblem', () => {
  it('answers 501 with its own message: the server cannot carry a merge out yet', () => {
    const notYet = error(
      501,
      'notImplemented',
      'This server can check a merge (dryRun) but cannot carry it out yet.',
    );
    expect(mergeProblem(notYet)).toMatchObject({ field: null, key: 'errors.notImplemented' });
  });

  it("shows the checks' refusals in the server's words (media-server-api §4.2.6)", () => {
    for (const text of [
      'Incompatible version',
      'Both systems are bound to the Cloud',
      'The other system is not set up yet.',
    ])
      expect(mergeProblem(error(422, 'cantProcessRequest', text))).toEqual({ field: null, key: null, text });
  });

  it('puts credentials that are not the owner under the login, a bad or silent address under the address', () => {
    const notOwner = error(
      422,
      'invalidParameter',
      "Invalid parameter `remoteSessionToken`: the credentials are not those of the other system's owner.",
    );
    expect(mergeProblem(notOwner)).toMatchObject({ field: 'login', key: 'errors.notOwner' });
    const bad = error(422, 'invalidParameter', 'Invalid parameter `remoteEndpoint`: http://.');
    expect(mergeProblem(bad)).toMatchObject({ field: 'address', key: 'errors.invalidAddress' });
    const away = error(503, 'serviceUnavailable', 'The server at 10.0.0.9:7001 does not answer: timeout');
    expect(mergeProblem(away)).toMatchObject({ field: 'address', key: 'errors.unreachable' });
  });
});

describe('isWrongOwnPassword', () => {
  it("is the login call's wrong password, not a server that is away", () => {
    expect(isWrongOwnPassword(error(422, 'invalidParameter', 'Wrong password.', 'Auth_WrongPassword'))).toBe(
      true,
    );
    expect(isWrongOwnPassword(error(503, 'serviceUnavailable', 'Down'))).toBe(false);
  });
});

describe('mergePlan', () => {
  const here = { name: 'Shop A', servers: ['{AAAAAAAA-0000-0000-0000-000000000001}'] };
  const there = {
    name: 'Shop B',
    servers: ['bbbbbbbb-0000-0000-0000-000000000002', 'bbbbbbbb-0000-0000-0000-000000000003'],
  };

  it('keeps the name of the side that keeps its settings and counts both sides’ servers', () => {
    expect(mergePlan(here, there, false)).toEqual({
      keeps: 'this',
      name: 'Shop A',
      absorbedName: 'Shop B',
      serverCount: 3,
      tooManyServers: false,
    });
    expect(mergePlan(here, there, true)).toMatchObject({
      keeps: 'other',
      name: 'Shop B',
      absorbedName: 'Shop A',
    });
  });

  it('counts a server both sides list once, whatever the braces and case', () => {
    const shared = { name: 'Shop C', servers: ['aaaaaaaa-0000-0000-0000-000000000001'] };
    expect(mergePlan(here, shared, false).serverCount).toBe(1);
  });

  it(`warns beyond ${MAX_SERVERS} servers (spec 000 §5)`, () => {
    const many = (prefix: string, n: number) =>
      Array.from({ length: n }, (_, i) => `${prefix}-0000-0000-0000-${String(i).padStart(12, '0')}`);
    const big = { name: 'Big', servers: many('cccccccc', 60) };
    const other = { name: 'Other', servers: many('dddddddd', 41) };
    expect(mergePlan(big, other, false)).toMatchObject({ serverCount: 101, tooManyServers: true });
  });
});
