/** The parts every probe of a search shares: its context, and the shape of an outcome. */
import type { FoundDevice } from '@argus/contract/mediaserver';
import type { Credentials } from '../../media/credentials.ts';

export interface ProbeContext {
  credentials: Credentials | null;
  /** Whether an address is one of this server's own ports (never probed). */
  ownEndpoint?: ((host: string, port: number) => boolean) | undefined;
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
export const OWN_ENDPOINT_TEXT = 'The camera address points at this server.';
export const NEEDS_CREDENTIALS_TEXT = 'The camera asks for credentials: give its user name and password.';
export const WRONG_CREDENTIALS_TEXT = 'The camera refused these credentials.';
