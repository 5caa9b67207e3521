// The link between a media server and the cloud, as both ends share it (docs/cloud-link.md).
export * from './data-frame.ts';
export * from './link-mux.ts';
export * from './ws-link.ts';
