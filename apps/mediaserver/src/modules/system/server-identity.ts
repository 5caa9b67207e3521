import { randomUUID } from 'node:crypto';
import type { LocalStateRepository } from './local-state.repository.ts';

/** Who this server is: a persistent id, and a runtime id that changes on every start. */
export interface ServerIdentity {
  serverId: string;
  runtimeId: string;
  startedAtMs: number;
}

export function loadServerIdentity(state: LocalStateRepository, clock: () => number): ServerIdentity {
  let serverId = state.get<string>('serverId');
  if (!serverId) {
    serverId = randomUUID();
    state.set('serverId', serverId);
  }
  return { serverId, runtimeId: randomUUID(), startedAtMs: clock() };
}
