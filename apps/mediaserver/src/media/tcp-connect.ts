/** Whether something accepts TCP connections at `host:port`, within a short timeout. */
import { connect } from 'node:net';

export type TcpOutcome =
  | { ok: true }
  | { ok: false; failure: 'refused' | 'timeout' | 'unreachable' | 'aborted' };

export function tcpConnect(
  host: string,
  port: number,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<TcpOutcome> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve({ ok: false, failure: 'aborted' });
    const socket = connect({ host, port });
    const finish = (outcome: TcpOutcome) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      socket.destroy();
      resolve(outcome);
    };
    const onAbort = () => finish({ ok: false, failure: 'aborted' });
    const timer = setTimeout(() => finish({ ok: false, failure: 'timeout' }), timeoutMs);
    signal?.addEventListener('abort', onAbort, { once: true });
    socket.once('connect', () => finish({ ok: true }));
    socket.once('error', (error: NodeJS.ErrnoException) =>
      finish({ ok: false, failure: error.code === 'ECONNREFUSED' ? 'refused' : 'unreachable' }),
    );
  });
}
