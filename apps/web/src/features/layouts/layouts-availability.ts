import { systemMenu } from '@argus/contract/cloud';
import { useMode } from '../../app/mode/mode-context.ts';
import { useSystemState } from '../system/system.api.ts';

/**
 * Whether the system has the Layouts page (spec 000 §2): the `layouts` feature flag of the served client
 * configuration on, and a 5.1 or later system; the portal's menu rule, so both consoles agree. Null while
 * the system's version is not known.
 */
export function useLayoutsAvailable(): boolean | null {
  const flags = useMode().config?.features ?? {};
  const system = useSystemState();
  if (!system.data) return system.isError ? false : null;
  return systemMenu({ version: system.data.version, stateOfHealth: 'online' }, 'owner', flags).nodes.includes(
    'layouts',
  );
}
