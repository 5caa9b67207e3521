export { BoundedQueue, QueueFull } from './bounded-queue.ts';
export { FrameSource, type ThumbnailMethod } from './frame-source.ts';
export { ThumbnailService, type ThumbnailTime } from './thumbnail.service.ts';
export { videoFilterOf } from './thumbnail-args.ts';
