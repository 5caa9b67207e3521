/**
 * Storage paths (spec 000 §3, §5; media-server-api §4.4.1): a local folder, written as an absolute POSIX path,
 * or a network share by URL, `smb://[user[:password]@]host[:port]/share[/path]` or
 * `nfs://host[:port]/export[/path]`. The password of a share is a secret (§3.10): it is split off when a path
 * is parsed, and the forms a reply or a message shows never carry it.
 */
import { isHostName, isIPv6 } from './validation/hosts.ts';
import { invalid, type ValidationResult, valid } from './validation/result.ts';

/** The console's text for a path it cannot use (spec 000 §5). */
export const INVALID_STORAGE_PATH_TEXT = 'Invalid storage path.';
/** Longer texts are not storage paths (Linux's PATH_MAX). */
export const STORAGE_PATH_MAX_LENGTH = 4096;

export const NETWORK_STORAGE_SCHEMES = ['smb', 'nfs'] as const;
export type NetworkStorageScheme = (typeof NETWORK_STORAGE_SCHEMES)[number];

/** The port a share's server answers on when its URL names none. */
export const NETWORK_STORAGE_PORTS: Readonly<Record<NetworkStorageScheme, number>> = { smb: 445, nfs: 2049 };

export interface LocalStoragePath {
  kind: 'local';
  /** Normalised: no empty, `.` or trailing segments. */
  path: string;
}

export interface NetworkStoragePath {
  kind: NetworkStorageScheme;
  /** A host name, an IPv4 address, or an IPv6 address in brackets. */
  host: string;
  port: number | null;
  /** The path on the share's server, `/share/sub/dir` (for NFS the export and what follows). */
  remotePath: string;
  user: string | null;
  password: string | null;
}

export type StoragePath = LocalStoragePath | NetworkStoragePath;

/** `/a//b/./c/` → `/a/b/c`; null for a relative path, a `..` segment or a control character. */
function normalizeLocalPath(text: string): string | null {
  if (!text.startsWith('/') || /\p{Cc}/u.test(text)) return null;
  const segments = text.split('/').filter((s) => s !== '' && s !== '.');
  if (segments.includes('..')) return null;
  return `/${segments.join('/')}`;
}

function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

const NETWORK_URL =
  /^([A-Za-z]+):\/\/(?:([^:@/]*)(?::([^@/]*))?@)?(\[[^\]/]*\]|[^:/[\]@]+)(?::(\d{1,5}))?(\/[^?#]*)?$/;

function parseNetworkPath(text: string): NetworkStoragePath | null {
  const m = NETWORK_URL.exec(text);
  if (!m) return null;
  const [, rawScheme = '', rawUser, rawPassword, host = '', rawPort, rawPath = ''] = m;
  const scheme = rawScheme.toLowerCase();
  if (scheme !== 'smb' && scheme !== 'nfs') return null;
  const hostOk = host.startsWith('[') ? isIPv6(host.slice(1, -1)) : isHostName(host);
  if (!hostOk) return null;
  const port = rawPort === undefined ? null : Number(rawPort);
  if (port !== null && (port < 1 || port > 65535)) return null;
  const path = decoded(rawPath);
  if (path === null) return null;
  const remotePath = normalizeLocalPath(path);
  if (remotePath === null || remotePath === '/') return null;
  const user = rawUser === undefined || rawUser === '' ? null : decoded(rawUser);
  const password = rawPassword === undefined || rawPassword === '' ? null : decoded(rawPassword);
  if ((rawUser && user === null) || (rawPassword && password === null)) return null;
  // NFS has no user and password of its own: a URL that names them is a mistake, not a share.
  if (scheme === 'nfs' && (user !== null || password !== null)) return null;
  if (password !== null && user === null) return null;
  return { kind: scheme, host, port, remotePath, user, password };
}

/** The path a text names, or null when it is not a storage path (surrounding white space is ignored). */
export function parseStoragePath(text: string): StoragePath | null {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed.length > STORAGE_PATH_MAX_LENGTH) return null;
  if (trimmed.startsWith('/')) {
    const path = normalizeLocalPath(trimmed);
    return path === null ? null : { kind: 'local', path };
  }
  return parseNetworkPath(trimmed);
}

export function isNetworkStoragePath(path: StoragePath): path is NetworkStoragePath {
  return path.kind !== 'local';
}

const encodeSegments = (path: string) => path.split('/').map(encodeURIComponent).join('/');

/** The path as replies show it: a share keeps its user name and loses its password. */
export function publicStoragePath(path: StoragePath): string {
  if (path.kind === 'local') return path.path;
  const user = path.user === null ? '' : `${encodeURIComponent(path.user)}@`;
  const port = path.port === null ? '' : `:${path.port}`;
  return `${path.kind}://${user}${path.host}${port}${encodeSegments(path.remotePath)}`;
}

/**
 * What two storages must not share: the same folder, or the same share whoever logs in to it (SMB names are
 * case-insensitive, NFS and local paths are not).
 */
export function storagePathKey(path: StoragePath): string {
  if (path.kind === 'local') return path.path;
  const port = path.port ?? NETWORK_STORAGE_PORTS[path.kind];
  const remote = path.kind === 'smb' ? path.remotePath.toLowerCase() : path.remotePath;
  return `${path.kind}://${path.host.toLowerCase()}:${port}${remote}`;
}

/** The host and port whose answer says a share's server is reachable. */
export function networkStorageEndpoint(path: NetworkStoragePath): { host: string; port: number } {
  const host = path.host.startsWith('[') ? path.host.slice(1, -1) : path.host;
  return { host, port: path.port ?? NETWORK_STORAGE_PORTS[path.kind] };
}

/** A text as an error message may repeat it: the password of a URL, well-formed or not, becomes `***`. */
export function redactStoragePath(text: string): string {
  return text.replace(/^(\s*[A-Za-z]+:\/\/[^:@/]*:)[^@/]*@/, '$1***@');
}

/** The storage type a path implies: local folders are `local` (the server refines it), shares by URL `smb`/`network`. */
export function storageTypeOfPath(path: StoragePath): 'local' | 'smb' | 'network' {
  if (path.kind === 'local') return 'local';
  return path.kind === 'smb' ? 'smb' : 'network';
}

/**
 * Folders of the operating system that are never storage roots: the root and the top folders that hold other
 * things (a storage goes in a folder of its own below them), and the trees the system or the kernel own, where
 * no folder is a storage (a storage's root is scanned, written and pruned by the server).
 */
const SYSTEM_FOLDERS: ReadonlySet<string> = new Set([
  '/',
  '/home',
  '/media',
  '/mnt',
  '/opt',
  '/run',
  '/srv',
  '/tmp',
  '/var',
  '/var/lib',
]);
const SYSTEM_TREES = [
  '/bin',
  '/boot',
  '/dev',
  '/etc',
  '/lib',
  '/lib32',
  '/lib64',
  '/proc',
  '/root',
  '/sbin',
  '/sys',
  '/usr',
];

/** True when `path` is `folder` or lies inside it (both normalised absolute paths). */
export function isWithinFolder(path: string, folder: string): boolean {
  return path === folder || path.startsWith(folder === '/' ? '/' : `${folder}/`);
}

/** A system folder (normalised local path) that is never a storage root. */
export function isSystemFolder(path: string): boolean {
  return SYSTEM_FOLDERS.has(path) || SYSTEM_TREES.some((tree) => isWithinFolder(path, tree));
}

export const STORAGE_PATH_ERRORS = ['required', 'invalid'] as const;
export type StoragePathError = (typeof STORAGE_PATH_ERRORS)[number];

export const STORAGE_PATH_ERROR_MESSAGES: Readonly<Record<StoragePathError, string>> = {
  required: 'Storage path is required.',
  invalid: INVALID_STORAGE_PATH_TEXT,
};

/** The add-storage form's check of its path field. */
export function validateStoragePath(text: string | null | undefined): ValidationResult<StoragePathError> {
  if (text === null || text === undefined || text.trim() === '') return invalid('required');
  const parsed = parseStoragePath(text);
  if (parsed === null || (parsed.kind === 'local' && isSystemFolder(parsed.path))) return invalid('invalid');
  return valid;
}
