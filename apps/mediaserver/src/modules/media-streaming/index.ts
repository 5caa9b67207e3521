export { ArchiveReader } from './archive-reader.ts';
export { parseSegmentName, segmentName, segmentsOf } from './archive-segments.ts';
export { masterPlaylist, mediaPlaylist } from './hls-playlist.ts';
export { LiveRemuxers, liveRemuxerArgs } from './live-remuxers.ts';
export { concatList, exportArgs, segmentArgs } from './media-args.ts';
export { MediaProcesses } from './media-processes.ts';
export { mediaStreamingRoutes } from './media-streaming.routes.ts';
export { MediaStreamingService } from './media-streaming.service.ts';
export { PathKeys } from './path-keys.ts';
