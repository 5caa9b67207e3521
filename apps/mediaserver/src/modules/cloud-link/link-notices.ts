/**
 * What the server does with the cloud's messages on the link (docs/cloud-link.md §2): `welcome` and
 * `usersChanged` reconcile the cloud users (one sync at a time), `welcome` and `systemChanged` mirror the
 * system's name (unless a rename made here while the link was down is owed to the cloud: `SystemNameReport`)
 * and 2FA flag into the settings, `unbound` ends the binding here without calling the cloud.
 */
import type { SettingsService } from '../settings/index.ts';
import type { LinkNoticeMessage } from './cloud-link.ts';
import { SerialTask } from './serial-task.ts';
import type { SystemNameReport } from './system-name-report.ts';

export interface LinkNoticesDeps {
  /** Reconciles the cloud users with the cloud's share list. */
  usersSync: { sync(): Promise<unknown> };
  settings: Pick<SettingsService, 'get' | 'write'>;
  /** Which name wins when the cloud names the system. */
  names: Pick<SystemNameReport, 'cloudNamed'>;
  /** Ends the binding here without calling the cloud. */
  clearBinding(): void;
  log(level: 'info' | 'warn', message: string, fields?: Record<string, unknown>): void;
}

export class LinkNotices {
  private readonly usersSync: SerialTask;

  constructor(private readonly d: LinkNoticesDeps) {
    this.usersSync = new SerialTask(
      async () => {
        await d.usersSync.sync();
      },
      (error) =>
        d.log('warn', 'Syncing the cloud users failed', {
          error: error instanceof Error ? error.message : String(error),
        }),
    );
  }

  /** Handles one message; a sync it starts goes on in the background. */
  handle(message: LinkNoticeMessage): void {
    switch (message.type) {
      case 'welcome':
        this.mirrorSystem({
          ...(this.d.names.cloudNamed(message.name, { welcome: true }) ? { systemName: message.name } : {}),
          system2faEnabled: message.system2faEnabled,
        });
        void this.usersSync.run();
        return;
      case 'usersChanged':
        void this.usersSync.run();
        return;
      case 'systemChanged':
        this.d.names.cloudNamed(message.name, { welcome: false });
        this.mirrorSystem({ systemName: message.name, system2faEnabled: message.system2faEnabled });
        return;
      case 'systemRenamed': // the server's own message; the cloud never sends it
        return;
      case 'unbound':
        this.d.log('warn', 'The cloud unbound this system: its cloud users and settings are removed');
        this.d.clearBinding();
        return;
    }
  }

  /** The cloud's view of the system, written only where it differs (no needless change for the feed). */
  private mirrorSystem(cloud: { systemName?: string; system2faEnabled: boolean }): void {
    const changes: { systemName?: string; system2faEnabled?: boolean } = {};
    if (cloud.systemName && this.d.settings.get('systemName') !== cloud.systemName)
      changes.systemName = cloud.systemName;
    if (this.d.settings.get('system2faEnabled') !== cloud.system2faEnabled)
      changes.system2faEnabled = cloud.system2faEnabled;
    if (Object.keys(changes).length > 0) this.d.settings.write(changes);
  }
}
