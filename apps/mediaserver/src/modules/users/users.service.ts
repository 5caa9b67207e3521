import {
  AlreadyExists,
  Forbidden,
  InvalidParameter,
  isAdmin,
  MissingParameter,
  NotFound,
  NULL_ID,
  normalizeId,
  predefinedRoleById,
  samePermissions,
} from '@argus/contract';
import {
  checkUserChange,
  checkUserCreate,
  checkUserDelete,
  RENAME_WITH_DIGEST_TEXT,
  USER_EXISTS_TEXT,
} from '@argus/contract/mediaserver';
import type { Caller } from '../../auth/caller.ts';
import { digestHa1, hashPassword } from '../../auth/password.ts';
import { type Db, inTransaction } from '../../db/database.ts';
import type { UserRoleRow } from '../user-roles/index.ts';
import type { CloudShares, CloudUserState } from './cloud-shares.ts';
import type { PasswordPolicy } from './password-policy.ts';
import {
  checkedDigest,
  checkedRoleId,
  normalizeIds,
  normalizePermissions,
  refused,
  type UserWrite,
} from './users.input.ts';
import type { UsersRepository } from './users.repository.ts';
import type { NewUserRow, UserRow } from './users.table.ts';

export interface UsersServiceDeps {
  db: Db;
  users: UsersRepository;
  userRoles: { list(): readonly UserRoleRow[]; findById(id: string): UserRoleRow | undefined };
  sessions: { revokeForUser(userId: string, keepTokenHash?: string): void };
  /** A deleted user's own layouts go with it. */
  layouts: { removeOwnedBy(userId: string): void };
  passwords: PasswordPolicy;
  /** A `cloud` user's share goes to the cloud before the user is written here (cloud-api §5.4 item 3). */
  cloudShares: CloudShares;
  clock: () => number;
}

type Changes = Partial<Omit<NewUserRow, 'id' | 'nameKey'>>;

/** Users: who sees whom, and every create/change/delete with the rules of media-server-api §4.0/§4.6. */
export class UsersService {
  constructor(private readonly d: UsersServiceDeps) {}

  findById(id: string): UserRow | undefined {
    return this.d.users.findById(id);
  }

  /** Every user (shared and frozen: copy before changing). */
  all(): readonly UserRow[] {
    return this.d.users.list();
  }

  /** A user by id (braces allowed) or by name (case-insensitive). */
  find(key: string): UserRow | undefined {
    const id = key ? normalizeId(key) : null;
    return (id ? this.d.users.findById(id) : undefined) ?? this.d.users.findByName(key);
  }

  /** The user named in a path, visible to the caller: admins see everybody, others themselves. */
  readable(caller: Caller, key: string): UserRow {
    const user = this.find(key);
    if (!user) throw NotFound.resource(key);
    if (user.id !== caller.user.id && !isAdmin(caller.permissions)) throw new Forbidden();
    return user;
  }

  /** [design] Admins list every user; everybody else only itself. */
  visibleTo(caller: Caller): readonly UserRow[] {
    if (isAdmin(caller.permissions)) return this.d.users.list();
    const me = this.d.users.findById(caller.user.id);
    return me ? [me] : [];
  }

  async create(caller: Caller, input: UserWrite): Promise<UserRow> {
    const type = input.type ?? 'local';
    if (type === 'ldap') throw new InvalidParameter('type', type);
    const name = input.name;
    if (name === undefined) throw new MissingParameter('name');
    const id = input.id ? normalizeId(input.id) : crypto.randomUUID();
    if (!id || id === NULL_ID) throw new InvalidParameter('id', input.id);
    if (this.d.users.findById(id)) throw new AlreadyExists();
    const roles = this.d.userRoles.list();
    const userRoleId = checkedRoleId(this.d.userRoles, input.userRoleId, input.userRoleId);
    // [design] A predefined role decides the permissions; the field mirrors it for legacy readers.
    const permissions = normalizePermissions(
      predefinedRoleById(userRoleId)?.permissions ?? input.permissions ?? 'NoGlobalPermissions',
    );
    const email = (input.email ?? '').trim();
    const draft = { name, type, email, isOwner: input.isOwner, permissions, userRoleId };
    const reason = checkUserCreate(caller.user, draft, roles);
    if (reason) throw refused(reason);
    const password = input.password || undefined;
    const digest = input.digest ? checkedDigest(input.digest) : undefined;
    const digestEnabled = input.isHttpDigestEnabled ?? digest !== undefined;
    if (type === 'cloud') {
      if (!email) throw new MissingParameter('email');
      if (name.toLowerCase() !== email.toLowerCase()) throw new InvalidParameter('name', name);
      if (password || digest) throw new InvalidParameter('password', '******');
      if (digestEnabled) throw new InvalidParameter('isHttpDigestEnabled', true);
    } else if (!password && !digest) {
      throw new MissingParameter('password');
    }
    if (this.d.users.findByName(name)) throw new Forbidden(USER_EXISTS_TEXT);
    if (password) this.d.passwords.check(password);
    const passwordHash = password ? await hashPassword(password) : null;
    const insert = () =>
      inTransaction(this.d.db, () => {
        if (this.d.users.findById(id)) throw new AlreadyExists();
        if (this.d.users.findByName(name)) throw new Forbidden(USER_EXISTS_TEXT);
        return this.d.users.insert({
          id,
          name,
          type,
          fullName: input.fullName ?? '',
          email,
          isOwner: false,
          permissions,
          accessibleResources: normalizeIds(input.accessibleResources ?? []),
          isEnabled: input.isEnabled ?? true,
          isHttpDigestEnabled: digestEnabled,
          userRoleId,
          passwordHash,
          digestHa1: digestEnabled ? (password ? digestHa1(name, password) : (digest ?? null)) : null,
          createdAtMs: this.d.clock(),
        });
      });
    if (type !== 'cloud') return insert();
    const user = { isOwner: false, permissions, userRoleId, isEnabled: input.isEnabled ?? true };
    return this.d.cloudShares.change({ email, user }, insert);
  }

  async change(caller: Caller, target: UserRow, input: UserWrite): Promise<UserRow> {
    if (input.type !== undefined && input.type !== target.type)
      throw new InvalidParameter('type', input.type);
    if (input.id !== undefined && normalizeId(input.id) !== target.id)
      throw new InvalidParameter('id', input.id);
    const roles = this.d.userRoles.list();
    const changes: Changes = {};
    if (input.userRoleId !== undefined)
      changes.userRoleId = checkedRoleId(this.d.userRoles, input.userRoleId, input.userRoleId);
    if (input.permissions !== undefined) changes.permissions = normalizePermissions(input.permissions);
    if (input.accessibleResources !== undefined)
      changes.accessibleResources = normalizeIds(input.accessibleResources);
    const reason = checkUserChange(
      caller.user,
      target,
      { ...input, permissions: changes.permissions, userRoleId: changes.userRoleId },
      roles,
    );
    if (reason) throw refused(reason);
    const preset = predefinedRoleById(changes.userRoleId ?? target.userRoleId)?.permissions;
    if (preset && (changes.userRoleId !== undefined || changes.permissions !== undefined))
      changes.permissions = preset;
    if (input.fullName !== undefined) changes.fullName = input.fullName;
    if (input.isEnabled !== undefined) changes.isEnabled = input.isEnabled;
    const password = input.password || undefined;
    const digest = input.digest ? checkedDigest(input.digest) : undefined;
    this.checkCloudChange(target, input, password ?? digest);
    if (input.email !== undefined) changes.email = input.email.trim();
    const name = input.name ?? target.name;
    const renamed = name.toLowerCase() !== target.nameKey;
    if (input.name !== undefined) changes.name = input.name;
    const digestEnabled = input.isHttpDigestEnabled ?? (digest !== undefined || target.isHttpDigestEnabled);
    changes.isHttpDigestEnabled = digestEnabled;
    if (digestEnabled && !password && !digest) {
      if (!target.isHttpDigestEnabled) throw new MissingParameter('password');
      if (renamed) throw new Forbidden(RENAME_WITH_DIGEST_TEXT);
    }
    if (renamed && this.d.users.findByName(name)) throw new Forbidden(USER_EXISTS_TEXT);
    if (password) {
      this.d.passwords.check(password);
      changes.passwordHash = await hashPassword(password);
    }
    if (!digestEnabled) changes.digestHa1 = null;
    else if (password) changes.digestHa1 = digestHa1(name, password);
    else if (digest) changes.digestHa1 = digest;
    const write = () =>
      inTransaction(this.d.db, () => {
        const other = renamed ? this.d.users.findByName(name) : undefined;
        if (other && other.id !== target.id) throw new Forbidden(USER_EXISTS_TEXT);
        const row = this.d.users.update(target.id, changes);
        if (!row) throw NotFound.resource(target.id);
        if (changes.isEnabled === false) this.d.sessions.revokeForUser(row.id);
        else if (password) this.d.sessions.revokeForUser(row.id, caller.session?.tokenHash);
        return row;
      });
    const after = cloudStateAfter(target, changes);
    if (!after) return write();
    return this.d.cloudShares.change({ email: target.email || target.name, user: after }, write);
  }

  /** Cloud users have no password, no digest, and are named by their e-mail. */
  private checkCloudChange(target: UserRow, input: UserWrite, secret: string | undefined): void {
    if (target.type !== 'cloud') return;
    if (secret) throw new InvalidParameter('password', '******');
    if (input.isHttpDigestEnabled) throw new InvalidParameter('isHttpDigestEnabled', true);
    if (input.email !== undefined && input.email.trim().toLowerCase() !== target.email.toLowerCase())
      throw new InvalidParameter('email', input.email);
    if (input.name !== undefined && input.name.toLowerCase() !== target.email.toLowerCase())
      throw new InvalidParameter('name', input.name);
  }

  async remove(caller: Caller, target: UserRow): Promise<void> {
    const reason = checkUserDelete(caller.user, target, this.d.userRoles.list());
    if (reason) throw refused(reason);
    const write = () =>
      inTransaction(this.d.db, () => {
        this.d.sessions.revokeForUser(target.id);
        this.d.layouts.removeOwnedBy(target.id);
        this.d.users.remove(target.id);
      });
    if (target.type !== 'cloud') return write();
    return this.d.cloudShares.change({ email: target.email || target.name, user: null }, write);
  }
}

/**
 * What a `cloud` user's share becomes after `changes`, or null when the change is not the cloud's business
 * (not a cloud user, or none of permissions, role and enabled state differs).
 */
function cloudStateAfter(target: UserRow, changes: Changes): CloudUserState | null {
  if (target.type !== 'cloud') return null;
  const after: CloudUserState = {
    isOwner: target.isOwner,
    permissions: changes.permissions ?? target.permissions,
    userRoleId: changes.userRoleId ?? target.userRoleId,
    isEnabled: changes.isEnabled ?? target.isEnabled,
  };
  const same =
    samePermissions(after.permissions, target.permissions) &&
    (normalizeId(after.userRoleId) ?? NULL_ID) === (normalizeId(target.userRoleId) ?? NULL_ID) &&
    after.isEnabled === target.isEnabled;
  return same ? null : after;
}
