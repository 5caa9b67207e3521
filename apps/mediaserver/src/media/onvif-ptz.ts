/**
 * ONVIF PTZ (ver20 PTZ service) for `/api/ptz`: where a camera's PTZ service is and which media profile
 * carries its PTZ configuration, what it can do (Nx's `ptzCapabilities` flags), and the SOAP bodies of the
 * moves, presets and home. The bodies are pure functions so the command mapping is tested without a camera.
 */
import { PTZ_CAPABILITIES } from '@argus/contract/mediaserver';
import type { OnvifClient } from './onvif-client.ts';
import { escapeXml, xmlElements, xmlText } from './xml-text.ts';

export const PTZ_NS = 'http://www.onvif.org/ver20/ptz/wsdl';
const DEVICE_NS = 'http://www.onvif.org/ver10/device/wsdl';
const MEDIA_NS = 'http://www.onvif.org/ver10/media/wsdl';
const SCHEMA_NS = 'http://www.onvif.org/ver10/schema';

/** Where a camera's PTZ is driven: the PTZ service and the media profile with a PTZ configuration. */
export interface OnvifPtzTarget {
  ptzUrl: string;
  profileToken: string;
  /** Nx's `Ptz::Capability` flags for what the PTZ node supports. */
  capabilities: number;
}

export interface PtzVector {
  x: number;
  y: number;
  z: number;
}

export interface OnvifPreset {
  token: string;
  name: string;
}

/** The SOAP operation and its inner XML (inside `<Operation xmlns="…ptz/wsdl">`). */
export interface PtzSoapCall {
  operation: string;
  inner: string;
}

const number = (n: number) => String(Math.round(n * 1e6) / 1e6);
const profile = (token: string) => `<ProfileToken>${escapeXml(token)}</ProfileToken>`;
const panTilt = (x: number, y: number) => `<PanTilt xmlns="${SCHEMA_NS}" x="${number(x)}" y="${number(y)}"/>`;
const zoom = (z: number) => `<Zoom xmlns="${SCHEMA_NS}" x="${number(z)}"/>`;
const speed = (s: number) => `<Speed>${panTilt(s, s)}${zoom(s)}</Speed>`;

/** The SOAP calls of each PTZ action: the one place the API's commands become ONVIF. */
export const ptzSoap = {
  continuousMove: (token: string, v: PtzVector): PtzSoapCall =>
    v.x === 0 && v.y === 0 && v.z === 0
      ? { operation: 'Stop', inner: `${profile(token)}<PanTilt>true</PanTilt><Zoom>true</Zoom>` }
      : {
          operation: 'ContinuousMove',
          inner: `${profile(token)}<Velocity>${panTilt(v.x, v.y)}${zoom(v.z)}</Velocity>`,
        },
  absoluteMove: (token: string, p: PtzVector, s: number): PtzSoapCall => ({
    operation: 'AbsoluteMove',
    inner: `${profile(token)}<Position>${panTilt(p.x, p.y)}${zoom(p.z)}</Position>${speed(s)}`,
  }),
  status: (token: string): PtzSoapCall => ({ operation: 'GetStatus', inner: profile(token) }),
  presets: (token: string): PtzSoapCall => ({ operation: 'GetPresets', inner: profile(token) }),
  setPreset: (token: string, name: string, presetToken?: string): PtzSoapCall => ({
    operation: 'SetPreset',
    inner:
      profile(token) +
      `<PresetName>${escapeXml(name)}</PresetName>` +
      (presetToken ? `<PresetToken>${escapeXml(presetToken)}</PresetToken>` : ''),
  }),
  gotoPreset: (token: string, presetToken: string, s: number): PtzSoapCall => ({
    operation: 'GotoPreset',
    inner: `${profile(token)}<PresetToken>${escapeXml(presetToken)}</PresetToken>${speed(s)}`,
  }),
  removePreset: (token: string, presetToken: string): PtzSoapCall => ({
    operation: 'RemovePreset',
    inner: `${profile(token)}<PresetToken>${escapeXml(presetToken)}</PresetToken>`,
  }),
  gotoHome: (token: string, s: number): PtzSoapCall => ({
    operation: 'GotoHomePosition',
    inner: `${profile(token)}${speed(s)}`,
  }),
};

/** Nx's capability flags for a PTZ node (GetNodes): its spaces, presets and home. */
export function capabilitiesOfNode(nodeXml: string): number {
  const c = PTZ_CAPABILITIES;
  const spaces = xmlElements(nodeXml, 'SupportedPTZSpaces')[0]?.inner ?? '';
  const has = (name: string) => xmlElements(spaces, name).length > 0;
  let flags = 0;
  if (has('ContinuousPanTiltVelocitySpace')) flags |= c.ContinuousPanCapability | c.ContinuousTiltCapability;
  if (has('ContinuousZoomVelocitySpace')) flags |= c.ContinuousZoomCapability;
  if (has('AbsolutePanTiltPositionSpace'))
    flags |= c.AbsolutePanCapability | c.AbsoluteTiltCapability | c.DevicePositioningPtzCapability;
  if (has('AbsoluteZoomPositionSpace')) flags |= c.AbsoluteZoomCapability | c.DevicePositioningPtzCapability;
  if (Number(xmlText(nodeXml, 'MaximumNumberOfPresets')) > 0) flags |= c.PresetsPtzCapability;
  if (xmlText(nodeXml, 'HomeSupported') === 'true') flags |= c.HomePtzCapability;
  return flags;
}

/** The position of a GetStatus reply. */
export function positionOfStatus(xml: string): PtzVector {
  const position = xmlElements(xml, 'Position')[0]?.inner ?? '';
  const pt = xmlElements(position, 'PanTilt')[0]?.attributes ?? {};
  const z = xmlElements(position, 'Zoom')[0]?.attributes ?? {};
  return { x: Number(pt.x) || 0, y: Number(pt.y) || 0, z: Number(z.x) || 0 };
}

export function presetsOf(xml: string): OnvifPreset[] {
  return xmlElements(xml, 'Preset').map((p) => ({
    token: p.attributes.token ?? '',
    name: xmlText(p.inner, 'Name'),
  }));
}

/**
 * Finds the camera's PTZ: the PTZ service address (GetCapabilities), the first media profile with a PTZ
 * configuration, and its node's capabilities. Undefined when the camera has no PTZ.
 */
export async function discoverPtz(
  client: OnvifClient,
  deviceUrl: string,
): Promise<OnvifPtzTarget | undefined> {
  const caps = await client.call(deviceUrl, DEVICE_NS, 'GetCapabilities', '<Category>All</Category>');
  const ptzUrl = xmlText(xmlElements(caps, 'PTZ')[0]?.inner ?? '', 'XAddr');
  if (!ptzUrl) return undefined;
  const mediaUrl = xmlText(xmlElements(caps, 'Media')[0]?.inner ?? '', 'XAddr') || deviceUrl;
  const profiles = await client.call(mediaUrl, MEDIA_NS, 'GetProfiles');
  const withPtz = xmlElements(profiles, 'Profiles').find(
    (p) => xmlElements(p.inner, 'PTZConfiguration').length,
  );
  if (!withPtz?.attributes.token) return undefined;
  const nodes = await client.call(ptzUrl, PTZ_NS, 'GetNodes');
  const node = xmlElements(nodes, 'PTZNode')[0];
  const capabilities = node ? capabilitiesOfNode(node.inner) : 0;
  if (!capabilities) return undefined;
  return { ptzUrl, profileToken: withPtz.attributes.token, capabilities };
}

/** Runs one PTZ SOAP call against the camera's PTZ service; the reply body. */
export function callPtz(client: OnvifClient, target: OnvifPtzTarget, call: PtzSoapCall): Promise<string> {
  return client.call(target.ptzUrl, PTZ_NS, call.operation, call.inner);
}
