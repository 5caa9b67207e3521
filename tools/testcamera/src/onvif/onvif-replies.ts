/**
 * The ONVIF device and media service replies of a test camera, shaped like the messages of the ONVIF
 * Core and Media (ver10) specifications: device information, network interface with its MAC,
 * capabilities and services, profiles (primary and secondary H.264), stream URIs, date and time.
 */
import type { StreamInfo, TestCameraInfo } from '../types.ts';
import { ptzConfiguration } from './ptz-replies.ts';
import type { SoapRequest } from './soap-request.ts';
import { el, NS, raw } from './xml.ts';

export type OnvifCamera = TestCameraInfo & { onvifPort: number };

/** Operations a client may call before it authenticates (ONVIF Core access class PRE_AUTH). */
export const PRE_AUTH_OPERATIONS = new Set([
  'GetSystemDateAndTime',
  'GetCapabilities',
  'GetServices',
  'GetServiceCapabilities',
  'GetWsdlUrl',
  'GetHostname',
  'GetEndpointReference',
]);

const VIDEO_SOURCE = 'video_source';
const profileToken = (stream: StreamInfo) => `profile_${stream.key}`;

function serviceUrl(camera: OnvifCamera, service: 'device' | 'media' | 'ptz'): string {
  return `http://${camera.host}:${camera.onvifPort}/onvif/${service}_service`;
}

function deviceInformation(camera: OnvifCamera): string {
  return raw(
    'tds:GetDeviceInformationResponse',
    el('tds:Manufacturer', camera.vendor) +
      el('tds:Model', camera.model) +
      el('tds:FirmwareVersion', camera.firmware) +
      el('tds:SerialNumber', camera.serial) +
      el('tds:HardwareId', camera.model),
  );
}

function networkInterfaces(camera: OnvifCamera): string {
  const info = raw('tt:Info', el('tt:Name', 'lo') + el('tt:HwAddress', camera.mac) + el('tt:MTU', 1500));
  const manual = raw('tt:Manual', el('tt:Address', camera.host) + el('tt:PrefixLength', 8));
  const ipv4 = raw('tt:IPv4', el('tt:Enabled', true) + raw('tt:Config', manual + el('tt:DHCP', false)));
  return raw(
    'tds:GetNetworkInterfacesResponse',
    raw('tds:NetworkInterfaces', el('tt:Enabled', true) + info + ipv4, 'token="eth0"'),
  );
}

function capabilities(camera: OnvifCamera): string {
  const streaming = raw(
    'tt:StreamingCapabilities',
    el('tt:RTPMulticast', false) + el('tt:RTP_TCP', true) + el('tt:RTP_RTSP_TCP', true),
  );
  return raw(
    'tds:GetCapabilitiesResponse',
    raw(
      'tds:Capabilities',
      raw('tt:Device', el('tt:XAddr', serviceUrl(camera, 'device'))) +
        raw('tt:Media', el('tt:XAddr', serviceUrl(camera, 'media')) + streaming) +
        (camera.ptz ? raw('tt:PTZ', el('tt:XAddr', serviceUrl(camera, 'ptz'))) : ''),
    ),
  );
}

function services(camera: OnvifCamera): string {
  const service = (namespace: string, url: string, minor: number) =>
    raw(
      'tds:Service',
      el('tds:Namespace', namespace) +
        el('tds:XAddr', url) +
        raw('tds:Version', el('tt:Major', 2) + el('tt:Minor', minor)),
    );
  return raw(
    'tds:GetServicesResponse',
    service(NS.tds, serviceUrl(camera, 'device'), 60) +
      service(NS.trt, serviceUrl(camera, 'media'), 60) +
      (camera.ptz ? service(NS.tptz, serviceUrl(camera, 'ptz'), 60) : ''),
  );
}

function systemDateAndTime(now: Date): string {
  const time = raw(
    'tt:Time',
    el('tt:Hour', now.getUTCHours()) +
      el('tt:Minute', now.getUTCMinutes()) +
      el('tt:Second', now.getUTCSeconds()),
  );
  const date = raw(
    'tt:Date',
    el('tt:Year', now.getUTCFullYear()) +
      el('tt:Month', now.getUTCMonth() + 1) +
      el('tt:Day', now.getUTCDate()),
  );
  return raw(
    'tds:GetSystemDateAndTimeResponse',
    raw(
      'tds:SystemDateAndTime',
      el('tt:DateTimeType', 'Manual') +
        el('tt:DaylightSavings', false) +
        raw('tt:TimeZone', el('tt:TZ', 'UTC0')) +
        raw('tt:UTCDateTime', time + date),
    ),
  );
}

function scopes(camera: OnvifCamera): string {
  const scope = (item: string) => raw('tds:Scopes', el('tt:ScopeDef', 'Fixed') + el('tt:ScopeItem', item));
  return raw(
    'tds:GetScopesResponse',
    scope('onvif://www.onvif.org/type/video_encoder') +
      scope('onvif://www.onvif.org/Profile/Streaming') +
      scope(`onvif://www.onvif.org/name/${encodeURIComponent(camera.name)}`) +
      scope(`onvif://www.onvif.org/hardware/${camera.model}`) +
      scope('onvif://www.onvif.org/location/loopback'),
  );
}

function hostname(camera: OnvifCamera): string {
  const name = `testcamera-${camera.index}`;
  return raw(
    'tds:GetHostnameResponse',
    raw('tds:HostnameInformation', el('tt:FromDHCP', false) + el('tt:Name', name)),
  );
}

function primaryStream(camera: OnvifCamera): StreamInfo {
  return camera.streams[0]!;
}

function videoSourceConfiguration(camera: OnvifCamera): string {
  const { width, height } = primaryStream(camera);
  return raw(
    'tt:VideoSourceConfiguration',
    el('tt:Name', 'Video source') +
      el('tt:UseCount', camera.streams.length) +
      el('tt:SourceToken', VIDEO_SOURCE) +
      `<tt:Bounds x="0" y="0" width="${width}" height="${height}"/>`,
    'token="video_source_config"',
  );
}

function videoEncoderConfiguration(stream: StreamInfo, keyframeFrames: number): string {
  const multicast = raw(
    'tt:Multicast',
    raw('tt:Address', el('tt:Type', 'IPv4') + el('tt:IPv4Address', '0.0.0.0')) +
      el('tt:Port', 0) +
      el('tt:TTL', 0) +
      el('tt:AutoStart', false),
  );
  return raw(
    'tt:VideoEncoderConfiguration',
    el('tt:Name', `${stream.key} stream`) +
      el('tt:UseCount', 1) +
      el('tt:Encoding', stream.codec) +
      raw('tt:Resolution', el('tt:Width', stream.width) + el('tt:Height', stream.height)) +
      el('tt:Quality', 5) +
      raw(
        'tt:RateControl',
        el('tt:FrameRateLimit', stream.fps) +
          el('tt:EncodingInterval', 1) +
          el('tt:BitrateLimit', stream.bitrateKbps),
      ) +
      raw('tt:H264', el('tt:GovLength', keyframeFrames) + el('tt:H264Profile', 'Baseline')) +
      multicast +
      el('tt:SessionTimeout', 'PT60S'),
    `token="encoder_${stream.key}"`,
  );
}

function profile(
  camera: OnvifCamera,
  stream: StreamInfo,
  keyframeFrames: number,
  tag = 'trt:Profiles',
): string {
  return raw(
    tag,
    el('tt:Name', stream.key) +
      videoSourceConfiguration(camera) +
      videoEncoderConfiguration(stream, keyframeFrames) +
      (camera.ptz ? ptzConfiguration() : ''),
    `token="${profileToken(stream)}" fixed="true"`,
  );
}

function videoSources(camera: OnvifCamera): string {
  const { width, height, fps } = primaryStream(camera);
  return raw(
    'trt:GetVideoSourcesResponse',
    raw(
      'trt:VideoSources',
      el('tt:Framerate', fps) + raw('tt:Resolution', el('tt:Width', width) + el('tt:Height', height)),
      `token="${VIDEO_SOURCE}"`,
    ),
  );
}

function streamUri(stream: StreamInfo): string {
  return raw(
    'trt:GetStreamUriResponse',
    raw(
      'trt:MediaUri',
      el('tt:Uri', stream.url) +
        el('tt:InvalidAfterConnect', false) +
        el('tt:InvalidAfterReboot', false) +
        el('tt:Timeout', 'PT0S'),
    ),
  );
}

export class UnknownProfile extends Error {}

function streamFor(camera: OnvifCamera, token: string | undefined): StreamInfo {
  const stream = camera.streams.find((s) => profileToken(s) === token);
  if (!stream) throw new UnknownProfile(`no profile "${token ?? ''}"`);
  return stream;
}

/** The reply body for an operation, or undefined when the camera does not support it. */
export function replyBody(
  camera: OnvifCamera,
  request: SoapRequest,
  keyframeFrames: number,
  now: Date,
): string | undefined {
  switch (request.operation) {
    case 'GetDeviceInformation':
      return deviceInformation(camera);
    case 'GetNetworkInterfaces':
      return networkInterfaces(camera);
    case 'GetCapabilities':
      return capabilities(camera);
    case 'GetServices':
      return services(camera);
    case 'GetSystemDateAndTime':
      return systemDateAndTime(now);
    case 'GetScopes':
      return scopes(camera);
    case 'GetHostname':
      return hostname(camera);
    case 'GetVideoSources':
      return videoSources(camera);
    case 'GetProfiles':
      return raw(
        'trt:GetProfilesResponse',
        camera.streams.map((s) => profile(camera, s, keyframeFrames)).join(''),
      );
    case 'GetProfile':
      return raw(
        'trt:GetProfileResponse',
        profile(camera, streamFor(camera, request.profileToken), keyframeFrames, 'trt:Profile'),
      );
    case 'GetStreamUri':
      return streamUri(streamFor(camera, request.profileToken));
    default:
      return undefined;
  }
}
