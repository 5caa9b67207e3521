/**
 * The cheap check of a camera's status: RTSP DESCRIBE of its primary stream with its credentials (no media,
 * no ffprobe), or a GET of an HTTP stream. Online when the stream is there, Unauthorized when the camera
 * refuses the credentials (or has none and wants some), Offline otherwise.
 */
import { requestHttp } from '../../media/http-request.ts';
import { probeRtsp } from '../../media/rtsp-probe.ts';
import type { ProbeTarget } from '../devices/index.ts';

export type ObservedStatus = 'Online' | 'Offline' | 'Unauthorized';

export interface CheckOptions {
  timeoutMs: number;
  signal?: AbortSignal | undefined;
}

export type StatusCheck = (target: ProbeTarget, options: CheckOptions) => Promise<ObservedStatus>;

export const checkDeviceStatus: StatusCheck = async (target, options) => {
  if (/^rtsps?:/i.test(target.url)) {
    const probe = await probeRtsp(target.url, target.credentials, options);
    if (probe.kind === 'ok') return 'Online';
    return probe.kind === 'unauthorized' ? 'Unauthorized' : 'Offline';
  }
  if (/^https?:/i.test(target.url)) {
    try {
      const reply = await requestHttp(target.url, {
        ...options,
        credentials: target.credentials,
        headersOnly: true,
      });
      if (reply.status === 401 || reply.status === 403) return 'Unauthorized';
      return reply.status < 400 ? 'Online' : 'Offline';
    } catch {
      return 'Offline';
    }
  }
  return 'Offline';
};
