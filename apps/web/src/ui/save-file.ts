/** Files the console writes for the user to keep: their names and the download itself. */

const pad = (n: number) => String(n).padStart(2, '0');

/** Letters and digits of any script, '.', '_' and '-' stay; every other run of characters becomes one '-'. */
function safePart(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}._-]+/gu, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 80);
}

/**
 * `Site-North_2026-11-24_14-05-33.db`: a name (the system's; `fallback` when it has nothing safe) and the local
 * time, safe on every file system. `extension` starts with its dot.
 */
export function timestampedFileName(name: string, at: Date, extension: string, fallback = 'system'): string {
  const date = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
  const time = `${pad(at.getHours())}-${pad(at.getMinutes())}-${pad(at.getSeconds())}`;
  return `${safePart(name) || fallback}_${date}_${time}${extension}`;
}

/** Has the browser save `blob` as a download named `name`. */
export function saveBlobAs(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the link; the object URL is released once the browser has taken it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
