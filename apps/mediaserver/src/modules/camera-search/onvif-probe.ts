/**
 * An ONVIF device for a search: its vendor, model and firmware, its MAC (its physical id when it names one),
 * and a stream per media profile (the first is the primary stream, the second the secondary).
 */
import type { FoundDevice, FoundStream } from '@argus/contract/mediaserver';
import { withoutCredentials } from '../../media/credentials.ts';
import { OnvifClient, OnvifError } from '../../media/onvif-client.ts';
import {
  emptyDevice,
  NEEDS_CREDENTIALS_TEXT,
  type ProbeContext,
  WRONG_CREDENTIALS_TEXT,
} from './found-device.ts';

/** The device's own name (its ONVIF name scope); `""` when it gives none or will not say. */
async function nameOfOnvif(client: OnvifClient): Promise<string> {
  return client.scopeName().catch((error: unknown) => {
    if (error instanceof OnvifError && error.reason === 'notAuthorized') throw error;
    return '';
  });
}

/** A device that names itself not: its model and address, so that two of one model differ. */
function defaultOnvifName(model: string, deviceUrl: string): string {
  const host = URL.canParse(deviceUrl) ? new URL(deviceUrl).host : deviceUrl;
  return `${model || 'ONVIF device'} ${host}`;
}

export async function probeOnvif(
  deviceUrl: string,
  address: string,
  ctx: ProbeContext,
): Promise<FoundDevice> {
  const client = new OnvifClient(deviceUrl, ctx.credentials, ctx);
  const base: FoundDevice = {
    ...emptyDevice(address, 'found', ''),
    url: deviceUrl,
    physicalId: deviceUrl,
    manufacturer: 'ONVIF',
  };
  let device = base;
  try {
    const info = await client.deviceInformation();
    device = {
      ...device,
      vendor: info.manufacturer,
      model: info.model,
      firmware: info.firmware,
      physicalId: info.serialNumber || deviceUrl,
    };
    device = { ...device, name: (await nameOfOnvif(client)) || defaultOnvifName(info.model, deviceUrl) };
    const mac = await client.macAddress().catch((error: unknown) => {
      if (error instanceof OnvifError && error.reason === 'notAuthorized') throw error;
      return '';
    });
    if (mac) device = { ...device, mac, physicalId: mac };
    const mediaUrl = await client.mediaServiceUrl();
    const streams: FoundStream[] = [];
    for (const profile of (await client.profiles(mediaUrl)).slice(0, 2)) {
      const uri = withoutCredentials(await client.streamUri(mediaUrl, profile.token));
      if (!uri) continue;
      const resolution = profile.width && profile.height ? `${profile.width}x${profile.height}` : '';
      streams.push({ url: uri, codec: profile.encoding, resolution, fps: profile.fps });
    }
    if (streams.length === 0)
      return { ...device, state: 'noDevice', reason: 'The ONVIF device names no stream.' };
    return { ...device, streams };
  } catch (error) {
    if (!(error instanceof OnvifError)) throw error;
    if (error.reason === 'notAuthorized')
      return {
        ...device,
        name: device.name || defaultOnvifName('', deviceUrl),
        state: 'needsCredentials',
        reason: ctx.credentials?.user ? WRONG_CREDENTIALS_TEXT : NEEDS_CREDENTIALS_TEXT,
      };
    if (error.reason === 'notOnvif') return emptyDevice(address, 'noDevice', 'No ONVIF device answers here.');
    return emptyDevice(address, device === base ? 'unreachable' : 'noDevice', error.message);
  }
}
