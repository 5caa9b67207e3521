import { describe, expect, it } from 'vitest';
import { startTestApp } from './support/test-app.ts';

describe('OpenAPI description of the login calls', () => {
  it('documents the login routes with their named schemas', async () => {
    const t = await startTestApp();
    const rest = (await t.request({ method: 'GET', url: '/static/openapi_manifest.json' })).json();
    const legacy = (await t.request({ method: 'GET', url: '/static/openapi_legacy.json' })).json();
    const paths = [...Object.keys(rest.paths), ...Object.keys(legacy.paths)];
    expect(paths).toEqual(
      expect.arrayContaining([
        '/rest/v1/login/sessions',
        '/rest/v1/login/sessions/{token}',
        '/rest/v1/login/users/{username}',
        '/api/cookieLogin',
        '/api/getNonce',
      ]),
    );
    const login = JSON.stringify(rest.paths['/rest/v1/login/sessions']);
    expect(login).toContain('LoginSessionRequest');
    expect(JSON.stringify(rest.components.schemas.LoginSessionRequest)).toContain('username');
  });
});
