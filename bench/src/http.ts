/** Small HTTP and waiting helpers for benchmarks that set a server up through its API. */

export const pause = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/** Polls `read` every `everyMs` until it returns a value, or fails naming `what` after `timeoutMs`. */
export async function waitFor<T>(
  what: string,
  read: () => Promise<T | undefined> | T | undefined,
  timeoutMs: number,
  everyMs = 500,
): Promise<T> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (performance.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await pause(everyMs);
  }
}

/** A JSON request with a Bearer session; a status other than 2xx throws with the start of the body. */
export async function getJson<T>(url: string, token: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(url, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${text.slice(0, 200)}`);
  return JSON.parse(text) as T;
}
