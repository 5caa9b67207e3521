/**
 * A license for the recording benchmarks: cameras record only while they hold a channel, and the trial covers
 * four. The block is stored with `PUT /rest/v1/licenses/{key}`, which keeps a block as given (the path Nx's
 * test scripts use), bound to the server's first hardware id so that it counts.
 */
import { getJson } from './http.ts';

const BENCH_LICENSE_KEY = 'BNCH-0000-0000-0001';

/** Gives the server `channels` Professional channels (again: the same key, replaced). */
export async function installBenchLicense(
  server: { url: string },
  token: string,
  channels = 256,
): Promise<void> {
  const ids = await getJson<{ reply: { hardwareIds: string[] }[] }>(
    `${server.url}/ec2/getHardwareIdsOfServers`,
    token,
  );
  const hardwareId = ids.reply[0]?.hardwareIds[0];
  if (!hardwareId) throw new Error('The server reports no hardware id');
  const licenseBlock = [
    'NAME=Professional',
    `SERIAL=${BENCH_LICENSE_KEY}`,
    `HWID=${hardwareId}`,
    `COUNT=${channels}`,
    'CLASS=digital',
    'VERSION=5.1',
    'BRAND=argus',
    'ORDERTYPE=bench',
    'DEACTIVATIONS=0',
  ].join('\n');
  await getJson(`${server.url}/rest/v1/licenses/${BENCH_LICENSE_KEY}`, token, {
    method: 'PUT',
    body: JSON.stringify({ licenseBlock }),
  });
}
