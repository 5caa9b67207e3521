/**
 * LISTEN on PostgreSQL: a pooled connection cannot listen (it goes back to the pool), so each listener holds
 * one client of its own. A client the server drops is replaced after a pause; what was notified meanwhile is
 * lost, which the listeners accept (docs/cloud-link.md §2: the next link repairs a lost notice).
 */
import pg from 'pg';

const RECONNECT_DELAY_MS = 1_000;

export async function listenOnPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    next.on('error', () => reconnect(next));
    next.on('end', () => reconnect(next));
    await next.connect();
    // An identifier cannot be a parameter; `escapeIdentifier` quotes it.
    await next.query(`LISTEN ${next.escapeIdentifier(channel)}`);
    if (stopped) await next.end();
    else client = next;
  };

  const reconnect = (failed: pg.Client): void => {
    if (stopped || client !== failed) return;
    client = null;
    failed.end().catch(() => {});
    connectLater();
  };

  const connectLater = (): void => {
    retry = setTimeout(() => {
      retry = null;
      if (!stopped) connect().catch(connectLater);
    }, RECONNECT_DELAY_MS);
    retry.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const current = client;
    client = null;
    await current?.end().catch(() => {});
  };
}
