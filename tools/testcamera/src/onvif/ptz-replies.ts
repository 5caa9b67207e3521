/**
 * The ONVIF PTZ service (ver20 PTZ WSDL) of a PTZ test camera: one node and one configuration in the generic
 * spaces, continuous, absolute and relative moves, stop, presets, home and status.
 */
import type { PtzCamera, PtzVelocity } from '../ptz/ptz-camera.ts';
import type { PtzPosition } from '../types.ts';
import { elementText } from './soap-request.ts';
import { el, raw } from './xml.ts';

export const PTZ_NODE = 'ptz_node';
export const PTZ_CONFIGURATION = 'ptz_config';

const SPACE = 'http://www.onvif.org/ver10/tptz';
const SPACES = {
  absolutePanTilt: `${SPACE}/PanTiltSpaces/PositionGenericSpace`,
  absoluteZoom: `${SPACE}/ZoomSpaces/PositionGenericSpace`,
  relativePanTilt: `${SPACE}/PanTiltSpaces/TranslationGenericSpace`,
  relativeZoom: `${SPACE}/ZoomSpaces/TranslationGenericSpace`,
  continuousPanTilt: `${SPACE}/PanTiltSpaces/VelocityGenericSpace`,
  continuousZoom: `${SPACE}/ZoomSpaces/VelocityGenericSpace`,
  speedPanTilt: `${SPACE}/PanTiltSpaces/GenericSpeedSpace`,
  speedZoom: `${SPACE}/ZoomSpaces/ZoomGenericSpeedSpace`,
} as const;

export const PTZ_OPERATIONS = new Set([
  'GetNodes',
  'GetNode',
  'GetConfigurations',
  'GetConfiguration',
  'GetConfigurationOptions',
  'GetServiceCapabilities',
  'ContinuousMove',
  'Stop',
  'AbsoluteMove',
  'RelativeMove',
  'GetPresets',
  'SetPreset',
  'GotoPreset',
  'RemovePreset',
  'GotoHomePosition',
  'SetHomePosition',
  'GetStatus',
]);

const range = (min: number | string, max: number | string) => el('tt:Min', min) + el('tt:Max', max);
const range2d = (uri: string, x: [number, number], y: [number, number]) =>
  el('tt:URI', uri) + raw('tt:XRange', range(...x)) + raw('tt:YRange', range(...y));
const range1d = (uri: string, x: [number, number]) => el('tt:URI', uri) + raw('tt:XRange', range(...x));

function spaces(): string {
  return raw(
    'tt:SupportedPTZSpaces',
    raw('tt:AbsolutePanTiltPositionSpace', range2d(SPACES.absolutePanTilt, [-1, 1], [-1, 1])) +
      raw('tt:AbsoluteZoomPositionSpace', range1d(SPACES.absoluteZoom, [0, 1])) +
      raw('tt:RelativePanTiltTranslationSpace', range2d(SPACES.relativePanTilt, [-1, 1], [-1, 1])) +
      raw('tt:RelativeZoomTranslationSpace', range1d(SPACES.relativeZoom, [-1, 1])) +
      raw('tt:ContinuousPanTiltVelocitySpace', range2d(SPACES.continuousPanTilt, [-1, 1], [-1, 1])) +
      raw('tt:ContinuousZoomVelocitySpace', range1d(SPACES.continuousZoom, [-1, 1])) +
      raw('tt:PanTiltSpeedSpace', range1d(SPACES.speedPanTilt, [0, 1])) +
      raw('tt:ZoomSpeedSpace', range1d(SPACES.speedZoom, [0, 1])),
  );
}

function node(tag: string, maxPresets: number): string {
  return raw(
    tag,
    el('tt:Name', 'PTZ') +
      spaces() +
      el('tt:MaximumNumberOfPresets', maxPresets) +
      el('tt:HomeSupported', true),
    `token="${PTZ_NODE}" FixedHomePosition="false"`,
  );
}

function vector(tag: string, p: PtzPosition): string {
  return raw(tag, `<tt:PanTilt x="${p.pan}" y="${p.tilt}"/><tt:Zoom x="${p.zoom}"/>`);
}

/** The PTZConfiguration a profile carries (also GetConfigurations' item, under another tag). */
export function ptzConfiguration(tag = 'tt:PTZConfiguration'): string {
  return raw(
    tag,
    el('tt:Name', 'PTZ') +
      el('tt:UseCount', 2) +
      el('tt:NodeToken', PTZ_NODE) +
      el('tt:DefaultAbsolutePantTiltPositionSpace', SPACES.absolutePanTilt) +
      el('tt:DefaultAbsoluteZoomPositionSpace', SPACES.absoluteZoom) +
      el('tt:DefaultRelativePanTiltTranslationSpace', SPACES.relativePanTilt) +
      el('tt:DefaultRelativeZoomTranslationSpace', SPACES.relativeZoom) +
      el('tt:DefaultContinuousPanTiltVelocitySpace', SPACES.continuousPanTilt) +
      el('tt:DefaultContinuousZoomVelocitySpace', SPACES.continuousZoom) +
      raw(
        'tt:DefaultPTZSpeed',
        `<tt:PanTilt x="1" y="1" space="${SPACES.speedPanTilt}"/><tt:Zoom x="1" space="${SPACES.speedZoom}"/>`,
      ) +
      el('tt:DefaultPTZTimeout', 'PT10S') +
      raw('tt:PanTiltLimits', raw('tt:Range', range2d(SPACES.absolutePanTilt, [-1, 1], [-1, 1]))) +
      raw('tt:ZoomLimits', raw('tt:Range', range1d(SPACES.absoluteZoom, [0, 1]))),
    `token="${PTZ_CONFIGURATION}"`,
  );
}

/** The x and y of `<PanTilt x=".." y=".."/>` and the x of `<Zoom x=".."/>` inside an element (absent: undefined). */
export function vectorIn(xml: string, element: string): Partial<PtzPosition> | undefined {
  const section = new RegExp(
    `<(?:[\\w.-]+:)?${element}\\b[^>]*?(?:/>|>([\\s\\S]*?)</(?:[\\w.-]+:)?${element}>)`,
  ).exec(xml);
  if (!section) return undefined;
  const inner = section[1] ?? '';
  const attribute = (tag: string, name: string) => {
    const attributes = new RegExp(`<(?:[\\w.-]+:)?${tag}\\b([^>]*)>`).exec(inner)?.[1];
    const value = attributes && new RegExp(`\\b${name}\\s*=\\s*"([^"]*)"`).exec(attributes)?.[1];
    return value === undefined || value === '' || value === null ? undefined : Number(value);
  };
  const out: Partial<PtzPosition> = {};
  const pan = attribute('PanTilt', 'x');
  const tilt = attribute('PanTilt', 'y');
  const zoom = attribute('Zoom', 'x');
  if (pan !== undefined) out.pan = pan;
  if (tilt !== undefined) out.tilt = tilt;
  if (zoom !== undefined) out.zoom = zoom;
  return out;
}

/** ISO 8601 durations as ONVIF timeouts use them (PT1.5S, PT1M), in milliseconds. */
export function durationMs(text: string | undefined): number | undefined {
  if (!text) return undefined;
  const match = /^PT(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?$/.exec(text.trim());
  if (!match) return undefined;
  const [, h = '0', m = '0', s = '0'] = match;
  return ((Number(h) * 60 + Number(m)) * 60 + Number(s)) * 1000;
}

function status(ptz: PtzCamera, now: Date): string {
  const moving = ptz.moving;
  return raw(
    'tptz:GetStatusResponse',
    raw(
      'tptz:PTZStatus',
      vector('tt:Position', ptz.position) +
        raw(
          'tt:MoveStatus',
          el('tt:PanTilt', moving.panTilt ? 'MOVING' : 'IDLE') +
            el('tt:Zoom', moving.zoom ? 'MOVING' : 'IDLE'),
        ) +
        el('tt:UtcTime', now.toISOString()),
    ),
  );
}

export class PtzFault extends Error {
  constructor(
    readonly subcode: string,
    message: string,
  ) {
    super(message);
  }
}

function required(body: string, name: string): string {
  const value = elementText(body, name);
  if (!value) throw new PtzFault('InvalidArgVal', `${name} is missing`);
  return value;
}

function checkedNumbers(v: Partial<PtzPosition>): void {
  if (Object.values(v).some((n) => !Number.isFinite(n)))
    throw new PtzFault('InvalidArgVal', 'PanTilt and Zoom need numbers');
}

/** The reply body of a PTZ operation; throws PtzFault (or PtzError) for what the camera refuses. */
export function ptzReply(ptz: PtzCamera, operation: string, body: string, now: Date): string {
  const position = ptz.position;
  switch (operation) {
    case 'GetServiceCapabilities':
      return raw(
        'tptz:GetServiceCapabilitiesResponse',
        '<tptz:Capabilities EFlip="false" Reverse="false" GetCompatibleConfigurations="false" MoveStatus="true" StatusPosition="true"/>',
      );
    case 'GetNodes':
      return raw('tptz:GetNodesResponse', node('tptz:PTZNode', 32));
    case 'GetNode':
      return raw('tptz:GetNodeResponse', node('tptz:PTZNode', 32));
    case 'GetConfigurations':
      return raw('tptz:GetConfigurationsResponse', ptzConfiguration('tptz:PTZConfiguration'));
    case 'GetConfiguration':
      return raw('tptz:GetConfigurationResponse', ptzConfiguration('tptz:PTZConfiguration'));
    case 'GetConfigurationOptions':
      return raw(
        'tptz:GetConfigurationOptionsResponse',
        raw('tptz:PTZConfigurationOptions', spaces() + raw('tt:PTZTimeout', range('PT1S', 'PT60S'))),
      );
    case 'GetStatus':
      return status(ptz, now);
    case 'ContinuousMove': {
      const velocity = vectorIn(body, 'Velocity');
      if (!velocity) throw new PtzFault('InvalidArgVal', 'Velocity is missing');
      checkedNumbers(velocity);
      const full: PtzVelocity = {
        pan: velocity.pan ?? 0,
        tilt: velocity.tilt ?? 0,
        zoom: velocity.zoom ?? 0,
      };
      ptz.continuousMove(full, durationMs(elementText(body, 'Timeout')));
      return raw('tptz:ContinuousMoveResponse', '');
    }
    case 'Stop': {
      const panTilt = elementText(body, 'PanTilt');
      const zoom = elementText(body, 'Zoom');
      ptz.stop(panTilt !== 'false', zoom !== 'false');
      return raw('tptz:StopResponse', '');
    }
    case 'AbsoluteMove': {
      const target = vectorIn(body, 'Position');
      if (!target) throw new PtzFault('InvalidArgVal', 'Position is missing');
      checkedNumbers(target);
      ptz.absoluteMove({ ...position, ...target });
      return raw('tptz:AbsoluteMoveResponse', '');
    }
    case 'RelativeMove': {
      const translation = vectorIn(body, 'Translation');
      if (!translation) throw new PtzFault('InvalidArgVal', 'Translation is missing');
      checkedNumbers(translation);
      ptz.relativeMove({ pan: 0, tilt: 0, zoom: 0, ...translation });
      return raw('tptz:RelativeMoveResponse', '');
    }
    case 'GetPresets':
      return raw(
        'tptz:GetPresetsResponse',
        ptz
          .listPresets()
          .map((p) =>
            raw(
              'tptz:Preset',
              el('tt:Name', p.name) + vector('tt:PTZPosition', p.position),
              `token="${p.token}"`,
            ),
          )
          .join(''),
      );
    case 'SetPreset': {
      const token = ptz.setPreset(
        elementText(body, 'PresetName'),
        elementText(body, 'PresetToken') || undefined,
      );
      return raw('tptz:SetPresetResponse', el('tptz:PresetToken', token));
    }
    case 'GotoPreset':
      ptz.gotoPreset(required(body, 'PresetToken'));
      return raw('tptz:GotoPresetResponse', '');
    case 'RemovePreset':
      ptz.removePreset(required(body, 'PresetToken'));
      return raw('tptz:RemovePresetResponse', '');
    case 'GotoHomePosition':
      ptz.gotoHome();
      return raw('tptz:GotoHomePositionResponse', '');
    case 'SetHomePosition':
      ptz.setHome();
      return raw('tptz:SetHomePositionResponse', '');
    default:
      throw new PtzFault('ActionNotSupported', `${operation} is not supported`);
  }
}
