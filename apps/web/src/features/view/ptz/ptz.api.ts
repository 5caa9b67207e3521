/**
 * The PTZ calls of the View page: whether a camera has PTZ (its `ptzCapabilities` parameter, from the device
 * model), its presets, and the commands (`POST /api/ptz`, the body from the contract's `ptzCommandFor`).
 */
import {
  isPtzControllable,
  PTZ_PARAMS,
  type PtzIntent,
  type PtzPreset,
  ptzCapabilitiesOf,
  ptzCommandFor,
} from '@argus/contract/mediaserver';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { systemKey, useSystemScope } from '../../../app/scope/system-scope.ts';
import { devicesEndpoints, ptzEndpoints } from '../../../lib/endpoints.ts';
import { deviceKeys } from '../../cameras/schedule/device.api.ts';

export const ptzKeys = {
  presets: (systemId: string, cameraId: string) => systemKey(systemId, 'ptz', cameraId, 'presets'),
};

/** Whether the camera can be moved (continuous pan, tilt or zoom); read only when `enabled`. */
export function useHasPtz(cameraId: string, enabled: boolean): boolean {
  const { client, systemId } = useSystemScope();
  const device = useQuery({
    queryKey: deviceKeys.one(systemId, cameraId),
    queryFn: () => client.call(devicesEndpoints.get, { params: { id: cameraId } }),
    enabled,
    staleTime: 30_000,
  });
  const flags = ptzCapabilitiesOf(device.data?.parameters?.[PTZ_PARAMS.capabilities]);
  return enabled && isPtzControllable(flags);
}

/** Sends one intent; the reply (presets, a preset, or nothing). */
export function usePtzCommand(cameraId: string) {
  const { client } = useSystemScope();
  return (intent: PtzIntent) => client.call(ptzEndpoints.command, { body: ptzCommandFor(cameraId, intent) });
}

export function usePtzPresets(cameraId: string, enabled: boolean) {
  const { systemId } = useSystemScope();
  const send = usePtzCommand(cameraId);
  return useQuery({
    queryKey: ptzKeys.presets(systemId, cameraId),
    queryFn: async () => (await send({ kind: 'presets' })) as PtzPreset[],
    enabled,
  });
}

/** Save, go to or remove a preset; the list is read again after a save or a removal. */
export function usePresetAction(cameraId: string) {
  const { systemId } = useSystemScope();
  const queryClient = useQueryClient();
  const send = usePtzCommand(cameraId);
  return useMutation({
    mutationFn: (intent: Extract<PtzIntent, { kind: 'savePreset' | 'gotoPreset' | 'removePreset' }>) =>
      send(intent),
    onSuccess: (_reply, intent) => {
      if (intent.kind !== 'gotoPreset')
        void queryClient.invalidateQueries({ queryKey: ptzKeys.presets(systemId, cameraId) });
    },
  });
}
