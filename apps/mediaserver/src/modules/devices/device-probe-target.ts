/**
 * Where the server reaches a device's media: the primary stream URL (from `parameters.streamUrls` when the
 * device named its streams, as ONVIF devices do, else its `url`), the secondary stream if there is one, and the
 * stored credentials.
 */
import { MEDIA_PARAMS, parseCameraUrl } from '@argus/contract/mediaserver';
import type { Credentials } from '../../media/credentials.ts';
import type { ParamRecord } from '../resources/index.ts';
import type { DeviceRow } from './devices.table.ts';

export interface ProbeTarget {
  deviceId: string;
  url: string;
  secondaryUrl: string | null;
  credentials: Credentials | null;
  /** Changes whenever anything above changes (a monitor re-checks at once). */
  key: string;
}

export interface StreamUrls {
  primary?: string;
  secondary?: string;
}

export function streamUrlsOf(params: ParamRecord): StreamUrls {
  try {
    const parsed = JSON.parse(params[MEDIA_PARAMS.streamUrls] ?? '{}') as StreamUrls;
    return parsed && typeof parsed === 'object' ? parsed : {};
  } catch {
    return {};
  }
}

const hostOf = (url: string) => {
  const parsed = parseCameraUrl(url);
  return parsed.ok ? parsed.url.host : null;
};

export function probeTargetOf(row: DeviceRow, params: ParamRecord, password: () => string): ProbeTarget {
  const urls = streamUrlsOf(params);
  const url = urls.primary || row.url;
  const secondaryUrl = urls.secondary || null;
  // Stream URLs are parameters, which other calls write too: the credentials go only to the device's own host.
  const ownHost = [url, secondaryUrl].every((u) => !u || hostOf(u) === hostOf(row.url));
  const credentials =
    ownHost && (row.credentialsUser || row.credentialsSealed)
      ? { user: row.credentialsUser, password: password() }
      : null;
  return {
    deviceId: row.id,
    url,
    secondaryUrl,
    credentials,
    key: [url, secondaryUrl ?? '', row.credentialsUser, row.credentialsSealed].join('\n'),
  };
}
