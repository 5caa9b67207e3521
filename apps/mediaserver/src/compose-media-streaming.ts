/**
 * The composition root's part for the media URLs (HLS, progressive and export): reads the archive index,
 * streams through its own ffmpeg processes (stopped with the server, bounded per user and in all), runs
 * live remuxers and live fMP4 streams (sub-second live over a WebSocket) on demand and issues temporary path keys whose holders are rebuilt at every use.
 */

import type { LongLived } from '@argus/server-kit/lifecycle';
import type { KeyHolders } from './auth/key-holders.ts';
import type { Cameras } from './compose-cameras.ts';
import type { Db } from './db/database.ts';
import { ArchiveLookup } from './modules/archive/index.ts';
import {
  ArchiveReader,
  LiveFmp4Streams,
  LiveRemuxers,
  type MediaAccess,
  type MediaGrant,
  MediaProcesses,
  MediaStreamingService,
  PathKeys,
} from './modules/media-streaming/index.ts';

export interface MediaStreamingDeps {
  db: Db;
  clock: () => number;
  cameras: Cameras;
  /** The ffmpeg program (default `ffmpeg` on the PATH). */
  ffmpeg?: string | undefined;
  /** Where live remuxers write their segments (a folder of their own each, removed when they stop). */
  liveDir: string;
  /** The live window a recorder of the camera stream keeps (served before any remuxer is started). */
  recorderLive?: (
    cameraId: string,
    quality: 'hi' | 'low',
  ) => { playlist: string; file: string; dir: string } | null;
  access: MediaAccess;
  holders: Pick<KeyHolders, 'holderOf' | 'callerOf'>;
}

export function composeMediaStreaming(d: MediaStreamingDeps) {
  const processes = new MediaProcesses(d.ffmpeg);
  const keys = new PathKeys<MediaGrant>(d.clock);
  const remuxers = new LiveRemuxers({
    processes,
    clock: d.clock,
    rootDir: d.liveDir,
    audioOf: d.cameras.audioOf,
    ...(d.recorderLive ? { recorded: d.recorderLive } : {}),
  });
  const liveFmp4 = new LiveFmp4Streams({ processes, audioOf: d.cameras.audioOf });
  const liveSourceOf = (cameraId: string, quality: 'hi' | 'low') => {
    const row = d.cameras.repository.findById(cameraId);
    if (!row) return null;
    const target = d.cameras.service.probeTarget(row);
    const url = quality === 'hi' ? target.url : target.secondaryUrl;
    return url ? { url, credentials: target.credentials } : null;
  };
  const service = new MediaStreamingService({
    reader: new ArchiveReader(new ArchiveLookup(d.db), d.clock),
    processes,
    keys,
    holders: d.holders,
    clock: d.clock,
    access: d.access,
    remuxers,
    liveFmp4,
    liveSourceOf,
    inputs: d.cameras.relay,
    cameraNameOf: (cameraId) => d.cameras.repository.findById(cameraId)?.name ?? null,
  });
  // Stopped in reverse: the remuxers first, then whatever process is left.
  const longLived: LongLived[] = [processes, remuxers, liveFmp4];
  return { service, keys, processes, remuxers, liveFmp4, longLived };
}

export type MediaStreaming = ReturnType<typeof composeMediaStreaming>;
