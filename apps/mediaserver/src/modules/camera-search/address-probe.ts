/**
 * Probing one address for a search: a short TCP connect to each port (the given one, or the usual camera
 * ports), then what speaks there: RTSP (DESCRIBE of `/`, then the usual stream paths, and an ONVIF device on
 * the host's usual web ports whose stream is on this port), ONVIF (GetDeviceInformation at the device service),
 * or a plain web server. The best outcome of the ports is the address's: found, then needs credentials, then
 * no device, then unreachable.
 */
import type { FoundDevice } from '@argus/contract/mediaserver';
import { rtspOptions } from '../../media/rtsp-probe.ts';
import { tcpConnect } from '../../media/tcp-connect.ts';
import { emptyDevice, OWN_ENDPOINT_TEXT, type ProbeContext, UNREACHABLE_TEXT } from './found-device.ts';
import { probeOnvif } from './onvif-probe.ts';
import { probeRtspUrl, webServerOf } from './url-probe.ts';

/** Ports tried when a search names none: HTTP (ONVIF) and RTSP, as cameras usually serve them. */
export const USUAL_CAMERA_PORTS = [80, 554, 8000, 8080, 8554, 8899] as const;

/** The usual ports of a camera's web server (its ONVIF device service). */
const USUAL_ONVIF_PORTS = [80, 8000, 8080, 8899] as const;

/**
 * Stream paths tried, in this order, when an RTSP server has no stream at `/`: the common vendors' first
 * streams (and `/primary`, the test cameras' own). Bounded: these, a few at a time, stopping at the first.
 */
export const USUAL_STREAM_PATHS = [
  '/primary',
  '/stream1',
  '/live',
  '/h264',
  '/Streaming/Channels/101',
  '/cam/realmonitor?channel=1&subtype=0',
  '/axis-media/media.amp',
  '/videoMain',
  '/live/ch00_0',
  '/media/video1',
  '/ch0_0.h264',
  '/11',
  '/1',
] as const;

/** Stream paths asked at once on one RTSP server. */
const PATHS_AT_ONCE = 4;

const RANK: Record<FoundDevice['state'], number> = {
  found: 3,
  needsCredentials: 2,
  noDevice: 1,
  unreachable: 0,
};

/** The first of the usual stream paths with a stream (or asking for credentials), a few asked at once. */
async function probeStreamPaths(address: string, ctx: ProbeContext): Promise<FoundDevice | null> {
  for (let i = 0; i < USUAL_STREAM_PATHS.length && !ctx.signal.aborted; i += PATHS_AT_ONCE) {
    const batch = USUAL_STREAM_PATHS.slice(i, i + PATHS_AT_ONCE);
    const outcomes = await Promise.all(batch.map((path) => probeRtspUrl(`rtsp://${address}${path}`, ctx)));
    const best =
      outcomes.find((o) => o.state === 'found') ?? outcomes.find((o) => o.state === 'needsCredentials');
    if (best) return best;
  }
  return null;
}

/** An ONVIF device on the host's usual web ports that streams from this RTSP port (the same camera). */
async function probeOnvifOfStream(
  host: string,
  port: number,
  ctx: ProbeContext,
): Promise<FoundDevice | null> {
  const onStream = (d: FoundDevice) =>
    d.state === 'found' &&
    d.streams.some((s) => URL.canParse(s.url) && Number(new URL(s.url).port || 554) === port);
  const outcomes = await Promise.all(
    USUAL_ONVIF_PORTS.filter((p) => p !== port).map((p) =>
      probeOnvif(`http://${host}:${p}/onvif/device_service`, `${host}:${p}`, ctx).catch(() => null),
    ),
  );
  return outcomes.find((d) => d !== null && onStream(d)) ?? null;
}

/**
 * An RTSP server: its stream at `/`; else an ONVIF device of the host streaming from it, or the first usual
 * stream path; else why nothing was found.
 */
async function probeRtspServer(
  host: string,
  port: number,
  server: string,
  ctx: ProbeContext,
): Promise<FoundDevice> {
  const address = `${host}:${port}`;
  const root = await probeRtspUrl(`rtsp://${address}/`, ctx);
  if (root.state !== 'noDevice') return { ...root, address };
  const [onvif, path] = await Promise.all([
    probeOnvifOfStream(host, port, ctx),
    probeStreamPaths(address, ctx),
  ]);
  const found = onvif ?? path;
  if (found) return { ...found, address };
  return emptyDevice(
    address,
    'noDevice',
    `An RTSP server${server ? ` (${server})` : ''} answers, but has no stream at / nor at the usual stream paths ` +
      `(${USUAL_STREAM_PATHS.slice(0, 4).join(', ')}, …): give the camera's stream URL.`,
  );
}

async function probePort(host: string, port: number, ctx: ProbeContext): Promise<FoundDevice> {
  const address = `${host}:${port}`;
  if (ctx.ownEndpoint?.(host, port)) return emptyDevice(address, 'unreachable', OWN_ENDPOINT_TEXT);
  const connect = await tcpConnect(host, port, ctx.timeoutMs, ctx.signal);
  if (!connect.ok) return emptyDevice(address, 'unreachable', UNREACHABLE_TEXT);
  const rtsp = await rtspOptions({ host, port }, ctx);
  if (rtsp.rtsp) return probeRtspServer(host, port, rtsp.server, ctx);
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
