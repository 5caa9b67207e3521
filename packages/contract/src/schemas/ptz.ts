/**
 * PTZ (`POST /api/ptz`, media-server-api §4.5 "[design: shape]"): Nx 5.1's command names and parameters
 * (`command=ContinuousMovePtzCommand&cameraId=…&xSpeed=…`), in the query or in a JSON body, and the
 * `ptzCapabilities` flags a device's parameters carry once its PTZ service was read.
 */
import * as z from 'zod/mini';
import { mediaServerRegistry } from '../mediaserver/registry.ts';

/** Nx's `Ptz::Capability` flags (the ones Argus sets), as the `ptzCapabilities` parameter holds them. */
export const PTZ_CAPABILITIES = {
  ContinuousPanCapability: 0x1,
  ContinuousTiltCapability: 0x2,
  ContinuousZoomCapability: 0x4,
  AbsolutePanCapability: 0x10,
  AbsoluteTiltCapability: 0x20,
  AbsoluteZoomCapability: 0x40,
  DevicePositioningPtzCapability: 0x1000,
  PresetsPtzCapability: 0x10000,
  HomePtzCapability: 0x80000,
} as const;
export type PtzCapability = keyof typeof PTZ_CAPABILITIES;

/** The device parameters PTZ uses: its capability flags, and the presets' ids (Nx's) for the camera's tokens. */
export const PTZ_PARAMS = { capabilities: 'ptzCapabilities', presets: 'ptzPresets' } as const;

/** The flags of a `ptzCapabilities` value (a decimal number, as Nx stores it); none for absent or bad text. */
export function ptzCapabilitiesOf(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(n) && n > 0 ? n : 0;
}

export function hasPtzCapability(flags: number, capability: PtzCapability): boolean {
  return (flags & PTZ_CAPABILITIES[capability]) !== 0;
}

/** Whether a camera with these flags can be moved from the console (continuous pan, tilt or zoom). */
export function isPtzControllable(flags: number): boolean {
  return (
    hasPtzCapability(flags, 'ContinuousPanCapability') ||
    hasPtzCapability(flags, 'ContinuousTiltCapability') ||
    hasPtzCapability(flags, 'ContinuousZoomCapability')
  );
}

export const PTZ_COMMANDS = [
  'ContinuousMovePtzCommand',
  'AbsoluteDeviceMovePtzCommand',
  'GetDevicePositionPtzCommand',
  'GetPresetsPtzCommand',
  'CreatePresetPtzCommand',
  'RemovePresetPtzCommand',
  'ActivatePresetPtzCommand',
  'GoToHomePtzCommand',
] as const;
export type PtzCommandName = (typeof PTZ_COMMANDS)[number];

export const PTZ_PRESET_NAME_MAX = 64;

/** A number from min to max, given as a number (JSON) or as text (a query string). */
function numberIn(min: number, max: number, what: string) {
  const range = `${what} must be from ${min} to ${max}.`;
  return z.pipe(
    z.pipe(
      z.union([z.number(), z.string().check(z.regex(/^\s*-?\d+(\.\d+)?\s*$/, `${what} must be a number.`))]),
      z.transform((v: number | string) => Number(v)),
    ),
    z.number().check(z.gte(min, range), z.lte(max, range)),
  );
}

const speed = (what: string) => numberIn(-1, 1, what);
const activationSpeed = z._default(numberIn(0, 1, 'speed'), 1);
const presetId = z
  .string()
  .check(z.trim(), z.minLength(1, 'presetId is required.'), z.maxLength(128, 'presetId is too long.'));
const presetName = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'The preset needs a name.'),
    z.maxLength(PTZ_PRESET_NAME_MAX, `A preset name has at most ${PTZ_PRESET_NAME_MAX} characters.`),
  );

/** `cameraId` (5.x) or `resourceId` (older clients): the camera's id, physical id, MAC or logical id. */
const target = {
  cameraId: z.optional(z.string().check(z.trim(), z.minLength(1, 'cameraId is required.'))),
  resourceId: z.optional(z.string().check(z.trim(), z.minLength(1, 'cameraId is required.'))),
};

export const ptzCommandSchema = z.discriminatedUnion('command', [
  z.object({
    command: z.literal('ContinuousMovePtzCommand'),
    ...target,
    xSpeed: speed('xSpeed'),
    ySpeed: speed('ySpeed'),
    zSpeed: speed('zSpeed'),
  }),
  z.object({
    command: z.literal('AbsoluteDeviceMovePtzCommand'),
    ...target,
    xPos: numberIn(-1, 1, 'xPos'),
    yPos: numberIn(-1, 1, 'yPos'),
    zPos: numberIn(0, 1, 'zPos'),
    speed: activationSpeed,
  }),
  z.object({ command: z.literal('GetDevicePositionPtzCommand'), ...target }),
  z.object({ command: z.literal('GetPresetsPtzCommand'), ...target }),
  z.object({
    command: z.literal('CreatePresetPtzCommand'),
    ...target,
    presetId: z.optional(presetId),
    presetName,
  }),
  z.object({ command: z.literal('RemovePresetPtzCommand'), ...target, presetId }),
  z.object({
    command: z.literal('ActivatePresetPtzCommand'),
    ...target,
    presetId,
    speed: activationSpeed,
  }),
  z.object({ command: z.literal('GoToHomePtzCommand'), ...target }),
]);
export type PtzCommand = z.infer<typeof ptzCommandSchema>;
export type PtzCommandInput = z.input<typeof ptzCommandSchema>;

/** What `/api/ptz` reads from the query and the body before the command is checked (every field as given). */
export const ptzParamsSchema = z.record(z.string(), z.unknown());

export const ptzPresetSchema = z
  .object({ id: z.string(), name: z.string() })
  .register(mediaServerRegistry, { id: 'PtzPreset', description: 'A PTZ preset: its id and name.' });
export type PtzPreset = z.infer<typeof ptzPresetSchema>;

/** Positions in the device's space: pan (x) and tilt (y) from -1 to 1, zoom (z) from 0 to 1. */
export const ptzPositionSchema = z
  .object({ x: z.number(), y: z.number(), z: z.number() })
  .register(mediaServerRegistry, {
    id: 'PtzPosition',
    description: 'A PTZ position (pan x, tilt y, zoom z).',
  });
export type PtzPosition = z.infer<typeof ptzPositionSchema>;

/** The reply inside the envelope: presets for GetPresets, the preset for CreatePreset, the position for
 * GetDevicePosition, null for moves. */
export const ptzReplySchema = z.union([
  z.null(),
  z.array(ptzPresetSchema),
  ptzPresetSchema,
  ptzPositionSchema,
]);
export type PtzReply = z.infer<typeof ptzReplySchema>;

/** What a person asks of the console's PTZ control. `move`: -1, 0 or 1 per axis (zoom 1 is in), at a speed. */
export type PtzIntent =
  | { kind: 'move'; pan: number; tilt: number; zoom: number; speed?: number }
  | { kind: 'stop' }
  | { kind: 'home' }
  | { kind: 'presets' }
  | { kind: 'savePreset'; name: string }
  | { kind: 'gotoPreset'; presetId: string }
  | { kind: 'removePreset'; presetId: string };

/** The console's default speed of a press-and-hold move (a half of the camera's full speed). */
export const PTZ_DEFAULT_SPEED = 0.5;

/** The `/api/ptz` body of an intent. */
export function ptzCommandFor(cameraId: string, intent: PtzIntent): PtzCommandInput {
  switch (intent.kind) {
    case 'move': {
      const speed = intent.speed ?? PTZ_DEFAULT_SPEED;
      const axis = (v: number) => Math.sign(v) * speed;
      return {
        command: 'ContinuousMovePtzCommand',
        cameraId,
        xSpeed: axis(intent.pan),
        ySpeed: axis(intent.tilt),
        zSpeed: axis(intent.zoom),
      };
    }
    case 'stop':
      return { command: 'ContinuousMovePtzCommand', cameraId, xSpeed: 0, ySpeed: 0, zSpeed: 0 };
    case 'home':
      return { command: 'GoToHomePtzCommand', cameraId };
    case 'presets':
      return { command: 'GetPresetsPtzCommand', cameraId };
    case 'savePreset':
      return { command: 'CreatePresetPtzCommand', cameraId, presetName: intent.name };
    case 'gotoPreset':
      return { command: 'ActivatePresetPtzCommand', cameraId, presetId: intent.presetId, speed: 1 };
    case 'removePreset':
      return { command: 'RemovePresetPtzCommand', cameraId, presetId: intent.presetId };
  }
}
