/** `/api/doCameraDiagnosticsStep` (media-server-api §4.5.3): one step against a camera the caller may see. */
import { Forbidden } from '@argus/contract';
import { can, devicesEndpoints } from '@argus/contract/mediaserver';
import type { Caller } from '../../auth/caller.ts';
import { type Route, route } from '../../http/route.ts';
import type { DeviceRow } from '../devices/index.ts';
import type { CameraDiagnostics } from './camera-diagnostics.service.ts';

export function cameraDiagnosticsRoutes(
  devices: { find(caller: Caller, key: string): DeviceRow },
  diagnostics: CameraDiagnostics,
): Route<Caller>[] {
  return [
    route(devicesEndpoints.diagnostics, ({ caller, query }) => {
      const row = devices.find(caller, query.cameraId);
      if (!can(caller.access, 'edit', { type: 'camera', id: row.id })) throw new Forbidden();
      return diagnostics.run(row, query.type);
    }),
  ];
}
