/** PTZ: what an ONVIF camera's PTZ can do, and `/api/ptz` commands carried out on it. */
export { type PtzDeps, PtzService } from './ptz.service.ts';
