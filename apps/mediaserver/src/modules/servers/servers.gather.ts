/**
 * `*` answers keyed by server id (media-server-api §1.6: logSettings of every server, `servers/{*}/logSettings`): this server's
 * own answer, and each other server's answer to the same call about itself, asked with the caller's
 * credentials; a server that does not answer is left out, or with `strict` fails the call.
 */
import type { PeerReader } from './servers.peers.ts';
import type { ServerRow } from './servers.table.ts';

export interface GatherServers {
  list(): readonly ServerRow[];
  isThis(row: ServerRow): boolean;
}

export async function gatherKeyed<T>(
  servers: GatherServers,
  local: Record<string, T>,
  peers: PeerReader,
  path: string,
  strict = false,
): Promise<Record<string, T>> {
  const others = servers.list().filter((row) => !servers.isThis(row));
  const answers = await Promise.allSettled(
    others.map(async (row) => [row.id, (await peers.read(row, path)) as T] as const),
  );
  const gathered: Record<string, T> = { ...local };
  for (const answer of answers) {
    if (answer.status === 'fulfilled') gathered[answer.value[0]] = answer.value[1];
    else if (strict) throw answer.reason;
  }
  return gathered;
}
