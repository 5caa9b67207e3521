/**
 * A test camera's simulated pan/tilt/zoom head: its position in ONVIF's generic spaces (pan and tilt from -1
 * to 1, zoom from 0 to 1), continuous moves at a velocity, presets and a home position. Every change of
 * position becomes a view: the part of the camera's scene (fractions of it) that its streams show.
 */
import type { PtzPosition } from '../types.ts';

export interface PtzView {
  /** Top left corner and size, as fractions of the scene. */
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface PtzPreset {
  token: string;
  name: string;
  position: PtzPosition;
}

export interface PtzVelocity {
  pan: number;
  tilt: number;
  zoom: number;
}

/** At zoom 0 the camera sees this fraction of its scene's width and height. */
export const WIDE_FRACTION = 0.5;
/** At zoom 1 the picture is magnified this many times over zoom 0. */
export const MAX_MAGNIFICATION = 4;
/** Generic units per second at velocity 1 (pan from one end to the other in 4 s). */
export const UNITS_PER_SECOND = 0.5;
export const MAX_PRESETS = 32;
const TICK_MS = 100;

export const HOME: PtzPosition = { pan: 0, tilt: 0, zoom: 0 };

export class PtzError extends Error {
  constructor(
    readonly subcode: 'NoToken' | 'TooManyPresets' | 'InvalidPosition' | 'InvalidVelocity',
    message: string,
  ) {
    super(message);
  }
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export function clampPosition(p: PtzPosition): PtzPosition {
  return { pan: clamp(p.pan, -1, 1), tilt: clamp(p.tilt, -1, 1), zoom: clamp(p.zoom, 0, 1) };
}

/** The part of the scene in view: pan -1 is the scene's left edge, tilt 1 its top, zoom 1 the closest. */
export function viewOf(position: PtzPosition): PtzView {
  const { pan, tilt, zoom } = clampPosition(position);
  const fraction = WIDE_FRACTION / (1 + (MAX_MAGNIFICATION - 1) * zoom);
  return {
    x: ((1 - fraction) * (pan + 1)) / 2,
    y: ((1 - fraction) * (1 - tilt)) / 2,
    w: fraction,
    h: fraction,
  };
}

function finite(values: number[], what: string): void {
  if (!values.every(Number.isFinite)) throw new PtzError('InvalidPosition', `${what} must be numbers`);
}

export class PtzCamera {
  private velocity: PtzVelocity = { pan: 0, tilt: 0, zoom: 0 };
  private readonly presets = new Map<string, PtzPreset>();
  private home: PtzPosition = HOME;
  private timer: NodeJS.Timeout | undefined;
  private stopAt: number | undefined;
  private lastTick = 0;
  private nextPreset = 1;
  private sending: Promise<void> | undefined;
  private dirty = false;

  /**
   * @param state the camera's public record, whose `ptz` field follows the position
   * @param show applies a view to the camera's streams
   */
  constructor(
    private readonly state: { ptz?: PtzPosition },
    private readonly show: (view: PtzView) => Promise<void>,
    private readonly clock: () => number = Date.now,
  ) {
    state.ptz = { ...HOME };
  }

  get position(): PtzPosition {
    return { ...this.state.ptz! };
  }

  get moving(): { panTilt: boolean; zoom: boolean } {
    return { panTilt: this.velocity.pan !== 0 || this.velocity.tilt !== 0, zoom: this.velocity.zoom !== 0 };
  }

  /** Moves at a velocity (each from -1 to 1) until stop(), or for timeoutMs. */
  continuousMove(velocity: PtzVelocity, timeoutMs?: number): void {
    finite([velocity.pan, velocity.tilt, velocity.zoom], 'velocity');
    if ([velocity.pan, velocity.tilt, velocity.zoom].some((v) => Math.abs(v) > 1))
      throw new PtzError('InvalidVelocity', 'velocity must be from -1 to 1');
    this.advance();
    this.velocity = { ...velocity };
    this.stopAt = timeoutMs === undefined ? undefined : this.clock() + timeoutMs;
    if (!this.moving.panTilt && !this.moving.zoom) {
      this.halt();
      return;
    }
    this.lastTick = this.clock();
    this.timer ??= setInterval(() => this.advance(), TICK_MS);
  }

  stop(panTilt = true, zoom = true): void {
    this.advance();
    this.velocity = {
      pan: panTilt ? 0 : this.velocity.pan,
      tilt: panTilt ? 0 : this.velocity.tilt,
      zoom: zoom ? 0 : this.velocity.zoom,
    };
    if (!this.moving.panTilt && !this.moving.zoom) this.halt();
  }

  absoluteMove(position: PtzPosition): void {
    finite([position.pan, position.tilt, position.zoom], 'position');
    this.halt();
    this.moveTo(position);
  }

  relativeMove(translation: PtzPosition): void {
    const p = this.position;
    finite([translation.pan, translation.tilt, translation.zoom], 'translation');
    this.absoluteMove({
      pan: p.pan + translation.pan,
      tilt: p.tilt + translation.tilt,
      zoom: p.zoom + translation.zoom,
    });
  }

  listPresets(): PtzPreset[] {
    return [...this.presets.values()].map((p) => ({ ...p, position: { ...p.position } }));
  }

  /** Saves the current position as a preset (a new one, or the one a token names); returns its token. */
  setPreset(name: string | undefined, token: string | undefined): string {
    if (token !== undefined && !this.presets.has(token))
      throw new PtzError('NoToken', `no preset "${token}"`);
    if (token === undefined && this.presets.size >= MAX_PRESETS)
      throw new PtzError('TooManyPresets', `at most ${MAX_PRESETS} presets`);
    const id = token ?? `preset_${this.nextPreset++}`;
    const label = name?.trim() || this.presets.get(id)?.name || `Preset ${id.replace('preset_', '')}`;
    this.presets.set(id, { token: id, name: label, position: this.position });
    return id;
  }

  gotoPreset(token: string): void {
    const preset = this.presets.get(token);
    if (!preset) throw new PtzError('NoToken', `no preset "${token}"`);
    this.absoluteMove(preset.position);
  }

  removePreset(token: string): void {
    if (!this.presets.delete(token)) throw new PtzError('NoToken', `no preset "${token}"`);
  }

  gotoHome(): void {
    this.absoluteMove(this.home);
  }

  setHome(): void {
    this.home = this.position;
  }

  /** Stops the movement timer (the camera is going away). */
  dispose(): void {
    this.halt();
  }

  private halt(): void {
    this.velocity = { pan: 0, tilt: 0, zoom: 0 };
    this.stopAt = undefined;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  private advance(): void {
    if (!this.timer) return;
    const now = this.clock();
    const until = this.stopAt === undefined ? now : Math.min(now, this.stopAt);
    const seconds = Math.max(0, until - this.lastTick) / 1000;
    this.lastTick = now;
    const p = this.position;
    const step = UNITS_PER_SECOND * seconds;
    this.moveTo({
      pan: p.pan + this.velocity.pan * step,
      tilt: p.tilt + this.velocity.tilt * step,
      zoom: p.zoom + this.velocity.zoom * step,
    });
    if (this.stopAt !== undefined && now >= this.stopAt) this.halt();
  }

  private moveTo(position: PtzPosition): void {
    const next = clampPosition(position);
    const current = this.state.ptz!;
    if (next.pan === current.pan && next.tilt === current.tilt && next.zoom === current.zoom) return;
    this.state.ptz = next;
    this.send();
  }

  /** One view on its way at a time; the newest position goes next. */
  private send(): void {
    if (this.sending) {
      this.dirty = true;
      return;
    }
    this.dirty = false;
    this.sending = this.show(viewOf(this.position))
      .catch(() => {})
      .finally(() => {
        this.sending = undefined;
        if (this.dirty) this.send();
      });
  }

  /** Resolves once the latest position has reached the streams. */
  async settled(): Promise<void> {
    while (this.sending) await this.sending;
  }
}
