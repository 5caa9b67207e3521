/**
 * The addresses of a camera and the rules that guard them (issues 14.5, 14.9): credentials given inside a
 * URL are taken out of it, no address may be one of this server's own ports, and stored credentials stay
 * with the host and port they were given for.
 */
import { InvalidParameter } from '@argus/contract';
import { type DeviceChangeRequest, parseCameraUrl } from '@argus/contract/mediaserver';
import { splitUrlCredentials } from '../../media/credentials.ts';
import type { ParamRecord } from '../resources/index.ts';
import { streamUrlsOf } from './device-probe-target.ts';
import type { DeviceWrite } from './devices.input.ts';
import type { DeviceRow } from './devices.table.ts';

/** The `host:port` of each address the server reaches a camera at (its URL and its stream URLs). */
function cameraEndpoints(url: string, params: ParamRecord): string[] {
  const urls = streamUrlsOf(params);
  return [url, urls.primary, urls.secondary].flatMap((u) => {
    if (!u) return [];
    const parsed = parseCameraUrl(u);
    return [parsed.ok ? `${parsed.url.host}:${parsed.url.port}` : u];
  });
}

/**
 * `user:password@` in a given URL become the request's credentials (unless it names its own): a stored or
 * shown URL never carries them.
 */
export function credentialsOutOfUrl<T extends { url?: string | undefined }>(
  input: T & Pick<DeviceChangeRequest, 'credentials'>,
): Partial<Pick<DeviceChangeRequest, 'url' | 'credentials'>> {
  if (input.url === undefined) return {};
  const { url, credentials } = splitUrlCredentials(input.url);
  if (!credentials) return {};
  return { url, credentials: input.credentials ?? credentials };
}

/** Stored parameters with a write's changes. */
export function withParams(stored: ParamRecord, params: ReadonlyMap<string, string | null>): ParamRecord {
  const merged: Record<string, string> = { ...stored };
  for (const [name, value] of params) {
    if (value === null) delete merged[name];
    else merged[name] = value;
  }
  return merged;
}

/** A camera address may not be one of this server's own ports. */
export function checkAddresses(
  write: DeviceWrite,
  ownEndpoint: ((host: string, port: number) => boolean) | undefined,
): void {
  for (const endpoint of cameraEndpoints(write.next.url, withParams({}, write.params))) {
    const m = /^(.*):(\d+)$/.exec(endpoint);
    if (m && ownEndpoint?.(m[1]!, Number(m[2])))
      throw new InvalidParameter({ text: 'The camera address points at this server.' });
  }
}

/**
 * Credentials stay with the address they were given for (issue 14.5): when a change moves the camera, or
 * one of its streams, to a host or port it did not have, the stored credentials are dropped unless the
 * change brings a new password (Nx asks for them again). Nobody can send a camera's password to a listener
 * of their choosing.
 */
export function keepCredentialsWithAddress(row: DeviceRow, stored: ParamRecord, write: DeviceWrite): void {
  if (!row.credentialsUser && !row.credentialsSealed) return;
  if (write.credentials?.password !== undefined) return;
  const before = cameraEndpoints(row.url ?? '', stored);
  const after = cameraEndpoints(write.next.url, withParams(stored, write.params));
  if (after.every((endpoint) => before.includes(endpoint))) return;
  write.credentials = { user: write.credentials?.user ?? '', password: null };
}
