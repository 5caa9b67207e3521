/**
 * Tells the cloud when the system is renamed on the server — in its console, by a script, through the relay —
 * so that the portal shows the name the server has (docs/cloud-link.md §2, `systemRenamed`). A rename made
 * while the link is down is told when it comes back (kept in memory: a restart forgets it, and the cloud's
 * name wins); a name the cloud gave (`welcome`, `systemChanged`) is not told back.
 */
import type { LinkSystemRenamed } from '@argus/contract/cloud';

export interface SystemNameReportDeps {
  /** The server's system name now. */
  systemName(): string;
  /** Sends a message over the link; false when there is no link. */
  send(message: LinkSystemRenamed): boolean;
}

export class SystemNameReport {
  /** The name both ends are known to agree on (the cloud gave it or was told it). */
  private agreed: string | null = null;
  private owed = false;

  constructor(private readonly d: SystemNameReportDeps) {}

  /**
   * The cloud named the system (welcome, systemChanged). Whether the server takes the cloud's name: yes,
   * unless this is the welcome and a rename made here while the link was down is owed — then the server's
   * name is told instead (the later rename wins).
   */
  cloudNamed(name: string, { welcome }: { welcome: boolean }): boolean {
    if (welcome && this.owed) {
      this.tell();
      return false;
    }
    this.agreed = name;
    return true;
  }

  /** The settings changed: a new name is told at once, or owed until the link is back. */
  settingsChanged(): void {
    const name = this.d.systemName();
    if (!name || name === this.agreed) return;
    this.owed = true;
    this.tell();
  }

  private tell(): void {
    const name = this.d.systemName();
    if (!name) return;
    if (this.d.send({ type: 'systemRenamed', name })) {
      this.agreed = name;
      this.owed = false;
    }
  }
}
