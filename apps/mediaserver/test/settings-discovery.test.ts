/**
 * The discovery settings and the server agree (issue 13.9): discovery runs only with `--discovery`, so without
 * it the settings read as off on every API, the manifest marks them read-only, and turning them on is refused
 * with how discovery is turned on. With `--discovery` they are ordinary settings (on by default, as in Nx).
 */
import { describe, expect, it } from 'vitest';
import { DISCOVERY_OFF_TEXT } from '../src/modules/settings/index.ts';
import { bearer, startTestApp } from './support/test-app.ts';
import { setUpSystem } from './system-fixtures.ts';

const NAMES = ['autoDiscoveryEnabled', 'autoDiscoveryResponseEnabled'] as const;

describe('discovery settings', () => {
  it('read as off and cannot be turned on while the server runs without --discovery', async () => {
    const t = await startTestApp();
    const auth = bearer(await setUpSystem(t));
    const settings = (
      await t.request({ method: 'GET', url: '/rest/v1/system/settings', headers: auth })
    ).json();
    expect(settings).toMatchObject({ autoDiscoveryEnabled: false, autoDiscoveryResponseEnabled: false });
    const legacy = (await t.request({ method: 'GET', url: '/api/systemSettings', headers: auth })).json();
    expect(legacy.reply.settings).toMatchObject({ autoDiscoveryEnabled: 'false' });
    const manifest = (
      await t.request({ method: 'GET', url: '/rest/v1/system/settingsManifest', headers: auth })
    ).json();
    for (const name of NAMES) expect(manifest[name].isReadOnly, name).toBe(true);
    expect(manifest.statisticsAllowed.isReadOnly).toBe(false);

    const on = await t.request({
      method: 'PATCH',
      url: '/rest/v1/system/settings',
      headers: auth,
      payload: { autoDiscoveryEnabled: true, statisticsAllowed: false },
    });
    expect(on.statusCode).toBe(403);
    expect(on.json()).toMatchObject({ errorId: 'forbidden', errorString: DISCOVERY_OFF_TEXT });
    expect(DISCOVERY_OFF_TEXT).toContain('--discovery');
    // Nothing of a refused change is written.
    const after = (await t.request({ method: 'GET', url: '/rest/v1/system/settings', headers: auth })).json();
    expect(after).toMatchObject({ autoDiscoveryEnabled: false, statisticsAllowed: true });
    const legacyOn = await t.request({
      method: 'GET',
      url: '/api/systemSettings?autoDiscoveryResponseEnabled=true',
      headers: auth,
    });
    expect(legacyOn.statusCode).toBe(403);
    // Saying "off" again is no change and is accepted (a form that sends every value).
    const off = await t.request({
      method: 'PATCH',
      url: '/rest/v1/system/settings',
      headers: auth,
      payload: { autoDiscoveryEnabled: false },
    });
    expect(off.statusCode, off.body).toBe(200);
  });

  it('are ordinary settings, on by default, when the server runs with --discovery', async () => {
    const t = await startTestApp({ discovery: true });
    const auth = bearer(await setUpSystem(t));
    const settings = (
      await t.request({ method: 'GET', url: '/rest/v1/system/settings', headers: auth })
    ).json();
    expect(settings).toMatchObject({ autoDiscoveryEnabled: true, autoDiscoveryResponseEnabled: true });
    const manifest = (
      await t.request({ method: 'GET', url: '/rest/v1/system/settingsManifest', headers: auth })
    ).json();
    for (const name of NAMES) expect(manifest[name].isReadOnly, name).toBe(false);
    const off = await t.request({
      method: 'PATCH',
      url: '/rest/v1/system/settings',
      headers: auth,
      payload: { autoDiscoveryEnabled: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().autoDiscoveryEnabled).toBe(false);
  });
});
