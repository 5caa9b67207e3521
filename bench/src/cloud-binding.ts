/**
 * A bench media server bound to a bench cloud (docs/cloud-link.md) through the public APIs, as the portal
 * and the server's own setup do it: `cloudBind` with a seeded system's credentials (its auth key is the
 * account password, see cloud.ts `seedAccount`), then the link up and the owner's cloud user reconciled; and
 * the owner's system-scoped cloud token (cloud-api §4.2/§4.5), which the server and the relay both accept.
 */
import type { SeededAccount } from './cloud.ts';
import { getJson, waitFor } from './http.ts';
import type { BenchServer } from './setup.ts';

/** Linking and the first reconcile take a second or two; a loaded machine may take longer. */
const LINK_TIMEOUT_MS = 60_000;

/** `POST /cdb/oauth2/token`, password grant, `scope: cloudSystemId=<id>`: the owner's token for the system. */
export async function systemToken(
  cloudUrl: string,
  account: SeededAccount,
  systemId: string,
): Promise<string> {
  const res = await fetch(`${cloudUrl}/cdb/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: account.email,
      password: account.password,
      grant_type: 'password',
      response_type: 'token',
      client_id: '3rd_party_tool',
      scope: `cloudSystemId=${systemId}`,
    }),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`system token on ${cloudUrl}: ${res.status} ${text.slice(0, 200)}`);
  return (JSON.parse(text) as { access_token: string }).access_token;
}

/**
 * Binds `server` (started with the cloud's `cloudUrl`) to `systemId` of `account`, waits for its link, then
 * until `token` (a cloud token of the owner) opens `path` on the server itself: the owner's cloud user
 * exists only after the reconcile that the link's welcome starts.
 */
export async function bindAndLink(
  bench: BenchServer,
  account: SeededAccount,
  systemId: string,
  token: string,
  path: string,
): Promise<void> {
  const bound = await fetch(`${bench.server.url}/rest/v1/system/cloudBind`, {
    method: 'POST',
    headers: { authorization: `Bearer ${bench.ownerToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ systemId, authKey: account.password, owner: account.email }),
    signal: AbortSignal.timeout(30_000),
  });
  if (!bound.ok) throw new Error(`cloudBind on ${bench.server.url}: ${bound.status} ${await bound.text()}`);
  await waitFor(
    `${bench.server.url} linked to the cloud`,
    async () => {
      const info = await getJson<{ cloudLinked?: boolean }>(
        `${bench.server.url}/rest/v1/system/info`,
        bench.ownerToken,
      );
      return info.cloudLinked ? true : undefined;
    },
    LINK_TIMEOUT_MS,
    100,
  );
  await waitFor(
    `the owner's cloud token accepted by ${bench.server.url}`,
    async () => {
      const res = await fetch(bench.server.url + path, {
        headers: { authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(30_000),
      });
      await res.arrayBuffer();
      return res.ok ? true : undefined;
    },
    LINK_TIMEOUT_MS,
    100,
  );
}
