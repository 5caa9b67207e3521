/**
 * Reading a media reply (an export, a thumbnail) into a Blob, with the bytes received reported as they come,
 * and the file name the server gave it (`Content-Disposition`).
 */

export interface MediaFile {
  /** Null when the server had nothing to send (204, e.g. no frame for a thumbnail). */
  blob: Blob | null;
  /** The name from `Content-Disposition: attachment; filename="..."`, if any. */
  fileName: string | null;
}

export interface MediaReadOptions {
  signal?: AbortSignal;
  /** Called with the bytes received so far, as they arrive. */
  onProgress?(receivedBytes: number): void;
}

/** The file name of a `Content-Disposition` header (plain or RFC 5987 `filename*`). */
export function fileNameOf(contentDisposition: string | null): string | null {
  if (!contentDisposition) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(contentDisposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // Fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(contentDisposition);
  const name = plain?.[2] ?? plain?.[1]?.trim();
  return name || null;
}

/** Reads a successful reply's body chunk by chunk into a Blob of its content type. */
export async function readMediaReply(
  res: Response,
  onProgress?: (receivedBytes: number) => void,
): Promise<MediaFile> {
  const fileName = fileNameOf(res.headers.get('content-disposition'));
  if (res.status === 204) return { blob: null, fileName };
  const type = res.headers.get('content-type') ?? 'application/octet-stream';
  if (!res.body) {
    const blob = await res.blob();
    onProgress?.(blob.size);
    return { blob: new Blob([blob], { type }), fileName };
  }
  const parts: BlobPart[] = [];
  let received = 0;
  const reader = res.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    received += value.byteLength;
    onProgress?.(received);
  }
  return { blob: new Blob(parts, { type }), fileName };
}
