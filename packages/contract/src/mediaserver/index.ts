// The media server API (@argus/contract/mediaserver, media-server-api.md): its endpoint vocabulary, named
// schemas and endpoints, error table, permission model and the rules of its resources.
export * from '../endpoints/index.ts';
// Rules: what may be done, and what a valid value is.
export * from '../rules/access.ts';
export * from '../rules/camera-diagnostics.ts';
export * from '../rules/devices.ts';
export * from '../rules/event-rules.ts';
export * from '../rules/health.ts';
export * from '../rules/licenses.ts';
export * from '../rules/motion-mask.ts';
export * from '../rules/motion-region.ts';
export * from '../rules/recording-plan.ts';
export * from '../rules/resource-filter.ts';
export * from '../rules/schedule.ts';
export * from '../rules/settings.ts';
export * from '../rules/settings-areas.ts';
export * from '../rules/settings-rules.ts';
export * from '../rules/storage-path.ts';
export * from '../rules/storage-status.ts';
export * from '../rules/user-rules.ts';
export * from '../rules/validation/address-range.ts';
export * from '../rules/validation/camera-url.ts';
// Wire: the error table and the named schemas.
export * from '../schemas/bookmarks.ts';
export * from '../schemas/camera-search.ts';
export * from '../schemas/device-enums.ts';
export * from '../schemas/devices.ts';
export * from '../schemas/devices-legacy.ts';
export * from '../schemas/errors.ts';
export * from '../schemas/event-rules.ts';
export * from '../schemas/layouts.ts';
export * from '../schemas/licenses.ts';
export * from '../schemas/log-settings.ts';
export * from '../schemas/login.ts';
export * from '../schemas/media-streaming.ts';
export * from '../schemas/merge.ts';
export * from '../schemas/metrics.ts';
export * from '../schemas/ptz.ts';
export * from '../schemas/recorded-periods.ts';
export * from '../schemas/server-storage.ts';
export * from '../schemas/servers.ts';
export * from '../schemas/storages.ts';
export * from '../schemas/system.ts';
export * from '../schemas/system-join.ts';
export * from '../schemas/thumbnails.ts';
export * from '../schemas/user-roles.ts';
export * from '../schemas/users.ts';
export * from '../schemas/web-pages.ts';
// Console: what the camera pages show.
export * from '../ui/cameras.ts';
// Its endpoint vocabulary and schema registry.
export * from './endpoint.ts';
export * from './registry.ts';
