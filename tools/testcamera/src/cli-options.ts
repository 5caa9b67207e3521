/** The command line of `npm run testcamera -- [options]`: parsing and --help. */
import { parseArgs } from 'node:util';
import { parseResolution } from './stream-profiles.ts';
import type {
  AuthMethod,
  CameraCredentials,
  Encoding,
  FlapRule,
  ProfileName,
  TestCameraOptions,
} from './types.ts';

export const DEFAULT_RTSP_PORT = 8554;
/** ONVIF ports default to the RTSP ports + this, so camera n is at 8554+n-1 and 28554+n-1. */
export const ONVIF_PORT_OFFSET = 20000;

interface OptionHelp {
  flag: string;
  text: string;
}

const HELP: OptionHelp[] = [
  { flag: '--cameras N', text: 'number of cameras (default 1)' },
  {
    flag: '--rtsp-port P',
    text: `RTSP port of camera 1; camera n uses P+n-1 (default ${DEFAULT_RTSP_PORT})`,
  },
  {
    flag: '--onvif-port O',
    text: `ONVIF port of camera 1; camera n uses O+n-1 (default P+${ONVIF_PORT_OFFSET})`,
  },
  { flag: '--no-onvif', text: 'serve no ONVIF device service' },
  {
    flag: '--control-port C',
    text: 'HTTP control endpoint on 127.0.0.1:C (GET /cameras, POST /cameras/n/offline …)',
  },
  { flag: '--user U --password W', text: 'credentials every camera asks for (RTSP and ONVIF)' },
  { flag: '--auth N:USER:PASS', text: 'credentials for camera N only (repeatable; wins over --user)' },
  { flag: '--auth-method M', text: 'RTSP challenge: digest, basic or any (default any: both offered)' },
  {
    flag: '--profile NAME',
    text: 'standard (1280x720 + 320x180) or low (640x360 + 320x180); default standard',
  },
  { flag: '--primary WxH', text: 'primary stream resolution (overrides the profile)' },
  { flag: '--secondary WxH', text: 'secondary stream resolution (overrides the profile)' },
  { flag: '--fps N', text: 'frames per second of both streams (default 15)' },
  { flag: '--keyframe-interval S', text: 'seconds between keyframes (default 1)' },
  {
    flag: '--encoding MODE',
    text: 'per-camera (own encoders, name burned in) or shared (each stream encoded once',
  },
  { flag: '', text: 'for all cameras); default per-camera up to 4 cameras, shared above' },
  { flag: '--motion on|off', text: 'moving ball (default on); off: a still picture with the clock' },
  {
    flag: '--ptz N|all',
    text: 'camera N (or all) gets pan/tilt/zoom and an ONVIF PTZ service (repeatable)',
  },
  { flag: '--audio N|all', text: 'camera N (or all) sends sound too: a tone, AAC (repeatable)' },
  { flag: '--file PATH', text: 'loop this video file instead of the test pattern (re-encoded)' },
  {
    flag: '--flap [N:]S',
    text: 'camera N (or all) goes offline for S seconds, online for S, … (repeatable)',
  },
  { flag: '--linger S', text: 'seconds an idle encoder keeps running after its last reader (default 30)' },
  { flag: '--json', text: 'print one JSON object per camera instead of a text line' },
  { flag: '--verbose', text: "print the RTSP server's log on stderr" },
  { flag: '--help', text: 'show this help' },
];

export function helpText(): string {
  const width = Math.max(...HELP.map((h) => h.flag.length)) + 2;
  return [
    'Usage: npm run testcamera -- [options]',
    '',
    'Simulated cameras on 127.0.0.1: each has a primary and a secondary H.264 stream over RTSP',
    "(GStreamer's RTSP server) and an ONVIF device service. Prints one line per camera once its",
    'streams are ready, then runs until SIGINT/SIGTERM.',
    '',
    ...HELP.map((h) => `  ${h.flag.padEnd(width)}${h.text}`),
    '',
  ].join('\n');
}

export interface CliOptions {
  help: boolean;
  json: boolean;
  verbose: boolean;
  cameras: TestCameraOptions;
}

function integer(name: string, text: string | undefined, min: number, max: number): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`--${name} must be a whole number from ${min} to ${max}`);
  return value;
}

function positive(name: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!(value > 0)) throw new Error(`--${name} must be a number above 0`);
  return value;
}

function oneOf<T extends string>(
  name: string,
  text: string | undefined,
  allowed: readonly T[],
): T | undefined {
  if (text === undefined) return undefined;
  if (!allowed.includes(text as T)) throw new Error(`--${name} must be one of ${allowed.join(', ')}`);
  return text as T;
}

export function parseAuth(text: string): CameraCredentials {
  const match = /^(\d+):([^:]+):(.*)$/.exec(text);
  if (!match) throw new Error(`--auth "${text}": expected N:USER:PASSWORD`);
  return { camera: Number(match[1]), user: match[2]!, password: match[3]! };
}

export function parseFlap(text: string): FlapRule {
  const match = /^(?:(\d+):)?(\d+(?:\.\d+)?)$/.exec(text);
  if (!match) throw new Error(`--flap "${text}": expected SECONDS or N:SECONDS`);
  return { ...(match[1] ? { camera: Number(match[1]) } : {}), seconds: Number(match[2]) };
}

/** The cameras a repeatable `--name N|all` option names: their numbers, or true for all. */
export function parseCameraList(name: string, texts: string[]): number[] | boolean {
  if (texts.includes('all')) return true;
  return texts.map((text) => {
    if (!/^\d+$/.test(text)) throw new Error(`--${name} "${text}": expected a camera number or all`);
    return Number(text);
  });
}

export const parsePtz = (texts: string[]) => parseCameraList('ptz', texts);

export const CLI_OPTIONS = {
  cameras: { type: 'string' },
  'rtsp-port': { type: 'string' },
  'onvif-port': { type: 'string' },
  'no-onvif': { type: 'boolean' },
  'control-port': { type: 'string' },
  user: { type: 'string' },
  password: { type: 'string' },
  auth: { type: 'string', multiple: true },
  'auth-method': { type: 'string' },
  profile: { type: 'string' },
  primary: { type: 'string' },
  secondary: { type: 'string' },
  fps: { type: 'string' },
  'keyframe-interval': { type: 'string' },
  encoding: { type: 'string' },
  motion: { type: 'string' },
  file: { type: 'string' },
  flap: { type: 'string', multiple: true },
  ptz: { type: 'string', multiple: true },
  audio: { type: 'string', multiple: true },
  linger: { type: 'string' },
  json: { type: 'boolean' },
  verbose: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

export function parseCli(argv: string[]): CliOptions {
  const { values } = parseArgs({ args: argv, strict: true, allowPositionals: false, options: CLI_OPTIONS });
  const rtspPort = integer('rtsp-port', values['rtsp-port'], 1, 65535) ?? DEFAULT_RTSP_PORT;
  const onvifPort = values['no-onvif']
    ? false
    : (integer('onvif-port', values['onvif-port'], 1, 65535) ?? rtspPort + ONVIF_PORT_OFFSET);
  const controlPort = integer('control-port', values['control-port'], 1, 65535);
  const motion = oneOf('motion', values.motion, ['on', 'off'] as const);
  const cameras: TestCameraOptions = {
    cameras: integer('cameras', values.cameras, 1, 5000) ?? 1,
    rtspPort,
    onvifPort,
    ...(controlPort === undefined ? {} : { controlPort }),
    ...(values.user === undefined ? {} : { user: values.user }),
    ...(values.password === undefined ? {} : { password: values.password }),
    auth: (values.auth ?? []).map(parseAuth),
    authMethod: oneOf<AuthMethod>('auth-method', values['auth-method'], ['digest', 'basic', 'any']) ?? 'any',
    profile: oneOf<ProfileName>('profile', values.profile, ['standard', 'low']) ?? 'standard',
    ...(values.primary === undefined ? {} : { primary: parseResolution(values.primary) }),
    ...(values.secondary === undefined ? {} : { secondary: parseResolution(values.secondary) }),
    ...(values.fps === undefined ? {} : { fps: integer('fps', values.fps, 1, 60)! }),
    ...(values['keyframe-interval'] === undefined
      ? {}
      : { keyframeSeconds: positive('keyframe-interval', values['keyframe-interval'])! }),
    ...(values.encoding === undefined
      ? {}
      : { encoding: oneOf<Encoding>('encoding', values.encoding, ['per-camera', 'shared'])! }),
    motion: motion !== 'off',
    ...(values.file === undefined ? {} : { file: values.file }),
    flap: (values.flap ?? []).map(parseFlap),
    ...(values.ptz === undefined ? {} : { ptz: parsePtz(values.ptz) }),
    ...(values.audio === undefined ? {} : { audio: parseCameraList('audio', values.audio) }),
    ...(values.linger === undefined ? {} : { lingerSeconds: positive('linger', values.linger)! }),
  };
  return {
    help: values.help ?? false,
    json: values.json ?? false,
    verbose: values.verbose ?? false,
    cameras,
  };
}
