/** Binary frames of the link (docs/cloud-link.md §2): a 4-byte big-endian stream id, then body bytes. */

export function encodeDataFrame(stream: number, chunk: Uint8Array): Buffer {
  const frame = Buffer.allocUnsafe(4 + chunk.byteLength);
  frame.writeUInt32BE(stream, 0);
  frame.set(chunk, 4);
  return frame;
}

/** The stream id and the bytes of a binary frame; null for a frame too short to hold an id. */
export function decodeDataFrame(frame: Buffer): { stream: number; chunk: Buffer } | null {
  if (frame.byteLength < 4) return null;
  return { stream: frame.readUInt32BE(0), chunk: frame.subarray(4) };
}
