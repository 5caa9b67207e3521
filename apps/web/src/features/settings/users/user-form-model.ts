import {
  type CommonPasswords,
  formatPermissions,
  type GlobalPermission,
  hasPermission,
  NULL_ID,
  normalizeId,
  PREDEFINED_ROLES,
  parsePermissions,
  predefinedRoleById,
  validateEmail,
  validatePassword,
} from '@argus/contract';
import type {
  UserChangeRequest,
  UserCreateRequest,
  UserModel,
  UserRoleModel,
} from '@argus/contract/mediaserver';

export const USER_TEXT_MAX_LENGTH = 255;
/** The role choice "Custom": the user's own permissions, no role (null role id). */
export const CUSTOM_ROLE = 'custom';
const DEFAULT_ROLE_ID = PREDEFINED_ROLES.find((r) => r.key === 'viewer')!.id;
const OWNER_ROLE_ID = PREDEFINED_ROLES.find((r) => r.key === 'owner')!.id;

/** Permissions offered as checkboxes for Custom users (the admin flag is given through roles only). */
export const CUSTOM_PERMISSION_FLAGS: GlobalPermission[] = [
  'GlobalEditCamerasPermission',
  'GlobalControlVideoWallPermission',
  'GlobalViewLogsPermission',
  'GlobalViewArchivePermission',
  'GlobalExportPermission',
  'GlobalViewBookmarksPermission',
  'GlobalManageBookmarksPermission',
  'GlobalUserInputPermission',
  'GlobalAccessAllMediaPermission',
];

export interface UserFormValues {
  /** A new user's kind: a login of this system, or a cloud account (by its e-mail) the system is shared with. */
  type: 'local' | 'cloud';
  name: string;
  fullName: string;
  email: string;
  password: string;
  confirmPassword: string;
  /** A predefined role id, a custom role id, or CUSTOM_ROLE. */
  role: string;
  permissions: GlobalPermission[];
  isEnabled: boolean;
  isHttpDigestEnabled: boolean;
  /** The cameras, layouts and web pages the user may see when its role does not give all of them. */
  accessibleResources: string[];
}

export function newUserValues(): UserFormValues {
  return {
    type: 'local',
    name: '',
    fullName: '',
    email: '',
    password: '',
    confirmPassword: '',
    role: DEFAULT_ROLE_ID,
    permissions: [],
    isEnabled: true,
    isHttpDigestEnabled: false,
    accessibleResources: [],
  };
}

/** The role choice that shows a stored user: owner, its role, a preset its permissions match, or Custom. */
export function roleChoiceOf(user: UserModel, roles: readonly UserRoleModel[]): string {
  if (user.isOwner) return OWNER_ROLE_ID;
  const roleId = normalizeId(user.userRoleId) ?? NULL_ID;
  if (predefinedRoleById(roleId)) return roleId;
  if (roleId !== NULL_ID && roles.some((r) => normalizeId(r.id) === roleId)) return roleId;
  const own = formatPermissions(parsePermissions(user.permissions));
  const preset = PREDEFINED_ROLES.find((r) => r.key !== 'owner' && r.permissions === own);
  return preset ? preset.id : CUSTOM_ROLE;
}

export function userValues(user: UserModel, roles: readonly UserRoleModel[]): UserFormValues {
  return {
    type: user.type === 'cloud' ? 'cloud' : 'local',
    name: user.name,
    fullName: user.fullName,
    email: user.email,
    password: '',
    confirmPassword: '',
    role: roleChoiceOf(user, roles),
    permissions: [...parsePermissions(user.permissions)].filter((p) => CUSTOM_PERMISSION_FLAGS.includes(p)),
    isEnabled: user.isEnabled,
    isHttpDigestEnabled: user.isHttpDigestEnabled,
    accessibleResources: sortedIds(user.accessibleResources),
  };
}

const sortedIds = (ids: readonly string[]) => ids.map((i) => normalizeId(i) ?? i).sort();

/**
 * Whether the role chosen limits the user to a list of cameras and layouts (no admin and no
 * `GlobalAccessAllMediaPermission`): only then does the form offer the list (issue 19).
 */
export function limitsAccess(
  values: Pick<UserFormValues, 'role' | 'permissions'>,
  roles: readonly UserRoleModel[],
): boolean {
  if (values.role === OWNER_ROLE_ID) return false;
  return !hasPermission(
    parsePermissions(roleFields(values, roles).permissions),
    'GlobalAccessAllMediaPermission',
  );
}

/** `userRoleId` and `permissions` for a role choice (spec 000 §5 payload rules). */
export function roleFields(
  values: Pick<UserFormValues, 'role' | 'permissions'>,
  roles: readonly UserRoleModel[],
): { userRoleId: string; permissions: string } {
  if (values.role === CUSTOM_ROLE || values.role === '')
    // The custom-permission placeholder becomes GlobalCustomUserPermission on REST servers; no role = null id.
    return {
      userRoleId: NULL_ID,
      permissions: formatPermissions([...values.permissions, 'GlobalCustomUserPermission']),
    };
  const predefined = predefinedRoleById(values.role);
  if (predefined) return { userRoleId: predefined.id, permissions: predefined.permissions };
  const custom = roles.find((r) => normalizeId(r.id) === normalizeId(values.role));
  return {
    userRoleId: normalizeId(values.role) ?? NULL_ID,
    permissions: custom?.permissions ?? 'NoGlobalPermissions',
  };
}

export function createPayload(values: UserFormValues, roles: readonly UserRoleModel[]): UserCreateRequest {
  if (values.type === 'cloud') {
    // A cloud user's login is its account's e-mail; it has no password here (the cloud checks it).
    const email = values.email.trim();
    return {
      type: 'cloud',
      name: email,
      email,
      fullName: values.fullName.trim(),
      isEnabled: values.isEnabled,
      ...roleFields(values, roles),
      ...accessFields(values, roles),
    };
  }
  return {
    type: 'local',
    name: values.name.trim(),
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    password: values.password,
    isEnabled: values.isEnabled,
    isHttpDigestEnabled: values.isHttpDigestEnabled,
    ...roleFields(values, roles),
    ...accessFields(values, roles),
  };
}

/** The access list of a new user, when its role limits it (a role with all cameras needs none). */
function accessFields(values: UserFormValues, roles: readonly UserRoleModel[]) {
  return limitsAccess(values, roles) ? { accessibleResources: sortedIds(values.accessibleResources) } : {};
}

/** Only what changed. The local owner is saved without name and permissions (spec 000 §5). */
export function changePayload(
  user: UserModel,
  values: UserFormValues,
  roles: readonly UserRoleModel[],
): UserChangeRequest {
  const before = userValues(user, roles);
  const out: UserChangeRequest = {};
  const localOwner = user.isOwner && user.type !== 'cloud';
  if (!localOwner && values.name.trim() !== user.name) out.name = values.name.trim();
  if (values.fullName.trim() !== user.fullName) out.fullName = values.fullName.trim();
  if (values.email.trim() !== user.email) out.email = values.email.trim();
  if (values.password !== '') out.password = values.password;
  if (values.isEnabled !== user.isEnabled) out.isEnabled = values.isEnabled;
  if (values.isHttpDigestEnabled !== user.isHttpDigestEnabled)
    out.isHttpDigestEnabled = values.isHttpDigestEnabled;
  const roleChanged =
    values.role !== before.role ||
    (values.role === CUSTOM_ROLE &&
      formatPermissions(values.permissions) !== formatPermissions(before.permissions));
  if (!localOwner && !user.isOwner && roleChanged) Object.assign(out, roleFields(values, roles));
  const access = sortedIds(values.accessibleResources);
  if (!user.isOwner && limitsAccess(values, roles) && access.join() !== before.accessibleResources.join())
    out.accessibleResources = access;
  return out;
}

/** Field errors as i18n keys of the users namespace; `user` is the stored user when editing. */
/** A new cloud user: its account's e-mail is all it needs (and its login). */
function validateNewCloudUser(values: UserFormValues): Partial<Record<keyof UserFormValues, string>> {
  const email = values.email.trim();
  if (email === '') return { email: 'errors.emailRequired' };
  const r = validateEmail(email);
  if (!r.ok) return { email: `errors.email.${r.error}` };
  if (values.fullName.length > USER_TEXT_MAX_LENGTH) return { fullName: 'errors.tooLong' };
  return {};
}

export function validateUser(
  values: UserFormValues,
  user: UserModel | null,
  commonPasswords?: CommonPasswords,
): Partial<Record<keyof UserFormValues, string>> {
  const errors: Partial<Record<keyof UserFormValues, string>> = {};
  if (user === null && values.type === 'cloud') return validateNewCloudUser(values);
  const name = values.name.trim();
  if (name === '') errors.name = 'errors.nameRequired';
  else if (name.length > USER_TEXT_MAX_LENGTH) errors.name = 'errors.tooLong';
  if (values.fullName.length > USER_TEXT_MAX_LENGTH) errors.fullName = 'errors.tooLong';
  if (values.email.trim() !== '') {
    const r = validateEmail(values.email.trim());
    if (!r.ok) errors.email = `errors.email.${r.error}`;
  }
  const editing = user !== null;
  // Renaming a digest user, or turning digest on, needs the password (the server recomputes the digest).
  const renamedDigest = editing && user.isHttpDigestEnabled && !user.isOwner && name !== user.name;
  const enablingDigest = editing && values.isHttpDigestEnabled && !user.isHttpDigestEnabled;
  if (values.password === '') {
    if (!editing) errors.password = 'errors.password.required';
    else if (renamedDigest) errors.password = 'errors.passwordForRename';
    else if (enablingDigest) errors.password = 'errors.passwordForDigest';
  } else {
    const r = validatePassword(values.password, commonPasswords ? { commonPasswords } : {});
    if (!r.ok) errors.password = `errors.password.${r.errors[0]}`;
    else if (values.confirmPassword !== values.password) errors.confirmPassword = 'errors.passwordsDiffer';
  }
  return errors;
}
