/** The parts every probe of a search shares: its context, and the shape of an outcome. */
import type { FoundDevice } from '@argus/contract';
import type { Credentials } from '../../media/credentials.ts';

export interface ProbeContext {
  credentials: Credentials | null;
  timeoutMs: number;
  signal: AbortSignal;
}

export function emptyDevice(address: string, state: FoundDevice['state'], reason: string): FoundDevice {
  return {
    address,
    state,
    reason,
    physicalId: '',
    url: '',
    name: '',
    manufacturer: '',
    vendor: '',
    model: '',
    firmware: '',
    mac: '',
    streams: [],
    existsInPool: false,
  };
}

export const UNREACHABLE_TEXT = 'Nothing answers at this address.';
export const NEEDS_CREDENTIALS_TEXT = 'The camera asks for credentials: give its user name and password.';
export const WRONG_CREDENTIALS_TEXT = 'The camera refused these credentials.';
