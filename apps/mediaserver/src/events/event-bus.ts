/**
 * Events inside the server process: what happened (a storage failed, a camera disconnected), for the parts
 * that react to it (the rules engine, health, the system log). There is no event store yet; the composition
 * root builds one bus and hands it to those who emit and those who listen. A listener that throws does not
 * stop the others or the emitter.
 */

import type { VmsEvent } from '../modules/event-rules/index.ts';

/**
 * A storage became inaccessible (the event log's `storageFailureEvent`, media-server-api §5.10, with the
 * reason `storageIoError`).
 */
export interface StorageFailureEvent {
  type: 'storageFailureEvent';
  serverId: string;
  storageId: string;
  /** The storage's path, without a share's password. */
  url: string;
  reason: 'storageIoError';
  timestampMs: number;
}

/** A storage that had failed is accessible again (no event type of its own in 5.1; health reads it). */
export interface StorageRecoveredEvent {
  type: 'storageRecovered';
  serverId: string;
  storageId: string;
  url: string;
  timestampMs: number;
}

/**
 * Motion on a camera started (`Active`) or ended (`Inactive`): the event log's `cameraMotionEvent`
 * (media-server-api §5.10), from the camera's motion detector.
 */
export interface CameraMotionEvent {
  type: 'cameraMotionEvent';
  cameraId: string;
  state: 'Active' | 'Inactive';
  timestampMs: number;
}

/**
 * A recorder's ffmpeg ended by itself (the event log's `networkIssueEvent`): after it had written
 * (`networkConnectionClosed`) or before any frame came (`networkNoFrame`, once until frames come again).
 */
export interface StreamLostEvent {
  type: 'streamLost';
  cameraId: string;
  quality: 'hi' | 'low';
  reason: 'networkConnectionClosed' | 'networkNoFrame';
  timestampMs: number;
}

/** An archive rebuild of one pool of this server's storages ran to its end (not cancelled). */
export interface ArchiveRebuiltEvent {
  type: 'archiveRebuilt';
  serverId: string;
  pool: 'main' | 'backup';
  chunks: number;
  timestampMs: number;
}

/**
 * Cameras stopped recording because licenses expired or were removed (the event log's `licenseIssueEvent`,
 * media-server-api §5.10, with the reason `licenseRemoved`): the cameras beyond the remaining channels.
 */
export interface LicenseIssueEvent {
  type: 'licenseIssueEvent';
  serverId: string;
  reason: 'licenseRemoved';
  cameraIds: string[];
  timestampMs: number;
}

/** Every event of the server, by name. Other modules add theirs here (e.g. `cameraDisconnect`). */
export interface ServerEvents {
  storageFailure: StorageFailureEvent;
  storageRecovered: StorageRecoveredEvent;
  cameraMotion: CameraMotionEvent;
  licenseIssue: LicenseIssueEvent;
  streamLost: StreamLostEvent;
  archiveRebuilt: ArchiveRebuiltEvent;
  /** An event of the event rules (media-server-api §5.10), for the rules engine. */
  vmsEvent: VmsEvent;
}

export type EventListener<T> = (event: T) => void;

export class EventBus<Events extends object = ServerEvents> {
  private readonly listeners = new Map<keyof Events, Set<EventListener<never>>>();

  constructor(private readonly onListenerError: (error: unknown) => void = () => {}) {}

  /** Listens to one kind of event; returns the function that stops listening. */
  on<K extends keyof Events>(type: K, listener: EventListener<Events[K]>): () => void {
    let set = this.listeners.get(type);
    if (!set) {
      set = new Set();
      this.listeners.set(type, set);
    }
    set.add(listener as EventListener<never>);
    return () => set.delete(listener as EventListener<never>);
  }

  emit<K extends keyof Events>(type: K, event: Events[K]): void {
    for (const listener of this.listeners.get(type) ?? []) {
      try {
        (listener as EventListener<Events[K]>)(event);
      } catch (error) {
        this.onListenerError(error);
      }
    }
  }
}

/** The bus the composition root builds: the server's events. */
export type ServerEventBus = EventBus<ServerEvents>;
