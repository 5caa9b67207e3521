/**
 * Why a camera's video cannot be shown, pure. The server's media errors (media-server-api §2.4): error "4"
 * with `Cannot decrypt media` is an archive the console cannot play, `Please set up camera password` asks
 * for the camera's credentials, any other `errorString` is shown as the server wrote it. The console adds
 * its own: an offline camera, a camera whose credentials were rejected, a browser without HLS, and a player
 * that kept failing.
 */

export type MediaProblem =
  | { kind: 'unplayable' }
  | { kind: 'cameraPassword' }
  | { kind: 'offline' }
  | { kind: 'unsupported' }
  | { kind: 'failed' }
  | { kind: 'message'; text: string };

export const CANNOT_DECRYPT = 'Cannot decrypt media';
export const SET_UP_PASSWORD = 'Please set up camera password';

function bodyOf(body: unknown): Record<string, unknown> | null {
  if (typeof body === 'string') {
    try {
      return bodyOf(JSON.parse(body));
    } catch {
      return null;
    }
  }
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : null;
}

/** The problem a media reply's error body names; null when it names none (no body, not JSON, no text). */
export function mediaProblemOf(body: unknown): MediaProblem | null {
  const fields = bodyOf(body);
  const text = typeof fields?.errorString === 'string' ? fields.errorString.trim() : '';
  if (!text) return null;
  if (String(fields?.error) === '4' && text === CANNOT_DECRYPT) return { kind: 'unplayable' };
  if (text === SET_UP_PASSWORD) return { kind: 'cameraPassword' };
  return { kind: 'message', text };
}

/** Statuses that are the server's final word on a request: reloading will not change them. */
export function isFinalStatus(status: number): boolean {
  return status === 401 || status === 403 || status === 404 || status === 422;
}

/** The key of a problem's text in the `view` namespace (a server message is shown verbatim instead). */
export function problemTextKey(problem: MediaProblem): string {
  return `player.problems.${problem.kind}`;
}
