/**
 * A license server on loopback for tests, answering the cloud's `/nxlicensed/api/v2/license/cloud` API
 * (activate, deactivate) from a table of keys: a key it knows gets a block bound to the first hardware id it
 * was sent; a key with an error code gets `{error, message}` with that status. `hang()` makes it stop
 * answering (the timeout case); what it was asked is kept in `requests`.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { licenseBlock } from './licenses.ts';

export interface LicenseServerDouble {
  url: string;
  requests: { path: string; body: Record<string, unknown> }[];
  /** Keys it activates, with their class and channels. */
  issue(key: string, license?: { licenseClass?: string; count?: number }): void;
  /** Keys it refuses (or fails on, with a 5xx status). */
  refuse(key: string, error: string, status?: number): void;
  /** Stops answering anything. */
  hang(): void;
  close(): Promise<void>;
}

const PREFIX = '/nxlicensed/api/v2/license/cloud/';

export async function startLicenseServerDouble(): Promise<LicenseServerDouble> {
  const issued = new Map<string, { licenseClass?: string; count?: number; deactivationsLeft: number }>();
  const refused = new Map<string, { error: string; status: number }>();
  const requests: LicenseServerDouble['requests'] = [];
  let hanging = false;
  const send = (res: ServerResponse, status: number, body: object) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const answer = (req: IncomingMessage, res: ServerResponse, raw: string) => {
    if (hanging) return;
    const body = JSON.parse(raw || '{}') as { key?: string; hardwareIds?: string[] };
    const path = req.url ?? '';
    requests.push({ path, body });
    const key = body.key ?? '';
    const refusal = refused.get(key);
    if (refusal)
      return send(res, refusal.status, { error: refusal.error, message: `Refused: ${refusal.error}` });
    const license = issued.get(key);
    if (!license) return send(res, 404, { error: 'invalidKey', message: 'The license key is invalid.' });
    if (path === `${PREFIX}activate`)
      return send(res, 200, {
        key,
        licenseBlock: licenseBlock({ ...license, key, hardwareId: body.hardwareIds?.[0] ?? '' }),
      });
    if (path === `${PREFIX}deactivate`) {
      license.deactivationsLeft -= 1;
      return send(res, 200, { key, deactivationsLeft: license.deactivationsLeft });
    }
    send(res, 404, { error: 'notFound', message: 'No such call.' });
  };
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => answer(req, res, raw));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    issue: (key, license = {}) => issued.set(key, { ...license, deactivationsLeft: 3 }),
    refuse: (key, error, status = 400) => refused.set(key, { error, status }),
    hang: () => {
      hanging = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
