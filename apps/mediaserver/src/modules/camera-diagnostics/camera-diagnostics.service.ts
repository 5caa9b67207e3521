/**
 * Camera diagnostics (media-server-api §4.5.3), the four steps done for real: the server is available (it
 * answers this request), the camera accepts a TCP connection at its address, its stream answers DESCRIBE with
 * its credentials, and a key frame of the stream decodes (ffprobe). Outcomes are the 5.1 error codes with
 * their parameters (URLs never carry credentials).
 */
import {
  type CameraDiagnosticsReply,
  DIAGNOSTICS_ERROR_CODES,
  type DiagnosticsError,
  type DiagnosticsStep,
  diagnosticsMessage,
} from '@argus/contract/mediaserver';
import type { CameraInputs } from '../../media/camera-input.ts';
import type { ChildProcesses } from '../../media/child-processes.ts';
import { endpointOfUrl, withoutCredentials } from '../../media/credentials.ts';
import { decodeKeyFrame } from '../../media/ffprobe.ts';
import { HttpFailure, requestHttp } from '../../media/http-request.ts';
import { probeRtsp } from '../../media/rtsp-probe.ts';
import { tcpConnect } from '../../media/tcp-connect.ts';
import type { DeviceRow, ProbeTarget } from '../devices/index.ts';

export interface DiagnosticsOptions {
  timeoutMs: number;
  /** Reading a key frame takes longer than a DESCRIBE. */
  integrityTimeoutMs: number;
}

const DEFAULTS: DiagnosticsOptions = { timeoutMs: 5000, integrityTimeoutMs: 15_000 };

interface Outcome {
  error: DiagnosticsError;
  params: string[];
}

const ok: Outcome = { error: 'noError', params: [] };

export class CameraDiagnostics {
  private readonly options: DiagnosticsOptions;

  constructor(
    private readonly d: {
      probeTarget(row: DeviceRow): ProbeTarget;
      children: ChildProcesses;
      inputs: CameraInputs;
      options?: Partial<DiagnosticsOptions>;
    },
  ) {
    this.options = { ...DEFAULTS, ...d.options };
  }

  async run(row: DeviceRow, step: DiagnosticsStep): Promise<CameraDiagnosticsReply> {
    const outcome = await this.outcomeOf(row, step);
    return {
      performedStep: step,
      errorCode: DIAGNOSTICS_ERROR_CODES[outcome.error],
      errorParams: outcome.params,
      errorMessage: diagnosticsMessage(outcome.error, outcome.params),
    };
  }

  private outcomeOf(row: DeviceRow, step: DiagnosticsStep): Promise<Outcome> | Outcome {
    switch (step) {
      case 'mediaServerAvailability':
        return ok;
      case 'cameraAvailability':
        return this.cameraAvailability(row);
      case 'mediaStreamAvailability':
        return this.streamAvailability(this.d.probeTarget(row));
      case 'mediaStreamIntegrity':
        return this.streamIntegrity(this.d.probeTarget(row));
    }
  }

  private async cameraAvailability(row: DeviceRow): Promise<Outcome> {
    const endpoint = endpointOfUrl(row.url);
    if (!endpoint) return { error: 'cameraInvalidParams', params: [withoutCredentials(row.url)] };
    const connect = await tcpConnect(endpoint.host, endpoint.port, this.options.timeoutMs);
    return connect.ok ? ok : { error: 'cannotEstablishConnection', params: [String(endpoint.port)] };
  }

  private async streamAvailability(target: ProbeTarget): Promise<Outcome> {
    const url = withoutCredentials(target.url);
    const port = String(endpointOfUrl(url)?.port ?? '');
    if (/^https?:/i.test(url)) return this.httpStreamAvailability(url, port, target);
    if (!/^rtsps?:/i.test(url))
      return { error: 'unsupportedProtocol', params: [url, url.split(':')[0] ?? ''] };
    const probe = await probeRtsp(url, target.credentials, { timeoutMs: this.options.timeoutMs });
    switch (probe.kind) {
      case 'ok':
        return probe.media.some((m) => m.kind === 'video') ? ok : { error: 'noMediaTrack', params: [url] };
      case 'unauthorized':
        return { error: 'notAuthorised', params: [url] };
      case 'status':
        return { error: 'requestFailed', params: ['DESCRIBE', `${probe.status} ${probe.reason}`.trim()] };
      case 'failed':
        if (!probe.connected) return { error: 'cannotOpenCameraMediaPort', params: [url, port] };
        if (probe.failure === 'notRtsp') return { error: 'responseParseError', params: [url, 'DESCRIBE'] };
        return { error: 'connectionClosedUnexpectedly', params: [url, port] };
    }
  }

  private async httpStreamAvailability(url: string, port: string, target: ProbeTarget): Promise<Outcome> {
    try {
      const reply = await requestHttp(url, {
        timeoutMs: this.options.timeoutMs,
        credentials: target.credentials,
        headersOnly: true,
      });
      if (reply.status === 401 || reply.status === 403) return { error: 'notAuthorised', params: [url] };
      return reply.status < 400 ? ok : { error: 'requestFailed', params: ['GET', `HTTP ${reply.status}`] };
    } catch (error) {
      const failure = error instanceof HttpFailure ? error.failure : 'unreachable';
      if (failure === 'notHttp') return { error: 'responseParseError', params: [url, 'GET'] };
      return { error: 'cannotOpenCameraMediaPort', params: [url, port] };
    }
  }

  private async streamIntegrity(target: ProbeTarget): Promise<Outcome> {
    const url = withoutCredentials(target.url);
    const port = String(endpointOfUrl(url)?.port ?? '');
    const source = { url, credentials: target.credentials };
    const frame = await decodeKeyFrame(this.d.children, this.d.inputs, source, {
      timeoutMs: this.options.integrityTimeoutMs,
    });
    if (frame.ok) return ok;
    switch (frame.failure) {
      case 'unauthorized':
        return { error: 'notAuthorised', params: [url] };
      case 'unreachable':
        return { error: 'cannotOpenCameraMediaPort', params: [url, port] };
      case 'timeout':
      case 'noStreams':
        return { error: 'noMediaStream', params: [] };
      case 'failed':
        return { error: 'badMediaStream', params: [frame.message] };
    }
  }
}
