/**
 * Load of the host between two samples, read from the kernel directly (cheaper than `systeminformation`,
 * which spawns or reads more than a one-second sampler needs): per-core CPU from `os.cpus()` (/proc/stat),
 * this process's CPU from `process.cpuUsage()`, memory from `os.totalmem()`/`os.freemem()` (MemAvailable),
 * network bytes from /proc/net/dev, disk busy time from /proc/diskstats (the kernel's io_ticks: the share of
 * time a device had I/O in flight, as `iostat`'s %util). Each sample is a few small synchronous reads of
 * procfs (no disk I/O).
 */
import { readFileSync } from 'node:fs';
import { cpus, freemem, totalmem } from 'node:os';

export interface NetCounters {
  name: string;
  rxBytes: number;
  txBytes: number;
}

export interface DiskCounters {
  /** `major:minor`. */
  device: string;
  name: string;
  /** Milliseconds the device had I/O in flight, since boot. */
  ioTicksMs: number;
  sectorsWritten: number;
  sectorsRead: number;
}

export interface HostSample {
  atMs: number;
  /** Busy and total jiffies-as-ms of each core. */
  cores: { busy: number; total: number }[];
  processCpuUs: number;
  net: NetCounters[];
  disks: DiskCounters[];
}

export interface NetRate {
  name: string;
  inBps: number;
  outBps: number;
}

export interface DiskLoad {
  device: string;
  name: string;
  /** 0..1 */
  load: number;
  readBps: number;
  writeBps: number;
}

/** What two samples tell. Loads are 0..1. */
export interface HostLoad {
  atMs: number;
  coreLoads: number[];
  cpuLoad: number;
  /** This process's share of the whole host's CPU time. */
  processCpuLoad: number;
  ramTotalB: number;
  ramUsedB: number;
  net: NetRate[];
  disks: DiskLoad[];
}

const SECTOR_BYTES = 512;

/** `/proc/net/dev`: interface name, received and sent bytes (loopback left out). */
export function parseNetDev(text: string): NetCounters[] {
  const out: NetCounters[] = [];
  for (const line of text.split('\n').slice(2)) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const name = line.slice(0, colon).trim();
    if (name === 'lo') continue;
    const fields = line
      .slice(colon + 1)
      .trim()
      .split(/\s+/)
      .map(Number);
    out.push({ name, rxBytes: fields[0] ?? 0, txBytes: fields[8] ?? 0 });
  }
  return out;
}

/** `/proc/diskstats`: per device, its busy time and sectors moved. */
export function parseDiskStats(text: string): DiskCounters[] {
  const out: DiskCounters[] = [];
  for (const line of text.split('\n')) {
    const f = line.trim().split(/\s+/);
    if (f.length < 14) continue;
    out.push({
      device: `${f[0]}:${f[1]}`,
      name: f[2]!,
      sectorsRead: Number(f[5]),
      sectorsWritten: Number(f[9]),
      ioTicksMs: Number(f[12]),
    });
  }
  return out;
}

function readOr(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

export function takeSample(atMs: number): HostSample {
  return {
    atMs,
    cores: cpus().map(({ times }) => {
      const busy = times.user + times.nice + times.sys + times.irq;
      return { busy, total: busy + times.idle };
    }),
    processCpuUs: (({ user, system }) => user + system)(process.cpuUsage()),
    net: parseNetDev(readOr('/proc/net/dev')),
    disks: parseDiskStats(readOr('/proc/diskstats')),
  };
}

const clamp01 = (x: number) => (Number.isFinite(x) ? Math.min(1, Math.max(0, x)) : 0);

/** The load between two samples (`before` may be the boot: all zero counters). */
export function loadBetween(before: HostSample, after: HostSample): HostLoad {
  const seconds = Math.max(0.001, (after.atMs - before.atMs) / 1000);
  const coreLoads = after.cores.map((core, i) => {
    const prev = before.cores[i] ?? { busy: 0, total: 0 };
    const total = core.total - prev.total;
    return total > 0 ? clamp01((core.busy - prev.busy) / total) : 0;
  });
  const cpuLoad = coreLoads.length ? coreLoads.reduce((a, b) => a + b, 0) / coreLoads.length : 0;
  const processCpuLoad = clamp01(
    (after.processCpuUs - before.processCpuUs) / 1e6 / seconds / Math.max(1, coreLoads.length),
  );
  const ramTotalB = totalmem();
  const netBefore = new Map(before.net.map((n) => [n.name, n]));
  const diskBefore = new Map(before.disks.map((d) => [d.device, d]));
  return {
    atMs: after.atMs,
    coreLoads,
    cpuLoad,
    processCpuLoad,
    ramTotalB,
    ramUsedB: ramTotalB - freemem(),
    net: after.net.map((n) => {
      const prev = netBefore.get(n.name) ?? n;
      return {
        name: n.name,
        inBps: Math.max(0, (n.rxBytes - prev.rxBytes) / seconds),
        outBps: Math.max(0, (n.txBytes - prev.txBytes) / seconds),
      };
    }),
    disks: after.disks.map((d) => {
      const prev = diskBefore.get(d.device) ?? d;
      return {
        device: d.device,
        name: d.name,
        load: clamp01((d.ioTicksMs - prev.ioTicksMs) / 1000 / seconds),
        readBps: Math.max(0, ((d.sectorsRead - prev.sectorsRead) * SECTOR_BYTES) / seconds),
        writeBps: Math.max(0, ((d.sectorsWritten - prev.sectorsWritten) * SECTOR_BYTES) / seconds),
      };
    }),
  };
}

/** The link speed of an interface in bits/s (/sys/class/net/<name>/speed, Mbit/s); null when unknown. */
export function linkSpeedBps(name: string): number | null {
  const mbit = Number(readOr(`/sys/class/net/${name}/speed`).trim());
  return Number.isFinite(mbit) && mbit > 0 ? mbit * 1_000_000 : null;
}

/** The threads of this process (/proc/self/status), or null where procfs is not there. */
export function processThreads(): number | null {
  const m = /^Threads:\s+(\d+)/m.exec(readOr('/proc/self/status'));
  return m ? Number(m[1]) : null;
}
