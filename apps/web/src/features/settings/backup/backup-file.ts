/** The file side of a database backup: its name, and the bytes between the browser and base64. */
import { saveBlobAs } from '../../../ui/save-blob.ts';

/** What the server's backup is: a SQLite file. */
export const BACKUP_FILE_TYPE = 'application/vnd.sqlite3';
export const BACKUP_FILE_EXTENSION = '.db';
/** What the file picker offers (any file may still be chosen; the server checks it). */
export const BACKUP_FILE_ACCEPT =
  '.db,.sqlite,.sqlite3,.backup,application/vnd.sqlite3,application/x-sqlite3';

const pad = (n: number) => String(n).padStart(2, '0');

/** Letters and digits of any script, '.', '_' and '-' stay; every other run of characters becomes one '-'. */
function safePart(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}._-]+/gu, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 80);
}

/** `Site-North_2026-11-24_14-05-33.db`: the system's name and the local time, safe on every file system. */
export function backupFileName(systemName: string, at: Date): string {
  const date = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
  const time = `${pad(at.getHours())}-${pad(at.getMinutes())}-${pad(at.getSeconds())}`;
  return `${safePart(systemName) || 'system'}_${date}_${time}${BACKUP_FILE_EXTENSION}`;
}

/** The bytes of a base64 text (the server's backup reply). */
export function bytesOfBase64(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** A chosen file as base64 (what the restore call sends), read by the browser's own encoder. */
export function base64OfFile(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result ?? '');
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

/** Has the browser save `bytes` as a download named `name`. */
export function saveBytesAs(bytes: Uint8Array<ArrayBuffer>, name: string): void {
  saveBlobAs(new Blob([bytes], { type: BACKUP_FILE_TYPE }), name);
}
