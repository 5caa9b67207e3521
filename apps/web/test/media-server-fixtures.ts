/**
 * Complete media server replies for tests, typed by the contract (the client checks every reply against its
 * endpoint's schema in tests, so partial objects would fail).
 */
import {
  NULL_ID,
  PERMISSION_PRESETS,
  PREDEFINED_ROLES,
  type PredefinedRoleKey,
  type RoleGrant,
} from '@argus/contract';
import {
  type CallerAccess,
  callerAccessOf,
  type LegacyModuleInformation,
  type LoginSession,
  type ServerInformation,
  type ServerModel,
  type ServerRuntimeInformation,
  type UserModel,
} from '@argus/contract/mediaserver';
import type { CurrentUser } from '../src/features/auth/auth.api.ts';

export const OWNER: UserModel = {
  id: '99cbc715-539b-4bfe-856f-799b45b69b1e',
  name: 'admin',
  type: 'local',
  fullName: '',
  email: '',
  isOwner: true,
  permissions: PERMISSION_PRESETS.owner,
  accessibleResources: [],
  isEnabled: true,
  isHttpDigestEnabled: false,
  userRoleId: NULL_ID,
};

/** A user in a predefined role (an owner for `owner`). */
export function userWithRole(key: PredefinedRoleKey, overrides: Partial<UserModel> = {}): UserModel {
  const role = PREDEFINED_ROLES.find((r) => r.key === key)!;
  return {
    ...OWNER,
    id: '00000000-0000-4000-8000-00000000000a',
    name: key,
    isOwner: role.isOwner,
    permissions: role.permissions,
    userRoleId: role.isOwner ? NULL_ID : role.id,
    ...overrides,
  };
}

/** What the media server answers about a user's access (the same function it uses). */
export function accessOf(user: UserModel, customRoles: readonly RoleGrant[] = []): CallerAccess {
  return callerAccessOf(user, customRoles);
}

/** The current user as the console holds it: the user and the server's access answer. */
export function currentUser(user: UserModel, customRoles: readonly RoleGrant[] = []): CurrentUser {
  return { user, access: accessOf(user, customRoles) };
}

/** `GET /rest/v1/login/sessions/current` of `user`. */
export function ownSession(user: UserModel, customRoles: readonly RoleGrant[] = []): LoginSession {
  return {
    username: user.name,
    token: 'vms-x',
    ageS: 1,
    expiresInS: 1000,
    access: accessOf(user, customRoles),
  };
}

/** The reply of a login (`POST /rest/v1/login/sessions`). */
export function newSession(username: string): LoginSession {
  return { username, token: 'vms-new', ageS: 0, expiresInS: 600 };
}

/** A server of the system as `GET /rest/v1/servers` lists it. */
export function serverModel(overrides: Partial<ServerModel> = {}): ServerModel {
  return {
    id: '63fafcca-9884-4dc4-b7e8-85ea3ed8a2a8',
    name: 'vm',
    url: 'http://127.0.0.1:7001',
    version: '5.1.6.1000',
    endpoints: ['127.0.0.1:7001'],
    authKey: '',
    osInfo: { platform: 'linux_x64', variant: 'debian', variantVersion: '12' },
    flags: 'SF_None',
    isFailoverEnabled: false,
    maxCameras: 0,
    backupBitrateBytesPerSecond: [],
    status: 'Online',
    parameters: {},
    ...overrides,
  };
}

export function serverInformation(overrides: Partial<ServerInformation> = {}): ServerInformation {
  return {
    type: 'Media Server',
    customization: 'default',
    brand: 'argus',
    version: '5.1.6.1000',
    systemName: 'Lab',
    name: 'vm',
    port: 7001,
    id: '63fafcca-9884-4dc4-b7e8-85ea3ed8a2a8',
    sslAllowed: true,
    protoVersion: 5107,
    runtimeId: 'aaaaaaaa-0000-4000-8000-000000000001',
    serverFlags: 'SF_None',
    realm: 'VMS',
    ecDbReadOnly: false,
    cloudSystemId: '',
    cloudHost: '',
    localSystemId: '5a3c9a1e-7f0b-4c55-9d2e-0f7e0a1b2c3d',
    hwPlatform: 'unknown',
    synchronizedTimeMs: 0,
    remoteAddresses: [],
    userProvidedCertificatePem: '',
    certificatePem: '',
    systemIdentityTimeMs: 0,
    transactionLogTime: { sequence: 0, ticksMs: 0 },
    collectedByThisServer: true,
    ...overrides,
  };
}

export function moduleInformation(overrides: Partial<LegacyModuleInformation> = {}): LegacyModuleInformation {
  const { userProvidedCertificatePem, certificatePem, systemIdentityTimeMs, transactionLogTime, ...legacy } =
    serverInformation();
  return { ...legacy, ...overrides };
}

export function runtimeInformation(
  overrides: Partial<ServerRuntimeInformation> = {},
): ServerRuntimeInformation {
  const id = overrides.id ?? serverInformation().id;
  return {
    port: 7001,
    id,
    osInfo: { platform: 'linux_x64', variant: 'debian', variantVersion: '12' },
    osTimeMs: 0,
    synchronizedTimeMs: 0,
    timeZoneOffsetMs: 0,
    timeZoneId: 'UTC',
    runtimeData: {
      version: 1,
      peer: { id, persistentId: id, instanceId: id, peerType: 'PT_Server', dataFormat: 'JsonFormat' },
      platform: 'linux_x64',
      box: '',
      brand: 'argus',
      customization: 'default',
      publicIP: '',
      prematureLicenseExperationDate: '',
      videoWallInstanceGuid: NULL_ID,
      videoWallControlSession: NULL_ID,
      hardwareIds: [],
      nx1mac: '',
      nx1serial: '',
      updateStarted: false,
      userId: NULL_ID,
      flags: '',
      activeAnalyticsEngines: [],
      prematureVideoWallLicenseExpirationDate: '',
    },
    ...overrides,
  };
}
