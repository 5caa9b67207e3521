export { translateBusEvents } from './bus-event-sources.ts';
export { CameraDisconnectSource } from './camera-disconnect-source.ts';
export { RUNNING_MARKER, ServerStartSource } from './server-start-source.ts';
export { isStorageFull, StorageFullSource, type WatchedStorage } from './storage-full-source.ts';
