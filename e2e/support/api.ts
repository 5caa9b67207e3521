/**
 * Test data through the public REST API of a running media server (never by writing its database).
 */
import { PERMISSION_PRESETS, PREDEFINED_ROLES, type PredefinedRoleKey } from '@argus/contract';

export const ADMIN = 'admin';
/** A password that satisfies the spec's rules (§5: 8+ chars, 2+ classes, not common). */
export const ADMIN_PASSWORD = 'Argus-e2e-0wner';

export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    what: string,
  ) {
    super(`${what} failed: ${status} ${body}`);
  }
}

export interface ApiClient {
  base: string;
  call(method: string, path: string, body?: unknown, token?: string): Promise<Response>;
  json<T>(method: string, path: string, body?: unknown, token?: string): Promise<T>;
}

/** How the client sends a request: Node's fetch, or one that trusts a server's certificate (https-fetch.ts). */
export type SendRequest = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string; signal?: AbortSignal },
) => Promise<Response>;

export function apiClient(base: string, send: SendRequest = fetch): ApiClient {
  const call = (method: string, path: string, body?: unknown, token?: string) =>
    send(base + path, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
  return {
    base,
    call,
    async json<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
      const res = await call(method, path, body, token);
      const text = await res.text();
      if (!res.ok) throw new ApiCallError(res.status, text, `${method} ${path}`);
      return (text ? JSON.parse(text) : undefined) as T;
    },
  };
}

export interface SystemInformation {
  name: string;
  version: string;
  localId?: string | null;
  /** The ids of the servers of the system. */
  servers: string[];
}

/** System identity with defaults kept (REST omits default values otherwise, e.g. an empty name). */
export const systemInfo = (api: ApiClient) =>
  api.json<SystemInformation>('GET', '/rest/v1/system/info?_keepDefault=true');

/** Logs in with a session and returns its Bearer token. */
export async function login(api: ApiClient, username: string, password: string): Promise<string> {
  const session = await api.json<{ token: string }>('POST', '/rest/v1/login/sessions', {
    username,
    password,
  });
  return session.token;
}

/** One-time local setup of a new system; returns a fresh owner token logged in with the new password. */
export async function setupSystem(
  api: ApiClient,
  name = 'E2E System',
  password = ADMIN_PASSWORD,
): Promise<string> {
  const token = await login(api, ADMIN, ADMIN);
  await api.json('POST', '/rest/v1/system/setup', { name, local: { password } }, token);
  return login(api, ADMIN, password);
}

export interface CreatedUser {
  id: string;
  name: string;
}

/**
 * Creates a local user with a predefined role (owner token with a fresh session required). With `cameras`,
 * the user may see only those: in 5.1 every predefined role grants all cameras, so such a user holds the
 * role's permissions without `GlobalAccessAllMediaPermission`, as a custom permission set
 * (`GlobalCustomUserPermission`, media-server-api §5.3), and the cameras as its `accessibleResources`.
 */
export async function createUser(
  api: ApiClient,
  ownerToken: string,
  user: { name: string; password: string; role: PredefinedRoleKey; cameras?: readonly string[] },
): Promise<CreatedUser> {
  const role = PREDEFINED_ROLES.find((r) => r.key === user.role);
  if (!role) throw new Error(`unknown role ${user.role}`);
  const limited = user.cameras !== undefined;
  const permissions = limited
    ? [
        'GlobalCustomUserPermission',
        ...PERMISSION_PRESETS[user.role].split('|').filter((p) => p !== 'GlobalAccessAllMediaPermission'),
      ].join('|')
    : PERMISSION_PRESETS[user.role];
  return api.json<CreatedUser>(
    'POST',
    '/rest/v1/users',
    {
      name: user.name,
      password: user.password,
      type: 'local',
      ...(limited ? { accessibleResources: user.cameras } : { userRoleId: role.id }),
      permissions,
    },
    ownerToken,
  );
}

/** Adds a camera by its stream URL (the server checks it afterwards); returns its id without braces. */
export async function addCamera(
  api: ApiClient,
  token: string,
  camera: { url: string; name: string },
): Promise<string> {
  const device = await api.json<{ id: string }>('POST', '/rest/v2/devices', camera, token);
  return device.id.replace(/[{}]/g, '');
}
