/**
 * Probing one address for a search: a short TCP connect to each port (the given one, or the usual camera
 * ports), then what speaks there: RTSP (DESCRIBE of `/`), ONVIF (GetDeviceInformation at the device service),
 * or a plain web server. The best outcome of the ports is the address's: found, then needs credentials, then
 * no device, then unreachable.
 */
import type { FoundDevice } from '@argus/contract';
import { rtspOptions } from '../../media/rtsp-probe.ts';
import { tcpConnect } from '../../media/tcp-connect.ts';
import { emptyDevice, OWN_ENDPOINT_TEXT, type ProbeContext, UNREACHABLE_TEXT } from './found-device.ts';
import { probeOnvif } from './onvif-probe.ts';
import { probeRtspUrl, webServerOf } from './url-probe.ts';

/** Ports tried when a search names none: HTTP (ONVIF) and RTSP, as cameras usually serve them. */
export const USUAL_CAMERA_PORTS = [80, 554, 8000, 8080, 8554, 8899] as const;

const RANK: Record<FoundDevice['state'], number> = {
  found: 3,
  needsCredentials: 2,
  noDevice: 1,
  unreachable: 0,
};

async function probePort(host: string, port: number, ctx: ProbeContext): Promise<FoundDevice> {
  const address = `${host}:${port}`;
  if (ctx.ownEndpoint?.(host, port)) return emptyDevice(address, 'unreachable', OWN_ENDPOINT_TEXT);
  const connect = await tcpConnect(host, port, ctx.timeoutMs, ctx.signal);
  if (!connect.ok) return emptyDevice(address, 'unreachable', UNREACHABLE_TEXT);
  const rtsp = await rtspOptions({ host, port }, ctx);
  if (rtsp.rtsp) {
    const found = await probeRtspUrl(`rtsp://${address}/`, ctx);
    if (found.state === 'noDevice')
      return emptyDevice(
        address,
        'noDevice',
        `An RTSP server${rtsp.server ? ` (${rtsp.server})` : ''} answers, but has no stream at /: search for its stream URL.`,
      );
    return { ...found, address };
  }
  const onvif = await probeOnvif(`http://${address}/onvif/device_service`, address, ctx);
  if (onvif.state !== 'noDevice' && onvif.state !== 'unreachable') return onvif;
  const web = await webServerOf(host, port, ctx);
  return emptyDevice(
    address,
    'noDevice',
    web
      ? `A web server (${web}) answers, but no camera interface.`
      : 'Something answers, but not as a camera.',
  );
}

export async function probeAddress(
  host: string,
  port: number | null,
  ctx: ProbeContext,
): Promise<FoundDevice> {
  const ports = port ? [port] : [...USUAL_CAMERA_PORTS];
  const outcomes = await Promise.all(ports.map((p) => probePort(host, p, ctx)));
  const best = outcomes.reduce((a, b) => (RANK[b.state] > RANK[a.state] ? b : a));
  return best.state === 'unreachable' ? { ...best, address: port ? best.address : host } : best;
}
