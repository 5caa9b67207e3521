/**
 * Camera searches: each a process over one URL or a range of addresses, probed with bounded concurrency,
 * with progress (`current` of `total` addresses) and what it found so far. Searches are kept in memory for a
 * while after they finish, then forgotten; stopping one aborts its probes. It never broadcasts: it connects
 * to each address it was given.
 */
import { randomUUID } from 'node:crypto';
import { InvalidParameter, NotFound, normalizeId, Unavailable } from '@argus/contract';
import {
  addressesOf,
  CAMERA_URL_ERROR_MESSAGES,
  type DeviceSearch,
  type DeviceSearchState,
  type FoundDevice,
  parseAddressRange,
  parseCameraUrl,
  parseSearchTarget,
  type SearchTarget,
} from '@argus/contract/mediaserver';
import type { LongLived } from '@argus/server-kit/lifecycle';
import { type Credentials, splitUrlCredentials } from '../../media/credentials.ts';
import { probeAddress } from './address-probe.ts';
import { emptyDevice, OWN_ENDPOINT_TEXT, type ProbeContext } from './found-device.ts';
import { probeHttpUrl, probeRtspUrl } from './url-probe.ts';

export interface SearchOptions {
  /** Addresses probed at once. */
  concurrency: number;
  /** One connection's or request's time limit. */
  timeoutMs: number;
  /** How long a finished search stays readable. */
  keepMs: number;
  /** Searches running at once (others are refused until one ends). */
  maxRunning: number;
}

const DEFAULTS: SearchOptions = { concurrency: 32, timeoutMs: 2000, keepMs: 10 * 60_000, maxRunning: 8 };

export const TOO_MANY_SEARCHES_TEXT =
  'Too many camera searches are running; try again when one has finished.';

interface SearchProcess {
  id: string;
  state: DeviceSearchState;
  current: number;
  total: number;
  devices: FoundDevice[];
  credentials: Credentials | null;
  abort: AbortController;
  finishedAt: number | null;
}

export interface SearchRequest {
  /** A URL, an address or a range. */
  target?: string;
  /** The legacy form: first and last address. */
  startIp?: string;
  endIp?: string;
  port?: number | undefined;
  credentials?: Partial<Credentials> | undefined;
}

export class CameraSearchService implements LongLived {
  readonly name = 'camera searches';
  private readonly options: SearchOptions;
  private readonly processes = new Map<string, SearchProcess>();

  constructor(
    private readonly d: {
      /** Whether a device with this physical id is already in the system. */
      exists(physicalId: string): boolean;
      clock?: () => number;
      options?: Partial<SearchOptions>;
      /** Whether an address is one of this server's own ports (never probed). */
      ownEndpoint?: (host: string, port: number) => boolean;
    },
  ) {
    this.options = { ...DEFAULTS, ...d.options };
  }

  private now(): number {
    return (this.d.clock ?? Date.now)();
  }

  start(): void {}

  stop(): void {
    for (const p of this.processes.values()) p.abort.abort();
    this.processes.clear();
  }

  /** Starts a search and returns it at once; its probes run in the background. */
  begin(request: SearchRequest): DeviceSearch {
    this.forgetOld();
    const target = this.targetOf(request);
    const running = [...this.processes.values()].filter((p) => p.finishedAt === null).length;
    if (running >= this.options.maxRunning) throw new Unavailable(TOO_MANY_SEARCHES_TEXT);
    let credentials: Credentials | null = request.credentials?.user
      ? { user: request.credentials.user, password: request.credentials.password ?? '' }
      : null;
    if (target.kind === 'url') {
      const split = splitUrlCredentials(target.url);
      target.url = split.url;
      credentials ??= split.credentials;
      this.checkUrl(split.url);
    }
    const process: SearchProcess = {
      id: randomUUID(),
      state: 'checkingOnline',
      current: 0,
      total: target.kind === 'url' ? 1 : target.count,
      devices: [],
      credentials,
      abort: new AbortController(),
      finishedAt: null,
    };
    this.processes.set(process.id, process);
    void this.run(process, target, request.port ?? null);
    return this.snapshot(process);
  }

  get(rawId: string): DeviceSearch {
    return this.snapshot(this.find(rawId));
  }

  /** Stops a search and forgets it. */
  stopSearch(rawId: string): void {
    const process = this.find(rawId);
    process.abort.abort();
    this.processes.delete(process.id);
  }

  /**
   * What recent searches found at this physical id or URL (adding takes name, vendor and streams from it):
   * the newest search first, a match by physical id before one by URL, a found device before one that needed
   * credentials.
   */
  foundDevice(physicalId: string | undefined, url: string): FoundDevice | undefined {
    const candidates = [...this.processes.values()].reverse().flatMap((p) => p.devices);
    const score = (d: FoundDevice) =>
      (physicalId && d.physicalId === physicalId ? 4 : d.url === url ? 2 : 0) + (d.state === 'found' ? 1 : 0);
    let best: FoundDevice | undefined;
    for (const d of candidates) if (score(d) >= 2 && (!best || score(d) > score(best))) best = d;
    return best;
  }

  private find(rawId: string): SearchProcess {
    const id = normalizeId(rawId);
    const process = id ? this.processes.get(id) : undefined;
    if (!process) throw NotFound.resource(rawId);
    return process;
  }

  /** A camera URL of the allow-list, not at this server's own ports (issue 14.9). */
  private checkUrl(url: string): void {
    const parsed = parseCameraUrl(url);
    if (!parsed.ok) throw new InvalidParameter({ text: CAMERA_URL_ERROR_MESSAGES[parsed.error] });
    if (this.d.ownEndpoint?.(parsed.url.host, parsed.url.port))
      throw new InvalidParameter({ text: OWN_ENDPOINT_TEXT });
  }

  private targetOf(request: SearchRequest): SearchTarget {
    if (request.startIp !== undefined) {
      const range = parseAddressRange(request.startIp, request.endIp);
      if (!range.ok) throw new InvalidParameter({ text: range.text });
      return { kind: 'range', first: range.first, last: range.last, count: range.count };
    }
    const parsed = parseSearchTarget(request.target ?? '');
    if (!parsed.ok) throw new InvalidParameter({ text: parsed.text });
    return parsed.target;
  }

  private snapshot(p: SearchProcess): DeviceSearch {
    return {
      id: p.id,
      status: { state: p.state, current: p.current, total: p.total },
      devices: p.devices.map((d) => ({
        ...d,
        existsInPool: d.physicalId !== '' && this.d.exists(d.physicalId),
      })),
    };
  }

  private async run(p: SearchProcess, target: SearchTarget, port: number | null): Promise<void> {
    const ctx: ProbeContext = {
      credentials: p.credentials,
      timeoutMs: this.options.timeoutMs,
      signal: p.abort.signal,
      ownEndpoint: this.d.ownEndpoint,
    };
    const probeOne = async (job: () => Promise<FoundDevice>) => {
      const found = await job().catch((error: Error) => emptyDevice('', 'unreachable', error.message));
      if (p.abort.signal.aborted) return;
      p.current += 1;
      p.devices.push(found);
    };
    if (target.kind === 'url') {
      const url = target.url;
      await probeOne(() => (/^https?:/i.test(url) ? probeHttpUrl(url, ctx) : probeRtspUrl(url, ctx)));
    } else {
      const addresses = addressesOf(target);
      let next = 0;
      const worker = async () => {
        while (!p.abort.signal.aborted && next < addresses.length) {
          const host = addresses[next++]!;
          await probeOne(() => probeAddress(host, port, ctx));
        }
      };
      await Promise.all(Array.from({ length: Math.min(this.options.concurrency, addresses.length) }, worker));
    }
    p.state = p.abort.signal.aborted ? 'aborted' : 'finished';
    p.finishedAt = this.now();
  }

  private forgetOld(): void {
    const limit = this.now() - this.options.keepMs;
    for (const [id, p] of this.processes)
      if (p.finishedAt !== null && p.finishedAt < limit) this.processes.delete(id);
  }
}
