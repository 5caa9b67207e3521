/**
 * Probing one stream or device URL for a search: RTSP (OPTIONS, DESCRIBE with the camera's own Digest or
 * Basic challenge), ONVIF at a device service URL, and HTTP streams (MJPEG). The outcome is a found device,
 * "needs credentials", "unreachable", or "no device", with a reason for the user.
 */
import type { FoundDevice, FoundStream } from '@argus/contract/mediaserver';
import { withoutCredentials } from '../../media/credentials.ts';
import { HttpFailure, pageTitle, requestHttp } from '../../media/http-request.ts';
import { probeRtsp } from '../../media/rtsp-probe.ts';
import type { SdpMedia } from '../../media/sdp.ts';
import {
  emptyDevice,
  NEEDS_CREDENTIALS_TEXT,
  type ProbeContext,
  UNREACHABLE_TEXT,
  WRONG_CREDENTIALS_TEXT,
} from './found-device.ts';
import { probeOnvif } from './onvif-probe.ts';

function streamOf(url: string, media: SdpMedia): FoundStream {
  return {
    url,
    codec: media.codec,
    resolution: media.width && media.height ? `${media.width}x${media.height}` : '',
    fps: media.fps,
  };
}

/** A stream URL: is there an RTSP stream behind it? */
export async function probeRtspUrl(raw: string, ctx: ProbeContext): Promise<FoundDevice> {
  const url = withoutCredentials(raw);
  const probe = await probeRtsp(url, ctx.credentials, { ...ctx, options: true });
  if (probe.kind === 'failed') {
    const state = probe.connected && probe.failure === 'notRtsp' ? 'noDevice' : 'unreachable';
    return emptyDevice(
      url,
      state,
      state === 'noDevice' ? 'The port does not answer in RTSP.' : UNREACHABLE_TEXT,
    );
  }
  const base = {
    ...emptyDevice(url, 'found', ''),
    physicalId: url,
    url,
    manufacturer: 'GENERIC_RTSP' as const,
  };
  const named = { ...base, vendor: 'GENERIC_RTSP', name: nameOfUrl(url) };
  if (probe.kind === 'unauthorized')
    return {
      ...named,
      state: 'needsCredentials',
      reason: probe.withCredentials ? WRONG_CREDENTIALS_TEXT : NEEDS_CREDENTIALS_TEXT,
    };
  if (probe.kind === 'status')
    return emptyDevice(
      url,
      'noDevice',
      `The RTSP server answers ${probe.status} ${probe.reason} for this URL.`,
    );
  const videos = probe.media.filter((m) => m.kind === 'video');
  if (videos.length === 0) return emptyDevice(url, 'noDevice', 'The stream has no video.');
  return {
    ...named,
    name: probe.title || named.name,
    model: probe.server,
    streams: [streamOf(url, videos[0]!)],
  };
}

/** An HTTP URL: an ONVIF device service, or an MJPEG stream. */
export async function probeHttpUrl(raw: string, ctx: ProbeContext): Promise<FoundDevice> {
  const url = withoutCredentials(raw);
  if (/\/onvif\//i.test(url)) return probeOnvif(url, url, ctx);
  try {
    const reply = await requestHttp(url, { ...ctx, credentials: ctx.credentials, headersOnly: true });
    const type = String(reply.headers['content-type'] ?? '');
    const base = {
      ...emptyDevice(url, 'found', ''),
      physicalId: url,
      url,
      manufacturer: 'GENERIC_HTTP' as const,
    };
    const named = {
      ...base,
      vendor: 'GENERIC_HTTP',
      name: nameOfUrl(url),
      model: String(reply.headers.server ?? ''),
    };
    if (reply.status === 401)
      return {
        ...named,
        state: 'needsCredentials',
        reason: ctx.credentials?.user ? WRONG_CREDENTIALS_TEXT : NEEDS_CREDENTIALS_TEXT,
      };
    if (reply.status === 200 && /multipart\/x-mixed-replace|image\/jpeg/i.test(type))
      return { ...named, streams: [{ url, codec: 'MJPEG', resolution: '', fps: 0 }] };
    return emptyDevice(
      url,
      'noDevice',
      `The web server answers ${reply.status} with ${type || 'no content type'}, not a stream.`,
    );
  } catch (error) {
    const failure = error instanceof HttpFailure ? error.failure : 'unreachable';
    return emptyDevice(url, failure === 'notHttp' ? 'noDevice' : 'unreachable', UNREACHABLE_TEXT);
  }
}

/** What a web server at an address says about itself (`Server` header, page title). */
export async function webServerOf(host: string, port: number, ctx: ProbeContext): Promise<string | null> {
  try {
    const reply = await requestHttp(`http://${host}:${port}/`, {
      timeoutMs: ctx.timeoutMs,
      signal: ctx.signal,
    });
    const parts = [String(reply.headers.server ?? ''), pageTitle(reply.body)].filter(Boolean);
    return parts.join(', ') || `HTTP ${reply.status}`;
  } catch {
    return null;
  }
}

/**
 * A readable name for a stream: its host, port (when not the scheme's own) and path, so that two cameras
 * behind one address (one port each) never get the same name.
 */
export function nameOfUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const path = `${parsed.pathname}${parsed.search}`;
    return `${parsed.host}${path === '/' ? '' : path}`;
  } catch {
    return url;
  }
}
