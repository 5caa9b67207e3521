/**
 * Media rights against a real recording of the test camera (issue 14 items 1, 2, 7): every kind of user on
 * every media path (live HLS, archive HLS playlists and segments, `/media` live and of the past, downloads,
 * thumbnails of the past and LATEST, recorded periods) gets what the contract's access matrix says; segment
 * names cannot be guessed or carried to another key; a key stops serving the moment its holder is demoted,
 * disabled, deleted, changes its password or logs out; a user's streams are bounded with a 503 and
 * `Retry-After`, and live streams read the recorder's window instead of opening the camera again.
 */

import { execFileSync } from 'node:child_process';
import { PREDEFINED_ROLES } from '@argus/contract';
import {
  ACCESS_MATRIX,
  MATRIX_IDS,
  MATRIX_ROLES,
  MATRIX_SUBJECTS,
  type MatrixSubject,
} from '@argus/contract/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MEDIA_WORK_LIMITS } from '../src/modules/media-streaming/index.ts';
import { installLicense } from './support/licenses.ts';
import { probeBytes } from './support/media-probe.ts';
import { resolvedUris } from './support/playlist.ts';
import { ALWAYS, RECORDING_TEST_OPTIONS } from './support/recording.ts';
import { bearer, startTestApp, type TestApp } from './support/test-app.ts';
import { startTestCameras, type TestCameras } from './support/testcamera.ts';
import { createUser, PREDEFINED } from './support/users-fixtures.ts';

const CAMERA = MATRIX_IDS.listedCamera;
const OTHER = MATRIX_IDS.otherCamera;

let cameras: TestCameras;
let t: TestApp;
let owner: string;
let base: string;

const get = (url: string, token?: string) =>
  t.request({ method: 'GET', url, ...(token ? { headers: bearer(token) } : {}) });
/** A playlist and the paths its URIs name, resolved against its URL as a player resolves them. */
async function getPlaylist(url: string, token?: string) {
  const res = await get(url, token);
  return { res, uris: res.statusCode === 200 ? resolvedUris(url, res.body) : [] };
}
const chunks = () => t.root.recording.repo.list(CAMERA).filter((c) => c.durationMs >= 0);

/** A live `/media` stream over real HTTP (it never ends by itself): its status, first bytes, and a close. */
async function openLive(token: string, query = '') {
  const abort = new AbortController();
  const res = await fetch(`${base}/media/${CAMERA}.mkv${query}`, {
    headers: bearer(token),
    signal: abort.signal,
  });
  let body = '';
  if (res.status === 200) expect((await res.body!.getReader().read()).done).toBe(false);
  else body = await res.text();
  return { status: res.status, headers: res.headers, body, close: () => abort.abort() };
}

beforeAll(async () => {
  cameras = await startTestCameras({ cameras: 1, profile: 'low', onvifPort: false });
  t = await startTestApp({ ...RECORDING_TEST_OPTIONS, shared: true });
  owner = await t.login('admin', 'admin');
  const post = (url: string, payload: object) =>
    t.request({ method: 'POST', url, headers: bearer(owner), payload });
  for (const role of Object.values(MATRIX_ROLES))
    expect((await post('/rest/v1/userRoles', role)).statusCode).toBe(200);
  await installLicense(t, bearer(owner));
  const recorded = await post('/rest/v1/devices', {
    id: CAMERA,
    url: cameras.cameras[0]!.rtspUrl,
    schedule: ALWAYS,
  });
  expect(recorded.statusCode, recorded.body).toBe(200);
  // Nothing answers here; the camera exists all the same, for the users who may not see it.
  expect((await post('/rest/v1/devices', { id: OTHER, url: 'rtsp://127.0.0.1:9/other' })).statusCode).toBe(
    200,
  );
  await vi.waitFor(() => expect(chunks().length).toBeGreaterThanOrEqual(4), {
    timeout: 30_000,
    interval: 100,
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
}, 90_000);

afterAll(async () => {
  await t?.close();
  cameras?.stop();
});

/** What a subject may do with the recorded camera (`CAMERA`); `sees` the other one. */
interface MediaRow {
  view: boolean;
  archive: boolean;
  export: boolean;
  /** `GlobalViewArchivePermission` (recorded periods ask it before any camera). */
  archivePermission: boolean;
  seesOther: boolean;
}

interface MediaSubject {
  key: string;
  /** null: the owner. */
  fields: Record<string, unknown> | null;
  row: MediaRow;
}

function fieldsOf(subject: MatrixSubject): Record<string, unknown> {
  const role = subject.role;
  if ('predefined' in role)
    return { userRoleId: PREDEFINED_ROLES.find((r) => r.key === role.predefined)!.id };
  if ('custom' in role) return { userRoleId: MATRIX_ROLES[role.custom].id };
  return { permissions: role.permissions, accessibleResources: role.accessibleResources };
}

const SUBJECTS: MediaSubject[] = [
  {
    key: 'owner',
    fields: null,
    row: { view: true, archive: true, export: true, archivePermission: true, seesOther: true },
  },
  // administrator, advanced viewer, viewer, live viewer, custom role admin, custom role with the archive
  // but no export, custom without archive or export: from the contract's matrix.
  ...MATRIX_SUBJECTS.map((subject) => {
    const row = ACCESS_MATRIX[subject.key]!;
    return {
      key: subject.key,
      fields: fieldsOf(subject),
      row: {
        view: row.view.listedCamera,
        archive: row.viewArchive.listedCamera,
        export: row.export.listedCamera,
        archivePermission: row.viewArchive.listedCamera,
        seesOther: row.view.otherCamera,
      },
    };
  }),
  {
    key: 'customArchiveExport',
    fields: {
      permissions: 'GlobalViewArchivePermission|GlobalExportPermission',
      accessibleResources: [CAMERA],
    },
    row: { view: true, archive: true, export: true, archivePermission: true, seesOther: false },
  },
  {
    key: 'noCameras',
    fields: { permissions: 'GlobalViewArchivePermission|GlobalExportPermission', accessibleResources: [] },
    row: { view: false, archive: false, export: false, archivePermission: true, seesOther: false },
  },
];

/** 200 when allowed; else 403 for a camera the caller sees, 404 for one it does not. */
const expected = (allowed: boolean, sees: boolean) => (allowed ? 200 : sees ? 403 : 404);

describe('every media path asks the same question', () => {
  for (const subject of SUBJECTS) {
    it(subject.key, async () => {
      const token = subject.fields
        ? (await createUser(t, `m-${subject.key}`, subject.fields, owner)).token
        : owner;
      const { row } = subject;
      const closed = chunks();
      const pos = closed[1]!.startMs;
      const endPos = closed[2]!.startMs + closed[2]!.durationMs;

      // Live HLS: the recorder's live window, through the key alone.
      const live = await getPlaylist(`/hls/${CAMERA}.m3u8`, token);
      expect(live.res.statusCode, `live playlist: ${live.res.body}`).toBe(expected(row.view, false));
      if (row.view) {
        const media = await getPlaylist(live.uris[0]!);
        expect(media.res.statusCode, media.res.body).toBe(200);
        expect((await get(media.uris.at(-1)!)).statusCode, 'live segment').toBe(200);
      }

      // Archive HLS: the playlist, and a segment through the key alone.
      const archive = await getPlaylist(`/hls/${CAMERA}.m3u8?pos=${pos}&endPos=${endPos}`, token);
      expect(archive.res.statusCode, `archive playlist: ${archive.res.body}`).toBe(
        expected(row.archive, row.view),
      );
      if (row.archive) {
        const media = await getPlaylist(archive.uris[0]!);
        expect(media.res.statusCode, media.res.body).toBe(200);
        const segment = await get(media.uris[0]!);
        expect(segment.statusCode, 'archive segment').toBe(200);
        expect(probeBytes(segment.rawPayload, 'ts').videoPackets).toBeGreaterThan(0);
      }

      // `/media` of the past is an export, with or without `download`.
      const past = `/media/${CAMERA}.mp4?pos=${pos}&duration=1`;
      const exported = row.archive && row.export;
      expect((await get(past, token)).statusCode, '/media of the past').toBe(expected(exported, row.view));
      const download = await get(`${past}&download`, token);
      expect(download.statusCode, 'download').toBe(expected(exported, row.view));
      if (exported) expect(probeBytes(download.rawPayload, 'mp4').videoPackets).toBeGreaterThan(0);

      // `/media` live: the camera; a download of it also needs export.
      const stream = await openLive(token);
      stream.close();
      expect(stream.status, `/media live: ${stream.body}`).toBe(expected(row.view, false));
      const liveDownload = await openLive(token, '?download');
      liveDownload.close();
      expect(liveDownload.status, 'live download').toBe(expected(row.export, row.view));

      // Thumbnails: of the past needs the archive, LATEST the camera.
      const thumbnail = (time: string) => get(`/ec2/cameraThumbnail?cameraId=${CAMERA}&time=${time}`, token);
      const old = await thumbnail(String(pos + 200));
      expect(old.statusCode, 'thumbnail of the past').toBe(expected(row.archive, row.view));
      if (row.archive) expect(old.headers['content-type']).toBe('image/jpeg');
      expect((await thumbnail('LATEST')).statusCode, 'LATEST thumbnail').toBe(expected(row.view, false));

      // Recorded periods.
      const periods = await get(`/ec2/recordedTimePeriods?cameraId=${CAMERA}`, token);
      expect(periods.statusCode, 'recorded periods').toBe(
        row.archivePermission ? (row.view ? 200 : 404) : 403,
      );

      // A camera the caller does not see is not found on any path.
      if (!row.seesOther) {
        for (const url of [
          `/hls/${OTHER}.m3u8`,
          `/hls/${OTHER}.m3u8?pos=${pos}`,
          `/media/${OTHER}.mp4?pos=${pos}&duration=1`,
          `/ec2/cameraThumbnail?cameraId=${OTHER}&time=LATEST`,
          `/ec2/cameraThumbnail?cameraId=${OTHER}&time=${pos}`,
        ])
          expect((await get(url, token)).statusCode, url).toBe(404);
      }
    }, 60_000);
  }
});

/** An archive playlist of a user's own: its key, a segment URL and the media playlist URL. */
async function archiveKeyOf(token: string) {
  const closed = chunks();
  const pos = closed[1]!.startMs;
  const endPos = closed[2]!.startMs + closed[2]!.durationMs;
  const master = await getPlaylist(`/hls/${CAMERA}.m3u8?pos=${pos}&endPos=${endPos}`, token);
  expect(master.res.statusCode, master.res.body).toBe(200);
  const mediaUrl = master.uris[0]!;
  const media = await getPlaylist(mediaUrl);
  expect(media.res.statusCode, media.res.body).toBe(200);
  const segmentUrl = media.uris[0]!;
  const key = /authKey=([^&]+)/.exec(mediaUrl)![1]!;
  return { pos, endPos, mediaUrl, segmentUrl, key, segments: media.uris };
}

describe('segment names', () => {
  it('cannot be guessed, changed, or carried to another key or camera', async () => {
    const viewer = await createUser(t, 'seg-viewer', { userRoleId: PREDEFINED.viewer }, owner);
    const liveViewer = await createUser(t, 'seg-live', { userRoleId: PREDEFINED.liveViewer }, owner);
    const mine = await archiveKeyOf(viewer.token);
    const theirs = await archiveKeyOf(owner);
    const name = (url: string) => /\/([^/?]+)\?/.exec(url)![1]!;
    const chunkId = Number(name(mine.segmentUrl).split('-')[0]);

    // The reported hole: a live viewer counting chunk ids, with its own credentials.
    for (let id = Math.max(1, chunkId - 2); id <= chunkId + 2; id += 1) {
      const guessed = await get(`/hls/${CAMERA}/${id}-0-10000.ts`, liveViewer.token);
      expect(guessed.statusCode, `chunk ${id}`).toBe(404);
      expect((await get(`/web/hls/${CAMERA}/${id}-0-1000.ts`, liveViewer.token)).statusCode).toBe(404);
    }
    // Nor with a live key of its own, whatever name it borrows.
    const live = await getPlaylist(`/hls/${CAMERA}.m3u8`, liveViewer.token);
    const liveKey = /authKey=([^&]+)/.exec(live.uris[0]!)![1]!;
    const borrowed = await get(`/hls/${CAMERA}/${name(mine.segmentUrl)}?authKey=${liveKey}`);
    expect(borrowed.statusCode).toBe(404);
    expect((await get(`/hls/${CAMERA}.m3u8?chunked&pos=${mine.pos}&authKey=${liveKey}`)).statusCode).toBe(
      401,
    );

    // Another key's name under my key; my name with its range changed; an unsealed name.
    expect((await get(`/hls/${CAMERA}/${name(theirs.segmentUrl)}?authKey=${mine.key}`)).statusCode).toBe(404);
    const [, id, offset, duration, seal] = /^(\d+)-(\d+)-(\d+)-(.+)\.ts$/.exec(name(mine.segmentUrl))!;
    const changed = `/hls/${CAMERA}/${id}-${Number(offset) + 1}-${duration}-${seal}.ts`;
    expect((await get(`${changed}?authKey=${mine.key}`)).statusCode).toBe(404);
    expect((await get(`/hls/${CAMERA}/${id}-0-1000.ts?authKey=${mine.key}`)).statusCode).toBe(404);
    // My key on another camera's path opens nothing; my own segment still plays.
    expect((await get(`/hls/${OTHER}/${name(mine.segmentUrl)}?authKey=${mine.key}`)).statusCode).toBe(401);
    expect((await get(mine.segmentUrl)).statusCode).toBe(200);
    // The key names its range: an earlier or longer range through the key alone is refused.
    const earlier = `/hls/${CAMERA}.m3u8?chunked&hi&pos=${mine.pos - 1000}&endPos=${mine.endPos}&authKey=${mine.key}`;
    expect((await get(earlier)).statusCode).toBe(401);
    const longer = `/hls/${CAMERA}.m3u8?chunked&hi&pos=${mine.pos}&endPos=${mine.endPos + 60_000}&authKey=${mine.key}`;
    expect((await get(longer)).statusCode).toBe(401);
    expect((await get(mine.mediaUrl)).statusCode).toBe(200);
  }, 60_000);
});

describe('a key never outlives the rights that made it', () => {
  const patchUser = (id: string, payload: object, token = owner) =>
    t.request({ method: 'PATCH', url: `/rest/v1/users/${id}`, headers: bearer(token), payload });
  const ways: Record<string, (user: { id: string; token: string }) => Promise<{ statusCode: number }>> = {
    demoted: (u) => patchUser(u.id, { userRoleId: PREDEFINED.liveViewer }),
    disabled: (u) => patchUser(u.id, { isEnabled: false }),
    deleted: (u) => t.request({ method: 'DELETE', url: `/rest/v1/users/${u.id}`, headers: bearer(owner) }),
    // By the user itself, which keeps its own session.
    'password changed': (u) => patchUser(u.id, { password: 'Another-secret-9' }, u.token),
    'logged out': (u) =>
      t.request({ method: 'DELETE', url: `/rest/v1/login/sessions/${u.token}`, headers: bearer(u.token) }),
  };
  for (const [way, change] of Object.entries(ways)) {
    it(way, async () => {
      const user = await createUser(
        t,
        `key-${way.replace(' ', '-')}`,
        { userRoleId: PREDEFINED.viewer },
        owner,
      );
      const k = await archiveKeyOf(user.token);
      expect((await get(k.segmentUrl)).statusCode).toBe(200);
      const changed = await change(user);
      expect(changed.statusCode).toBeLessThan(300);
      expect((await get(k.mediaUrl)).statusCode, 'playlist').toBe(401);
      expect((await get(k.segments.at(-1)!)).statusCode, 'segment').toBe(401);
      const newRange = k.mediaUrl.replace(`pos=${k.pos}`, `pos=${k.pos + 500}`);
      expect((await get(newRange)).statusCode, 'new range').toBe(401);
      expect((await get(k.segmentUrl)).statusCode, 'segment again').toBe(401);
    }, 30_000);
  }

  it('a promoted user needs a new key too, and its old session keeps working with a fresh one', async () => {
    const user = await createUser(t, 'key-promoted', { userRoleId: PREDEFINED.liveViewer }, owner);
    const live = await getPlaylist(`/hls/${CAMERA}.m3u8`, user.token);
    const mediaUrl = live.uris[0]!;
    expect((await get(mediaUrl)).statusCode).toBe(200);
    expect((await patchUser(user.id, { userRoleId: PREDEFINED.viewer })).statusCode).toBe(200);
    expect((await get(mediaUrl)).statusCode).toBe(401);
    expect((await archiveKeyOf(user.token)).segments.length).toBeGreaterThan(0);
  }, 30_000);
});

describe('bounded media work', () => {
  it("refuses a user's stream past its bound with 503 and Retry-After, and frees it when one ends", async () => {
    const user = await createUser(t, 'streams', { userRoleId: PREDEFINED.viewer }, owner);
    const other = await createUser(t, 'streams-other', { userRoleId: PREDEFINED.viewer }, owner);
    const { perUser, retryAfterS } = MEDIA_WORK_LIMITS.stream;
    const open = [];
    for (let i = 0; i < perUser; i += 1) {
      const s = await openLive(user.token);
      open.push(s);
      expect(s.status).toBe(200);
    }
    // The streams read the recorder's live window: the camera still holds the recorder's session alone (a
    // status check may connect for a moment).
    const port = cameras.cameras[0]!.rtspPort;
    const sessions = () =>
      execFileSync('ss', ['-Htn', 'state', 'established', `( dport = :${port} )`], { encoding: 'utf8' })
        .split('\n')
        .filter(Boolean).length;
    await vi.waitFor(() => expect(sessions()).toBe(1), { timeout: 10_000, interval: 100 });

    const refused = await openLive(user.token);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe(String(retryAfterS));
    expect(refused.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(refused.body)).toEqual({
      error: '11',
      errorId: 'serviceUnavailable',
      errorString: 'Too many media streams of this user run now; try again later.',
    });
    // An export is a stream too.
    const closed = chunks();
    const exported = await get(`/media/${CAMERA}.mp4?pos=${closed[1]!.startMs}&duration=1`, user.token);
    expect(exported.statusCode).toBe(503);
    expect(exported.headers['retry-after']).toBe(String(retryAfterS));
    // Another user is not held back by this one.
    const theirs = await openLive(other.token);
    expect(theirs.status).toBe(200);
    theirs.close();

    open.pop()!.close();
    await vi.waitFor(async () => {
      const again = await openLive(user.token);
      again.close();
      expect(again.status).toBe(200);
    }, 10_000);
    for (const s of open) s.close();
    await vi.waitFor(() => expect(t.root.mediaStreaming.processes.count).toBe(0), { timeout: 10_000 });
  }, 60_000);
});
