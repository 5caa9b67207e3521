/**
 * Whether a host answers on a TCP port within a time limit: the reachability check of network storages (the
 * SMB or NFS port of the share's server). The connection is closed as soon as it opens; nothing is sent.
 */
import { connect } from 'node:net';

export function canConnect(host: string, port: number, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (reachable: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(reachable);
    };
    const timer = setTimeout(() => done(false), timeoutMs);
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}
