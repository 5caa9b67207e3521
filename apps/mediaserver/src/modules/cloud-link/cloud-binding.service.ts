/**
 * Binding the system to the cloud and unbinding it (media-server-api §4.2.7, cloud-api §5.3, §5.7): the
 * cloud confirms the credentials first; then the cloud settings and the cloud owner user are written in one
 * transaction. The auth key is a write-only setting: no reply shows it.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import {
  Forbidden,
  Internal,
  InvalidParameter,
  NULL_ID,
  PERMISSION_PRESETS,
  Unprocessable,
} from '@argus/contract';
import type { CloudSystemAuth, CloudUnbindData } from '@argus/contract/mediaserver';
import type { Caller } from '../../auth/caller.ts';
import { digestHa1, hashPassword } from '../../auth/password.ts';
import type { SettingsService } from '../settings/index.ts';
import { ADMIN_USER_ID, type PasswordPolicy, type UsersRepository } from '../users/index.ts';
import { boundCredentials } from './bound-credentials.ts';
import type { CloudClient, SystemCredentials } from './cloud-client.ts';
import { removeCloudUser } from './cloud-user-removal.ts';

export const ALREADY_BOUND_TEXT = 'The System is already bound to the Cloud.';
export const NOT_BOUND_TEXT = 'The System is not bound to the Cloud.';
export const KEY_REJECTED_TEXT =
  'Invalid parameter `authKey`: the cloud does not accept this system id and auth key.';
export const ownerNameTakenText = (owner: string) =>
  `A local user named ${owner} already exists: rename or remove it before binding to the cloud.`;

export interface CloudBindingDeps {
  client: CloudClient;
  settings: SettingsService;
  users: Pick<UsersRepository, 'findById' | 'findByName' | 'list' | 'insert' | 'update' | 'remove'>;
  sessions: { revokeForUser(userId: string, keepTokenHash?: string): void };
  layouts: { removeOwnedBy(userId: string): void };
  passwords: PasswordPolicy;
  clock: () => number;
}

/** Settings that belong to the binding: written by binding or by the cloud, cleared when it ends. */
const BINDING_SETTINGS = [
  'cloudSystemID',
  'cloudAuthKey',
  'cloudAccountName',
  'cloudHost',
  'system2faEnabled',
] as const;

export class CloudBindingService {
  private readonly listeners = new Set<() => void>();

  constructor(private readonly d: CloudBindingDeps) {}

  isBound(): boolean {
    return boundCredentials(this.d.settings) !== null;
  }

  /** The system's cloud credentials while it is bound; null otherwise. */
  credentials(): SystemCredentials | null {
    return boundCredentials(this.d.settings);
  }

  /** Calls `listener` after every committed change of the binding (the cloud link follows it). */
  onChange(listener: () => void): void {
    this.listeners.add(listener);
  }

  /** Tells the listeners that the binding changed; callers that wrote it in their own transaction call it after. */
  announceChange(): void {
    for (const listener of this.listeners) listener();
  }

  /**
   * Everything a binding needs before it is written: not bound yet, a cloud configured, no local user
   * named like the owner, and the cloud's confirmation. Setup runs this, then `writeBinding` in its own
   * transaction.
   */
  async confirm(body: CloudSystemAuth): Promise<void> {
    if (this.isBound()) throw new Forbidden(ALREADY_BOUND_TEXT);
    this.d.client.requireConfigured();
    this.checkOwnerName(body.owner);
    const verdict = await this.d.client.confirmBinding({ systemId: body.systemId, authKey: body.authKey });
    if (verdict === 'rejected') throw new InvalidParameter({ text: KEY_REJECTED_TEXT });
  }

  /** Writes the binding; run inside a transaction (re-checks what may have changed while the cloud answered). */
  writeBinding(body: CloudSystemAuth): void {
    if (this.isBound()) throw new Forbidden(ALREADY_BOUND_TEXT);
    this.checkOwnerName(body.owner);
    this.d.settings.write({
      cloudSystemID: body.systemId.toLowerCase(),
      cloudAuthKey: body.authKey,
      cloudAccountName: body.owner,
      cloudHost: this.d.client.host,
    });
    const owner = {
      isOwner: true,
      isEnabled: true,
      permissions: PERMISSION_PRESETS.owner,
      userRoleId: NULL_ID,
    };
    // A cloud user added for this account before the binding becomes its owner.
    const existing = this.d.users.findByName(body.owner);
    if (existing) this.d.users.update(existing.id, owner);
    else
      this.d.users.insert({
        id: randomUUID(),
        name: body.owner,
        type: 'cloud',
        email: body.owner,
        ...owner,
        passwordHash: null,
        createdAtMs: this.d.clock(),
      });
  }

  /** `POST /rest/v1/system/cloudBind`. */
  async bind(body: CloudSystemAuth): Promise<void> {
    await this.confirm(body);
    this.d.settings.transaction(() => this.writeBinding(body));
    this.announceChange();
  }

  /**
   * `POST /rest/v1/system/cloudUnbind`: the cloud forgets the system (a cloud that no longer knows it is
   * fine), then the cloud settings and every cloud user go, with their sessions and layouts. A non-empty
   * `password` becomes the local `admin`'s password and enables it.
   */
  async unbind(caller: Caller, body: CloudUnbindData): Promise<void> {
    const credentials = boundCredentials(this.d.settings);
    if (!credentials) throw new Unprocessable(NOT_BOUND_TEXT);
    this.d.client.requireConfigured();
    const password = body.password ?? '';
    if (password) this.d.passwords.check(password);
    const passwordHash = password ? await hashPassword(password) : null;
    await this.d.client.unbind(credentials);
    this.d.settings.transaction(() => {
      // The cloud's `unbound` may have come over the link first and cleared the binding already: the admin's
      // new password is still this call's to set. A binding to another system meanwhile is left alone.
      const now = boundCredentials(this.d.settings)?.systemId;
      if (now && now !== credentials.systemId) return;
      if (now) this.forgetBinding();
      if (passwordHash) {
        const admin = this.d.users.findById(ADMIN_USER_ID);
        if (!admin) throw new Internal('The built-in admin user is missing.');
        this.d.users.update(admin.id, {
          passwordHash,
          isEnabled: true,
          digestHa1: admin.isHttpDigestEnabled ? digestHa1(admin.name, password) : null,
        });
        this.d.sessions.revokeForUser(
          admin.id,
          caller.user.id === admin.id ? caller.session?.tokenHash : undefined,
        );
      }
    });
    this.announceChange();
  }

  /**
   * Ends the binding here without telling the cloud (the cloud said it no longer knows the system, or
   * unbound it itself): the cloud settings go and every cloud user with its sessions and layouts, in one
   * transaction; local users stay. Does nothing when the system is not bound.
   */
  clearBinding(): void {
    const cleared = this.d.settings.transaction(() => {
      if (!this.isBound()) return false;
      this.forgetBinding();
      return true;
    });
    if (cleared) this.announceChange();
  }

  /** The cloud settings cleared and the cloud users removed; inside the caller's transaction. */
  private forgetBinding(): void {
    for (const name of BINDING_SETTINGS) this.d.settings.remove(name);
    for (const user of this.d.users.list().filter((u) => u.type === 'cloud')) {
      removeCloudUser(this.d, user.id);
    }
  }

  private checkOwnerName(owner: string): void {
    const existing = this.d.users.findByName(owner);
    if (existing && existing.type !== 'cloud') throw new Unprocessable(ownerNameTakenText(owner));
  }
}

/** A password nobody knows: the local `admin` of a system set up with the cloud keeps it until unbinding. */
export function unusablePassword(): string {
  return randomBytes(32).toString('base64url');
}
