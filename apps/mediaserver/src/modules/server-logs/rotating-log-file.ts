/**
 * One log file with size- and time-based rotation: `<dir>/<name>.log` is written; when the next line would
 * take it past `maxFileSizeB`, or it is older than `maxFileTimePeriodS`, it becomes `<name>_<n>.log` (gzipped
 * to `<name>_<n>.log.gz` in the background when archiving is on) and a new file starts. The oldest rotated
 * files go while the log's files together exceed `maxVolumeSizeB`. The lines of one turn of the event loop go
 * to disk together at its end (one append for a busy server's many requests, not one each), and at exit; a
 * failing disk drops lines, never the server.
 */
import {
  closeSync,
  createReadStream,
  createWriteStream,
  fstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';

export interface LogFileLimits {
  maxFileSizeB: number;
  maxVolumeSizeB: number;
  /** 0: no time limit. */
  maxFileTimePeriodS: number;
  archivingEnabled: boolean;
}

/** Files with lines not yet on disk, written when the process exits (even by `process.exit`). */
const unwritten = new Set<RotatingLogFile>();
process.on('exit', () => {
  for (const file of unwritten) file.flush();
});

export class RotatingLogFile {
  readonly path: string;
  private fd: number | null = null;
  private size = 0;
  private openedAtMs = 0;
  private lastSeq = 0;
  private readonly rotatedName: RegExp;
  private readonly archiving = new Set<Promise<void>>();
  /** Lines written since the last flush; `size` counts them already. */
  private pending: string[] = [];

  constructor(
    private readonly dir: string,
    private readonly name: string,
    private readonly limits: () => LogFileLimits,
    private readonly clock: () => number = Date.now,
  ) {
    this.path = join(dir, `${name}.log`);
    this.rotatedName = new RegExp(`^${name}_(\\d+)\\.log(\\.gz)?$`);
  }

  write(text: string): void {
    try {
      this.open();
      const bytes = Buffer.byteLength(text);
      if (this.size > 0 && this.isDue(bytes)) this.rotate();
      this.pending.push(text);
      this.size += bytes;
      if (!unwritten.has(this)) {
        unwritten.add(this);
        setImmediate(() => this.flush());
      }
    } catch {
      this.pending = [];
      this.closeFd();
    }
  }

  /** Puts the lines written so far on disk (readers of the file call it first). */
  flush(): void {
    unwritten.delete(this);
    if (this.pending.length === 0) return;
    const text = this.pending.join('');
    this.pending = [];
    try {
      writeSync(this.open(), text);
    } catch {
      this.closeFd();
    }
  }

  /** Writes what is pending, waits for background compression, then closes the file. */
  async close(): Promise<void> {
    this.flush();
    await Promise.allSettled([...this.archiving]);
    this.closeFd();
  }

  private isDue(bytes: number): boolean {
    const { maxFileSizeB, maxFileTimePeriodS } = this.limits();
    if (this.size + bytes > maxFileSizeB) return true;
    return maxFileTimePeriodS > 0 && this.clock() - this.openedAtMs >= maxFileTimePeriodS * 1000;
  }

  private open(): number {
    if (this.fd !== null) return this.fd;
    mkdirSync(this.dir, { recursive: true });
    this.fd = openSync(this.path, 'a');
    this.size = fstatSync(this.fd).size;
    this.openedAtMs = this.clock();
    this.lastSeq = Math.max(0, ...this.rotatedFiles().map((f) => f.seq));
    return this.fd;
  }

  private closeFd(): void {
    if (this.fd === null) return;
    try {
      closeSync(this.fd);
    } catch {
      // already closed
    }
    this.fd = null;
  }

  private rotate(): void {
    this.flush();
    this.closeFd();
    this.lastSeq += 1;
    const rotated = join(this.dir, `${this.name}_${this.lastSeq}.log`);
    renameSync(this.path, rotated);
    this.open();
    if (this.limits().archivingEnabled) this.archive(rotated);
    else this.prune();
  }

  private archive(file: string): void {
    const job = pipeline(createReadStream(file), createGzip(), createWriteStream(`${file}.gz`))
      .then(() => rmSync(file, { force: true }))
      .catch(() => rmSync(`${file}.gz`, { force: true }))
      .finally(() => {
        this.archiving.delete(job);
        this.prune();
      });
    this.archiving.add(job);
  }

  private rotatedFiles(): { seq: number; file: string }[] {
    let names: string[];
    try {
      names = readdirSync(this.dir);
    } catch {
      return [];
    }
    return names.flatMap((n) => {
      const m = this.rotatedName.exec(n);
      return m ? [{ seq: Number(m[1]), file: join(this.dir, n) }] : [];
    });
  }

  /**
   * Drops the oldest rotated files beyond the volume, counting the current file at its largest: the log's files
   * together never take more than `maxVolumeSizeB`.
   */
  private prune(): void {
    const { maxVolumeSizeB, maxFileSizeB } = this.limits();
    let total = maxFileSizeB;
    const files = this.rotatedFiles().sort((a, b) => b.seq - a.seq);
    for (const { file } of files) {
      let size = 0;
      try {
        size = statSync(file).size;
      } catch {
        continue;
      }
      total += size;
      if (total > maxVolumeSizeB) rmSync(file, { force: true });
    }
  }
}
