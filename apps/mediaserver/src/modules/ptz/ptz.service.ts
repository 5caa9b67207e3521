/**
 * PTZ of ONVIF cameras: learns what a camera's PTZ can do once it answers (the `ptzCapabilities` parameter,
 * as Nx keeps it), and runs `/api/ptz` commands through the camera's ONVIF PTZ service. Preset ids are the
 * camera's own tokens unless a client chose its own (Nx clients send a UUID): those are kept in the
 * `ptzPresets` parameter, id → token.
 */
import { InvalidParameter, MissingParameter, NotFound, Unavailable } from '@argus/contract';
import {
  isPtzControllable,
  PTZ_PARAMS,
  type PtzCommand,
  type PtzPosition,
  type PtzPreset,
  ptzCapabilitiesOf,
} from '@argus/contract/mediaserver';
import type { Caller } from '../../auth/caller.ts';
import type { Credentials } from '../../media/credentials.ts';
import { OnvifClient, OnvifError } from '../../media/onvif-client.ts';
import {
  callPtz,
  discoverPtz,
  type OnvifPtzTarget,
  positionOfStatus,
  presetsOf,
  ptzSoap,
} from '../../media/onvif-ptz.ts';
import { DEVICE_TYPE_IDS, type DeviceRow } from '../devices/index.ts';
import type { ParamRecord } from '../resources/index.ts';

export interface PtzDeps {
  devices: {
    find(caller: Caller, key: string): DeviceRow;
    paramsOf(id: string): ParamRecord;
    passwordOf(row: DeviceRow): string;
    setLearntParams(id: string, params: Record<string, string>): void;
  };
  /** How long one ONVIF call may take (default 4 s). */
  timeoutMs?: number;
}

export type PtzResult = null | PtzPreset | PtzPreset[] | PtzPosition;

const NOT_READY = new Set(['Offline', 'Unauthorized', 'NotDefined']);

function presetMap(params: ParamRecord): Record<string, string> {
  try {
    const parsed = JSON.parse(params[PTZ_PARAMS.presets] ?? '{}') as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, string>)
      : {};
  } catch {
    return {};
  }
}

export class PtzService {
  private readonly targets = new Map<string, { key: string; target: OnvifPtzTarget }>();
  private readonly learnt = new Map<string, string>();
  private readonly timeoutMs: number;

  constructor(private readonly d: PtzDeps) {
    this.timeoutMs = d.timeoutMs ?? 4000;
  }

  private credentialsOf(row: DeviceRow): Credentials | null {
    return row.credentialsUser || row.credentialsSealed
      ? { user: row.credentialsUser, password: this.d.devices.passwordOf(row) }
      : null;
  }

  private clientOf(row: DeviceRow): OnvifClient {
    return new OnvifClient(row.url, this.credentialsOf(row), { timeoutMs: this.timeoutMs });
  }

  private keyOf(row: DeviceRow): string {
    return [row.url, row.credentialsUser, row.credentialsSealed].join('\n');
  }

  /** A camera answered: read its PTZ capabilities once per address and credentials (ONVIF cameras only). */
  async consider(row: DeviceRow): Promise<void> {
    if (row.typeId !== DEVICE_TYPE_IDS.ONVIF) return;
    const key = this.keyOf(row);
    if (this.learnt.get(row.id) === key) return;
    this.learnt.set(row.id, key);
    try {
      const target = await discoverPtz(this.clientOf(row), row.url);
      if (target) this.targets.set(row.id, { key, target });
      const value = String(target?.capabilities ?? 0);
      if (this.d.devices.paramsOf(row.id)[PTZ_PARAMS.capabilities] !== value)
        this.d.devices.setLearntParams(row.id, { [PTZ_PARAMS.capabilities]: value });
    } catch {
      this.learnt.delete(row.id); // tried again on the next answer
    }
  }

  /** Where to send the camera's PTZ commands; 400 for a camera without PTZ, 503 for one that is not ready. */
  private async targetOf(row: DeviceRow): Promise<OnvifPtzTarget> {
    const flags = ptzCapabilitiesOf(this.d.devices.paramsOf(row.id)[PTZ_PARAMS.capabilities]);
    if (row.typeId !== DEVICE_TYPE_IDS.ONVIF || !isPtzControllable(flags))
      throw new InvalidParameter({ text: `PTZ is not supported by camera '${row.name}'.` });
    if (NOT_READY.has(row.status)) throw new Unavailable(`Camera '${row.name}' is not ready yet.`);
    const key = this.keyOf(row);
    const cached = this.targets.get(row.id);
    if (cached?.key === key) return cached.target;
    const target = await this.onCamera(row, () => discoverPtz(this.clientOf(row), row.url));
    if (!target) throw new InvalidParameter({ text: `PTZ is not supported by camera '${row.name}'.` });
    this.targets.set(row.id, { key, target });
    return target;
  }

  private async onCamera<T>(row: DeviceRow, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof OnvifError)) throw error;
      this.targets.delete(row.id);
      if (error.reason === 'notAuthorized')
        throw new Unavailable(`Camera '${row.name}' refused the credentials for PTZ.`);
      throw new Unavailable(`Camera '${row.name}' did not carry out the PTZ command: ${error.message}`);
    }
  }

  async run(caller: Caller, command: PtzCommand): Promise<PtzResult> {
    const cameraId = command.cameraId ?? command.resourceId;
    if (!cameraId) throw new MissingParameter('cameraId');
    const row = this.d.devices.find(caller, cameraId);
    const target = await this.targetOf(row);
    const client = this.clientOf(row);
    const call = (soap: ReturnType<(typeof ptzSoap)[keyof typeof ptzSoap]>) =>
      this.onCamera(row, () => callPtz(client, target, soap));
    const token = target.profileToken;
    switch (command.command) {
      case 'ContinuousMovePtzCommand':
        await call(
          ptzSoap.continuousMove(token, { x: command.xSpeed, y: command.ySpeed, z: command.zSpeed }),
        );
        return null;
      case 'AbsoluteDeviceMovePtzCommand':
        await call(
          ptzSoap.absoluteMove(token, { x: command.xPos, y: command.yPos, z: command.zPos }, command.speed),
        );
        return null;
      case 'GetDevicePositionPtzCommand':
        return positionOfStatus(await call(ptzSoap.status(token)));
      case 'GetPresetsPtzCommand': {
        const ids = Object.fromEntries(
          Object.entries(presetMap(this.d.devices.paramsOf(row.id))).map(([id, t]) => [t, id]),
        );
        return presetsOf(await call(ptzSoap.presets(token))).map((p) => ({
          id: ids[p.token] ?? p.token,
          name: p.name,
        }));
      }
      case 'CreatePresetPtzCommand': {
        const map = presetMap(this.d.devices.paramsOf(row.id));
        const existing = command.presetId === undefined ? undefined : map[command.presetId];
        const reply = await call(ptzSoap.setPreset(token, command.presetName, existing));
        const presetToken = /<(?:[\w.-]+:)?PresetToken>([^<]*)</.exec(reply)?.[1]?.trim() || existing;
        if (!presetToken) throw new Unavailable(`Camera '${row.name}' did not name the new preset.`);
        const id = command.presetId ?? presetToken;
        if (id !== presetToken) this.savePresetMap(row.id, { ...map, [id]: presetToken });
        return { id, name: command.presetName };
      }
      case 'RemovePresetPtzCommand': {
        const map = presetMap(this.d.devices.paramsOf(row.id));
        await call(
          ptzSoap.removePreset(token, await this.presetToken(row, map, command.presetId, call, token)),
        );
        if (command.presetId in map) {
          const { [command.presetId]: _removed, ...rest } = map;
          this.savePresetMap(row.id, rest);
        }
        return null;
      }
      case 'ActivatePresetPtzCommand': {
        const map = presetMap(this.d.devices.paramsOf(row.id));
        const presetToken = await this.presetToken(row, map, command.presetId, call, token);
        await call(ptzSoap.gotoPreset(token, presetToken, command.speed));
        return null;
      }
      case 'GoToHomePtzCommand':
        await call(ptzSoap.gotoHome(token, 1));
        return null;
    }
  }

  /** The camera's token for a preset id; 404 when the camera has no such preset. */
  private async presetToken(
    row: DeviceRow,
    map: Record<string, string>,
    presetId: string,
    call: (soap: ReturnType<typeof ptzSoap.presets>) => Promise<string>,
    profileToken: string,
  ): Promise<string> {
    const presetToken = map[presetId] ?? presetId;
    const presets = presetsOf(await call(ptzSoap.presets(profileToken)));
    if (!presets.some((p) => p.token === presetToken))
      throw new NotFound(`Camera '${row.name}' has no preset '${presetId}'.`);
    return presetToken;
  }

  private savePresetMap(id: string, map: Record<string, string>): void {
    this.d.devices.setLearntParams(id, { [PTZ_PARAMS.presets]: JSON.stringify(map) });
  }
}
