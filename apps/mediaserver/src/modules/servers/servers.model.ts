/**
 * Server records as the REST API shows them (media-server-api §4.3.1). This server's address, version, OS
 * and flags are read live from the host; other servers show what their record holds.
 */
import { PRODUCT_VERSION } from '@argus/contract';
import {
  formatServerFlags,
  SERVER_FLAGS,
  type ServerFlag,
  type ServerModel,
  type ServerOsInfo,
} from '@argus/contract/mediaserver';
import type { HostInfo } from '../../host/host-info.ts';
import { endpointOf, reachableAddresses } from '../../host/network-addresses.ts';
import type { ServerRow } from './servers.table.ts';

/** What this running server is right now: where it listens and what it runs on. */
export interface LiveServer {
  port: number;
  /** Addresses it is reachable at, without port. */
  addresses: string[];
  /** `host:port` for each address. */
  endpoints: string[];
  url: string;
  osInfo: ServerOsInfo;
  /** `|`-joined server flags. */
  flags: string;
}

/** Flags that describe the running process and are never taken from the stored record. */
const LIVE_FLAGS: ReadonlySet<ServerFlag> = new Set(['SF_NewSystem', 'SF_ArmServer', 'SF_HasPublicIP']);

export function parseServerFlags(text: string): ServerFlag[] {
  return text
    .split('|')
    .map((f) => f.trim())
    .filter((f): f is ServerFlag => Object.hasOwn(SERVER_FLAGS, f) && f !== 'SF_None');
}

export interface LiveServerInput {
  host: HostInfo;
  /** The address the HTTP server is bound to (config `host`). */
  bindHost: string;
  port: number;
  isNewSystem: boolean;
  storedFlags: string;
}

/**
 * The live view of this server. `SF_HasPublicIP` is never set: finding out whether the internet is
 * reachable would mean sending traffic off the machine.
 */
export function liveServer(input: LiveServerInput): LiveServer {
  const addresses = reachableAddresses(input.bindHost);
  const endpoints = addresses.map((a) => endpointOf(a, input.port));
  const flags = parseServerFlags(input.storedFlags).filter((f) => !LIVE_FLAGS.has(f));
  if (input.host.isArm) flags.push('SF_ArmServer');
  if (input.isNewSystem) flags.push('SF_NewSystem');
  return {
    port: input.port,
    addresses,
    endpoints,
    url: endpoints[0] ? `http://${endpoints[0]}` : '',
    osInfo: input.host.osInfo,
    flags: formatServerFlags(flags),
  };
}

const EMPTY_OS_INFO: ServerOsInfo = { platform: '', variant: '', variantVersion: '' };

/**
 * The REST model of a record; `live` is given for the server handling the request, `reachable` says whether
 * another server's sync link to it is up now.
 */
export function toServerModel(row: ServerRow, live: LiveServer | null, reachable = false): ServerModel {
  return {
    id: row.id,
    name: row.name,
    url: live ? live.url : row.url,
    version: live ? PRODUCT_VERSION : row.version,
    endpoints: live ? live.endpoints : row.endpoints,
    authKey: '',
    osInfo: live ? live.osInfo : (row.osInfo ?? EMPTY_OS_INFO),
    flags: live ? live.flags : formatServerFlags(parseServerFlags(row.flags)),
    isFailoverEnabled: row.isFailoverEnabled,
    maxCameras: row.maxCameras,
    // Written only through the contract's schema, so the days are valid week days.
    backupBitrateBytesPerSecond:
      row.backupBitrateBytesPerSecond as ServerModel['backupBitrateBytesPerSecond'],
    // Another server is Online while this server's sync link to it is up (system-replication).
    status: live || reachable ? 'Online' : 'Offline',
    parameters: row.parameters,
  };
}
