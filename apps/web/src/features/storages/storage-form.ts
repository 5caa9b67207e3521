import {
  parseStoragePath,
  recommendedSpaceLimitB,
  type StorageChangeRequest,
  type StorageCreateRequest,
  type StorageMode,
  type StorageModel,
  type StorageType,
  storageMode,
  storageModeFields,
  storageTypeOfPath,
  validateStoragePath,
} from '@argus/contract/mediaserver';

/** Reserved space is entered in GB (1024³ bytes, spec 000 §9). */
export const GB = 1024 ** 3;

/** The add/change storage dialog's fields. The password is write-only: a change dialog starts it empty. */
export interface StorageFormValues {
  path: string;
  login: string;
  password: string;
  reservedGb: number | string;
  mode: StorageMode;
}

/** i18n keys (namespace `storages`) of the dialog's errors. */
export type StorageFormErrors = Partial<Record<keyof StorageFormValues, string>>;

export const isSmbText = (path: string) => /^\s*smb:\/\//i.test(path);

/** The type a path gives, or `local` while it is not a path yet (for the recommended reserve). */
export function typeOfPathText(path: string): StorageType {
  const parsed = parseStoragePath(path);
  return parsed ? storageTypeOfPath(parsed) : 'local';
}

export function newStorageValues(): StorageFormValues {
  return {
    path: '',
    login: '',
    password: '',
    reservedGb: recommendedSpaceLimitB('local') / GB,
    mode: 'main',
  };
}

/** The dialog's values for a saved storage: its public path, split into the URL and its login. */
export function storageValues(storage: StorageModel): StorageFormValues {
  const parsed = parseStoragePath(storage.path);
  const login = parsed && parsed.kind !== 'local' ? (parsed.user ?? '') : '';
  const path = login ? storage.path.replace(/^(smb:\/\/)[^@/]*@/i, '$1') : storage.path;
  return {
    path,
    login,
    password: '',
    reservedGb: Math.round((storage.spaceLimitB / GB) * 100) / 100,
    mode: storageMode(storage),
  };
}

function reservedBytes(value: number | string): number | null {
  const n = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
  if (String(value).trim() === '' || !Number.isFinite(n) || n < 0) return null;
  return Math.round(n * GB);
}

export function validateStorageForm(values: StorageFormValues): StorageFormErrors {
  const errors: StorageFormErrors = {};
  const path = validateStoragePath(values.path);
  if (!path.ok) errors.path = `pathError.${path.error}`;
  else if (parseStoragePath(fullPath(values)) === null) errors.path = 'pathError.invalid';
  if (reservedBytes(values.reservedGb) === null) errors.reservedGb = 'dialog.reservedInvalid';
  return errors;
}

/** The path to send: an SMB URL carries the login and password of its fields (hidden, and ignored, for others). */
export function fullPath(values: StorageFormValues): string {
  const path = values.path.trim();
  if (!values.login || !isSmbText(path)) return path;
  const rest = path.replace(/^smb:\/\/([^@/]*@)?/i, '');
  const password = values.password ? `:${encodeURIComponent(values.password)}` : '';
  return `smb://${encodeURIComponent(values.login)}${password}@${rest}`;
}

export function spaceLimitOf(values: StorageFormValues): number {
  return reservedBytes(values.reservedGb) ?? 0;
}

export function createRequest(values: StorageFormValues): StorageCreateRequest {
  return { path: fullPath(values), spaceLimitB: spaceLimitOf(values), ...storageModeFields(values.mode) };
}

/**
 * What a change sends: the path only when it (or the password) changed, so that a stored share password is
 * kept when the field stays empty.
 */
export function changeRequest(original: StorageFormValues, values: StorageFormValues): StorageChangeRequest {
  const pathChanged =
    values.path.trim() !== original.path || values.login !== original.login || values.password !== '';
  return {
    ...(pathChanged ? { path: fullPath(values) } : {}),
    spaceLimitB: spaceLimitOf(values),
    ...storageModeFields(values.mode),
  };
}
