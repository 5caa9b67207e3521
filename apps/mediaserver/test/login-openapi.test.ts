import { describe, expect, it } from 'vitest';
import { startTestApp } from './support/test-app.ts';

describe('OpenAPI description of the login calls', () => {
  it('documents the login routes with their named schemas', async () => {
    const t = await startTestApp();
    await t.app.ready();
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/rest/v1/login/sessions',
        '/rest/v1/login/sessions/{token}',
        '/rest/v1/login/users/{username}',
        '/api/cookieLogin',
        '/api/getNonce',
      ]),
    );
    expect(JSON.stringify(doc.paths['/rest/v1/login/sessions'])).toContain('username');
  });
});
