/**
 * How a child process (ffmpeg, ffprobe) is given a camera: never the camera's URL with its credentials (any
 * local user reads `/proc/<pid>/cmdline` through `ps`), but a URL of the server's own RTSP relay on loopback
 * with a secret path that lives as long as the child (rtsp-relay.ts). Every spawn site asks `open` for the
 * child's input and releases it when the child has ended.
 */
import type { ChildProcess } from 'node:child_process';
import type { Credentials } from './credentials.ts';

/** A camera stream as the server knows it: the URL (without credentials) and the stored credentials. */
export interface CameraSource {
  url: string;
  credentials: Credentials | null;
}

/** The input one child reads: its URL (no secret of the camera in it) and the end of its ticket. */
export interface ChildInput {
  readonly url: string;
  release(): void;
}

export interface CameraInputs {
  open(source: CameraSource): ChildInput;
}

/** Runs `use` with an input for one child, released however it ends. */
export async function withCameraInput<T>(
  inputs: CameraInputs,
  source: CameraSource,
  use: (url: string) => Promise<T>,
): Promise<T> {
  const input = inputs.open(source);
  try {
    return await use(input.url);
  } finally {
    input.release();
  }
}

/** Releases the input once the child has ended (or failed to start). */
export function releaseWithChild(child: ChildProcess, input: ChildInput): void {
  child.once('close', () => input.release());
  child.once('error', () => input.release());
}
