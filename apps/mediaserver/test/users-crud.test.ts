import { describe, expect, it } from 'vitest';
import { bearer } from './support/test-app.ts';
import {
  ADMIN_ID,
  createUser,
  expectError,
  expectNoSecrets,
  PREDEFINED,
  setup,
} from './support/users-fixtures.ts';

describe('users REST: read', () => {
  it('GET /users/admin answers the fixed owner id with isOwner true, in v1 and v2', async () => {
    const { t, token } = await setup();
    for (const v of ['v1', 'v2']) {
      const res = await t.request({ method: 'GET', url: `/rest/${v}/users/admin`, headers: bearer(token) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json');
      expect(res.json()).toMatchObject({ id: ADMIN_ID, name: 'admin', isOwner: true });
      expectNoSecrets(res.body);
    }
  });

  it('finds users by id with or without braces, upper case, and by name case-insensitively', async () => {
    const { t, token } = await setup();
    for (const key of [ADMIN_ID, `{${ADMIN_ID}}`, ADMIN_ID.toUpperCase(), 'ADMIN', 'Admin']) {
      const res = await t.request({
        method: 'GET',
        url: `/rest/v1/users/${encodeURIComponent(key)}`,
        headers: bearer(token),
      });
      expect(res.statusCode, key).toBe(200);
      expect(res.json().id).toBe(ADMIN_ID);
    }
  });

  it('omits defaults unless _keepDefault=true, and filters with ?name=', async () => {
    const { t, token } = await setup();
    await createUser(t, 'viewer1', { userRoleId: PREDEFINED.viewer }, token);
    const full = await t.request({
      method: 'GET',
      url: '/rest/v1/users?_keepDefault=true',
      headers: bearer(token),
    });
    expect(full.json()).toHaveLength(2);
    expect(full.json()[1]).toEqual({
      id: expect.any(String),
      name: 'viewer1',
      type: 'local',
      fullName: '',
      email: '',
      isOwner: false,
      permissions: expect.stringContaining('GlobalViewArchivePermission'),
      accessibleResources: [],
      isEnabled: true,
      isHttpDigestEnabled: false,
      userRoleId: PREDEFINED.viewer,
    });
    expectNoSecrets(full.body);
    const short = await t.request({
      method: 'GET',
      url: '/rest/v1/users?name=viewer1',
      headers: bearer(token),
    });
    expect(short.json()).toHaveLength(1);
    expect(short.json()[0]).not.toHaveProperty('isHttpDigestEnabled');
    expect(short.json()[0]).not.toHaveProperty('type');
    expect(short.json()[0]).toMatchObject({ name: 'viewer1', userRoleId: PREDEFINED.viewer });
  });

  it('answers unknown ids and names with 404 Resource ... is not found', async () => {
    const { t, token } = await setup();
    const id = '5a1e0000-0000-4000-8000-00000000dead';
    for (const [method, key] of [
      ['GET', id],
      ['PATCH', id],
      ['DELETE', id],
      ['GET', 'nobody'],
      ['PUT', 'nobody'],
    ] as const) {
      const res = await t.request({
        method,
        url: `/rest/v1/users/${key}`,
        headers: bearer(token),
        payload: method === 'PATCH' || method === 'PUT' ? { fullName: 'x' } : undefined,
      });
      expectError(res, 404, 'notFound', `Resource '${key}' is not found`);
    }
  });

  it('requires authentication', async () => {
    const { t } = await setup();
    const res = await t.request({ method: 'GET', url: '/rest/v1/users' });
    expect(res.statusCode).toBe(401);
  });
});

describe('users REST: create validation (§4.6.1)', () => {
  it('creates a local user and replies the re-read record without secrets', async () => {
    const { t, token } = await setup();
    const res = await t.request({
      method: 'POST',
      url: '/rest/v1/users?_keepDefault=true',
      headers: bearer(token),
      payload: {
        name: 'local_user_1',
        password: 'Pass-word-1',
        type: 'local',
        parentId: 'ignored',
        typeId: 'x',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'local_user_1',
      type: 'local',
      isEnabled: true,
      isHttpDigestEnabled: false,
      permissions: 'NoGlobalPermissions',
      userRoleId: '00000000-0000-0000-0000-000000000000',
    });
    expect(res.json()).not.toHaveProperty('password');
    expectNoSecrets(res.body);
    expect(await t.login('local_user_1', 'Pass-word-1')).toMatch(/^vms-/);
  });

  it('answers every validation row with the exact texts', async () => {
    const { t, token } = await setup();
    const post = (payload: unknown) =>
      t.request({
        method: 'POST',
        url: '/rest/v1/users',
        headers: bearer(token),
        payload: payload as object,
      });
    expectError(
      await post({ password: 'Valid-Pass-1' }),
      422,
      'missingParameter',
      'Missing required parameter: name.',
    );
    expectError(
      await post({ name: '', password: 'Valid-Pass-1' }),
      422,
      'invalidParameter',
      "Won't save new user with empty name.",
    );
    expectError(
      await post({ name: null, password: 'Valid-Pass-1' }),
      422,
      'invalidParameter',
      'Invalid parameter `name`: null.',
    );
    expectError(await post({ name: 'np' }), 422, 'missingParameter', 'Missing required parameter: password.');
    // Like Nx 5.1, weak passwords are the clients' business unless the system enforces the policy.
    expect((await post({ name: 'short', password: 'Ab-1' })).statusCode).toBe(200);
    t.root.settings.write({ credentialPolicyEnforced: true });
    expectError(
      await post({ name: 'short2', password: 'Ab-1' }),
      422,
      'invalidParameter',
      'Password must be at least 8 characters long.',
    );
    expectError(await post({ name: 'common', password: 'password123' }), 422, 'invalidParameter');
    expectError(await post({ name: 'empty', password: '' }), 422, 'missingParameter');
    expectError(
      await post({ name: 'ADMIN', password: 'Valid-Pass-1' }),
      403,
      'forbidden',
      'User already exists.',
    );
    expectError(
      await post({ id: ADMIN_ID, name: 'other', password: 'Valid-Pass-1' }),
      403,
      'forbidden',
      'Already exists',
    );
    expectError(
      await post({ name: 'r', password: 'Valid-Pass-1', userRoleId: '5a1e0000-0000-4000-8000-00000000beef' }),
      422,
      'invalidParameter',
    );
    expectError(
      await post({ name: 'p', password: 'Valid-Pass-1', permissions: 'GlobalNonsense' }),
      422,
      'invalidParameter',
    );
    expectError(
      await post({ name: 'e', password: 'Valid-Pass-1', isEnabled: 'yes' }),
      422,
      'invalidParameter',
      'Invalid parameter `isEnabled`: yes.',
    );
    expectError(
      await post({ name: 'c', type: 'cloud' }),
      422,
      'missingParameter',
      'Missing required parameter: email.',
    );
    expectError(
      await post({ name: 'm', email: 'not-an-email', password: 'Valid-Pass-1' }),
      422,
      'invalidParameter',
    );
    const list = await t.request({ method: 'GET', url: '/rest/v1/users', headers: bearer(token) });
    expect(list.json().map((u: { name: string }) => u.name)).toEqual(['admin', 'short']);
  });

  it('accepts none and "" as no permissions, a predefined role and braces in ids', async () => {
    const { t, token } = await setup();
    const id = '5a1e0000-0000-4000-8000-0000000000a1';
    const res = await t.request({
      method: 'POST',
      url: '/rest/v1/users?_keepDefault=true',
      headers: bearer(token),
      payload: {
        id: `{${id.toUpperCase()}}`,
        name: 'n1',
        password: 'Valid-Pass-1',
        permissions: 'none',
        userRoleId: '',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      permissions: 'NoGlobalPermissions',
      userRoleId: '00000000-0000-0000-0000-000000000000',
    });
    const r2 = await t.request({
      method: 'POST',
      url: '/rest/v1/users?_keepDefault=true',
      headers: bearer(token),
      payload: {
        name: 'n2',
        password: 'Valid-Pass-1',
        permissions: '',
        userRoleId: `{${PREDEFINED.liveViewer}}`,
      },
    });
    expect(r2.json()).toMatchObject({
      permissions: 'GlobalAccessAllMediaPermission',
      userRoleId: PREDEFINED.liveViewer,
    });
  });

  it('creates cloud users without a password or digest', async () => {
    const { t, token } = await setup();
    const ok = await t.request({
      method: 'POST',
      url: '/rest/v2/users?_keepDefault=true',
      headers: bearer(token),
      payload: {
        email: 'a@b.cc',
        name: 'a@b.cc',
        permissions: 'GlobalAccessAllMediaPermission',
        type: 'cloud',
      },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ type: 'cloud', email: 'a@b.cc', isHttpDigestEnabled: false });
    const post = (payload: object) =>
      t.request({ method: 'POST', url: '/rest/v2/users', headers: bearer(token), payload });
    expectError(
      await post({ email: 'c@d.ee', name: 'c@d.ee', type: 'cloud', password: 'Valid-Pass-1' }),
      422,
      'invalidParameter',
    );
    expectError(
      await post({ email: 'c@d.ee', name: 'c@d.ee', type: 'cloud', isHttpDigestEnabled: true }),
      422,
      'invalidParameter',
    );
    expectError(await post({ email: 'c@d.ee', name: 'other', type: 'cloud' }), 422, 'invalidParameter');
  });

  it('refuses a cloud user with the caller’s own e-mail (cantAddYourOwnEmail)', async () => {
    const { t, token } = await setup();
    await t.request({
      method: 'PATCH',
      url: '/rest/v1/users/admin',
      headers: bearer(token),
      payload: { email: 'Me@Example.com' },
    });
    const res = await t.request({
      method: 'POST',
      url: '/rest/v1/users',
      headers: bearer(token),
      payload: { name: 'me@example.com', email: 'me@example.com', type: 'cloud' },
    });
    expectError(res, 403, 'forbidden');
  });

  it('refuses POST with an id in the path, malformed JSON, and other methods', async () => {
    const { t, token } = await setup();
    expectError(
      await t.request({
        method: 'POST',
        url: `/rest/v1/users/${ADMIN_ID}`,
        headers: bearer(token),
        payload: { name: 'x' },
      }),
      400,
      'badRequest',
      'The parameter id must not be specified when creating a new object.',
    );
    const bad = await t.request({
      method: 'POST',
      url: '/rest/v1/users',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expectError(bad, 400, 'badRequest');
  });

  it('creates at a fixed id with PUT', async () => {
    const { t, token } = await setup();
    const id = '5a1e0000-0000-4000-8000-0000000000b2';
    const res = await t.request({
      method: 'PUT',
      url: `/rest/v1/users/{${id}}`,
      headers: bearer(token),
      payload: { name: 'put_user', password: 'Valid-Pass-1' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, name: 'put_user' });
  });
});
