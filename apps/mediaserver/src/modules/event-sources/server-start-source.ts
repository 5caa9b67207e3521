/**
 * Server start and server failure as events of the rules (media-server-api §5.10). While the server runs, a
 * marker file in its data dir says so; a clean stop removes it. A start that finds the marker follows a stop
 * that never happened cleanly (a crash, a kill, a power cut): it raises `serverFailureEvent` (reason
 * `serverTerminated`, at the time the start finds it: when the process ended is not known) before its own `serverStartEvent` (reason
 * `serverStarted`).
 */
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LongLived } from '@argus/server-kit/lifecycle';
import type { VmsEvent } from '../event-rules/index.ts';

/** [design] The marker's name in the data dir. */
export const RUNNING_MARKER = 'server-running.marker';

export interface ServerStartSourceDeps {
  dataDir: string;
  thisServerId: string;
  clock: () => number;
  emit: (event: VmsEvent) => void;
}

export class ServerStartSource implements LongLived {
  readonly name = 'server start events';
  constructor(private readonly d: ServerStartSourceDeps) {}

  private get marker(): string {
    return join(this.d.dataDir, RUNNING_MARKER);
  }

  start(): void {
    const serverId = this.d.thisServerId;
    const leftOver = existsSync(this.marker);
    writeFileSync(this.marker, `${process.pid}\n`);
    const timestampMs = this.d.clock();
    if (leftOver)
      this.d.emit({
        type: 'serverFailureEvent',
        state: 'Undefined',
        timestampMs,
        serverId,
        resourceId: serverId,
        reasonCode: 'serverTerminated',
        description: 'The server stopped without shutting down',
      });
    this.d.emit({
      type: 'serverStartEvent',
      state: 'Undefined',
      timestampMs,
      serverId,
      resourceId: serverId,
      reasonCode: 'serverStarted',
    });
  }

  stop(): void {
    rmSync(this.marker, { force: true });
  }
}
