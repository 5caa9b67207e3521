/**
 * What the cloud relay costs (docs/cloud-link.md §6): `GET /rest/v1/servers/this/info` with the owner's
 * system-scoped cloud token as Bearer, straight to a bound media server and through the cloud's relay (path
 * form `/api/systems/{id}/proxy/...`), interleaved, autocannon. The same token on both paths, so both run the
 * server's same check (a cloud token, validated with the cloud once and then cached); the relayed one adds
 * the cloud's HTTP handling, the link's multiplexing and the server's HTTPS hop to its own listener. Target:
 * relayed ≥ 0.5 × direct. The media server (under its supervisor) and the cloud node (on a throwaway
 * PostgreSQL database) are real processes, and so is the load generator.
 */

import { benchDatabase, seedAccount, startBenchCloud } from '../src/cloud.ts';
import { bindAndLink, systemToken } from '../src/cloud-binding.ts';
import type { BenchFigure } from '../src/figure.ts';
import { measureInterleaved } from '../src/interleaved.ts';
import { startBenchServer } from '../src/setup.ts';
import { comparisonFigure, latencyFigure, loadSettings, requestHeaders } from '../src/throughput-figure.ts';

const BENCH = 'relay-overhead';
const PATH = '/rest/v1/servers/this/info';
export const RELAY_MIN_RATIO = 0.5;

export async function relayOverhead(): Promise<BenchFigure[]> {
  const database = await benchDatabase();
  try {
    const cloud = await startBenchCloud(database.url);
    try {
      const account = await seedAccount(database.url, 1);
      const systemId = account.systemIds[0]!;
      const token = await systemToken(cloud.url, account, systemId);
      const argus = await startBenchServer({ cloudUrl: cloud.url });
      try {
        await bindAndLink(argus, account, systemId, token, PATH);
        const headers = requestHeaders(token);
        const settings = loadSettings(BENCH);
        const runs = await measureInterleaved(
          [
            { name: 'direct', url: argus.server.url + PATH, headers },
            { name: 'relayed', url: `${cloud.url}/api/systems/${systemId}/proxy${PATH}`, headers },
          ],
          settings,
        );
        const by = `autocannon -c${settings.connections}, median of ${settings.rounds}`;
        return [
          comparisonFigure({
            bench: BENCH,
            id: `${BENCH}.ratio`,
            metric: `GET ${PATH} (cloud system token) through the cloud relay vs direct, ${by}`,
            subject: runs.relayed!,
            baseline: runs.direct!,
            minRatio: RELAY_MIN_RATIO,
          }),
          latencyFigure(
            BENCH,
            `${BENCH}.p99`,
            `relayed GET ${PATH} p99 latency, ${by} (direct ${runs.direct!.p99LatencyMs.median} ms)`,
            runs.relayed!,
          ),
          latencyFigure(BENCH, `${BENCH}.direct-p99`, `direct GET ${PATH} p99 latency, ${by}`, runs.direct!),
        ];
      } finally {
        await argus.stop();
      }
    } finally {
      await cloud.stop();
    }
  } finally {
    await database.drop();
  }
}
