/**
 * The name a downloaded export is saved under (issue 13: named after the camera and the time range, as the
 * console names the file it saves): `Front door 2026-11-27 14.05.00 - 14.06.30 UTC.mkv`, or
 * `Front door live 2026-11-27 14.05.00 UTC.mkv` for live video. The server does not know the caller's time
 * zone, so times are UTC and say so.
 */

/** Characters no file system takes in a name, and control characters. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
const UNSAFE_IN_FILE_NAMES = /[\\/:*?"<>|\u0000-\u001f\u007f]/g;

function utcParts(ms: number): { day: string; time: string } {
  const iso = new Date(ms).toISOString();
  return { day: iso.slice(0, 10), time: iso.slice(11, 19).replaceAll(':', '.') };
}

export function exportFileNameOf(
  cameraName: string,
  range: { fromMs: number; toMs: number } | { liveAtMs: number },
  container: string,
): string {
  const name = cameraName.replace(UNSAFE_IN_FILE_NAMES, '_').trim() || 'camera';
  if ('liveAtMs' in range) {
    const at = utcParts(range.liveAtMs);
    return `${name} live ${at.day} ${at.time} UTC.${container}`;
  }
  const from = utcParts(range.fromMs);
  const to = utcParts(range.toMs);
  const toText = to.day === from.day ? to.time : `${to.day} ${to.time}`;
  return `${name} ${from.day} ${from.time} - ${toText} UTC.${container}`;
}

/**
 * `Content-Disposition` of an attachment (RFC 6266): an ASCII `filename` for old clients and the exact
 * name as UTF-8 in `filename*`, so a camera name in any script survives and no quote or byte of it can end
 * the header value.
 */
export function attachmentHeaderOf(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
