/**
 * The contract's access matrix, through the API: every kind of user tries to read and change every layout,
 * web page and camera, to watch and export a camera's archive, and to administer the system. What the server
 * allows is what `can()` answers.
 */

import { NULL_ID, PREDEFINED_ROLES } from '@argus/contract';
import {
  ACCESS_MATRIX,
  MATRIX_CAMERAS,
  MATRIX_IDS,
  MATRIX_RESOURCES,
  MATRIX_ROLES,
  MATRIX_SUBJECTS,
  type MatrixResource,
  type MatrixSubject,
} from '@argus/contract/testing';
import { describe, expect, it } from 'vitest';
import { bearer, startTestApp, type TestApp } from './support/test-app.ts';
import { createUser } from './support/users-fixtures.ts';

let t: TestApp;
let owner: string;

async function call(token: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) {
  return t.request({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });
}

function userFields(subject: MatrixSubject): Record<string, unknown> {
  const role = subject.role;
  if ('predefined' in role)
    return { userRoleId: PREDEFINED_ROLES.find((r) => r.key === role.predefined)!.id };
  if ('custom' in role) return { userRoleId: MATRIX_ROLES[role.custom].id };
  return { permissions: role.permissions, accessibleResources: role.accessibleResources };
}

function urlOf(resource: MatrixResource, ownLayoutId: string): string {
  const ids: Record<MatrixResource, string> = {
    sharedListedLayout: `/rest/v1/layouts/${MATRIX_IDS.sharedListedLayout}`,
    sharedLayout: `/rest/v1/layouts/${MATRIX_IDS.sharedLayout}`,
    ownLayout: `/rest/v1/layouts/${ownLayoutId}`,
    listedPage: `/rest/v1/webPages/${MATRIX_IDS.listedPage}`,
    otherPage: `/rest/v1/webPages/${MATRIX_IDS.otherPage}`,
    listedCamera: `/rest/v1/devices/${MATRIX_IDS.listedCamera}`,
    otherCamera: `/rest/v1/devices/${MATRIX_IDS.otherCamera}`,
  };
  return ids[resource];
}

/** A system with the matrix's roles, shared layouts, web pages and cameras, made by the owner through the API. */
async function matrixSystem(): Promise<void> {
  t = await startTestApp();
  owner = await t.login('admin', 'admin');
  for (const role of Object.values(MATRIX_ROLES))
    expect((await call(owner, 'POST', '/rest/v1/userRoles', role)).statusCode).toBe(200);
  for (const id of [MATRIX_IDS.sharedListedLayout, MATRIX_IDS.sharedLayout])
    expect(
      (await call(owner, 'POST', '/rest/v1/layouts', { id, name: id, parentId: NULL_ID })).statusCode,
    ).toBe(200);
  for (const id of [MATRIX_IDS.listedPage, MATRIX_IDS.otherPage])
    expect(
      (await call(owner, 'POST', '/rest/v1/webPages', { id, name: id, url: 'https://example.com/' }))
        .statusCode,
    ).toBe(200);
  // Nothing answers at these addresses; the cameras exist all the same (Offline).
  for (const id of [MATRIX_IDS.listedCamera, MATRIX_IDS.otherCamera])
    expect(
      (await call(owner, 'POST', '/rest/v1/devices', { id, url: `rtsp://127.0.0.1:9/${id}` })).statusCode,
    ).toBe(200);
}

describe('the access matrix, enforced by the server', () => {
  for (const subject of MATRIX_SUBJECTS) {
    it(`${subject.key}`, async () => {
      await matrixSystem();
      const row = ACCESS_MATRIX[subject.key]!;
      const user = await createUser(t, subject.key, userFields(subject), owner);
      const own = await call(user.token, 'POST', '/rest/v1/layouts', {
        name: `own ${subject.key}`,
        parentId: user.id,
      });
      expect(own.statusCode, own.body).toBe(200);
      const access = (await call(user.token, 'GET', '/rest/v1/login/sessions/current')).json().access;
      expect(access.userId).toBe(user.id);

      const settings = await call(user.token, 'PATCH', '/rest/v1/system/settings', { systemName: 'Matrix' });
      expect(settings.statusCode === 200, `administer: ${settings.statusCode}`).toBe(row.administer);
      expect(access.permissions.includes('GlobalAdminPermission')).toBe(row.administer);

      const storages = await call(user.token, 'GET', '/rest/v1/servers/this/storages');
      expect(storages.statusCode, 'storages').toBe(row.storages ? 200 : 403);
      const rebuild = await call(user.token, 'GET', '/rest/v2/servers/this/rebuildArchive');
      expect(rebuild.statusCode, 'rebuild archive').toBe(row.storages ? 200 : 403);
      const logs = await call(user.token, 'GET', '/api/showLog?lines=1');
      expect(logs.statusCode, 'view logs').toBe(row.viewLogs ? 200 : 403);

      for (const resource of MATRIX_RESOURCES) {
        const url = urlOf(resource, own.json().id);
        const read = await call(user.token, 'GET', url);
        expect(read.statusCode, `view ${resource}`).toBe(row.view[resource] ? 200 : 404);
        const edit = await call(user.token, 'PATCH', url, { name: `renamed by ${subject.key}` });
        const expected = row.edit[resource] ? [200] : row.view[resource] ? [403] : [403, 404];
        expect(expected, `edit ${resource}: ${edit.statusCode}`).toContain(edit.statusCode);
      }

      // The archive and export rules, asked through the media URLs (the cameras have no archive: a permitted
      // request finds nothing, 404; a refused one is 403 before that; an unseen camera is 404).
      for (const camera of MATRIX_CAMERAS) {
        const id = MATRIX_IDS[camera];
        const archive = await call(user.token, 'GET', `/hls/${id}.m3u8?pos=1000`);
        const seen = row.view[camera];
        expect(archive.statusCode, `archive of ${camera}`).toBe(seen && !row.viewArchive[camera] ? 403 : 404);
        const exported = await call(user.token, 'GET', `/media/${id}.mp4?pos=1000&duration=1&download`);
        const exportAllowed = row.export[camera] && row.viewArchive[camera];
        expect(exported.statusCode, `export of ${camera}`).toBe(seen && !exportAllowed ? 403 : 404);
      }
    });
  }
});
