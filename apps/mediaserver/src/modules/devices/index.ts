/** Devices (cameras): the public face of the module. */

export { type ProbeTarget, probeTargetOf, type StreamUrls, streamUrlsOf } from './device-probe-target.ts';
export { DEVICE_TYPE_IDS, deviceIdOf, driverOfUrl } from './device-types.ts';
export { DEFAULT_SCHEDULE } from './devices.input.ts';
export { DevicesRepository } from './devices.repository.ts';
export { DevicesService, type FoundForAdding } from './devices.service.ts';
export { type DeviceRow, devices, type NewDeviceRow, type StoredSchedule } from './devices.table.ts';
export { DevicesView, type DevicesViewDeps } from './devices.view.ts';
