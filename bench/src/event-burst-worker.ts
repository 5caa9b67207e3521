/**
 * The event sender of event-burst, run as its own process (event-burst.ts starts it):
 * `node --import tsx bench/src/event-burst-worker.ts '<EventBurstOptions as JSON>'`. Sends `rate` generic
 * events a second for `seconds` as `POST /api/createEvent` over a few keep-alive connections, each at its
 * due time (event i at start + i / rate) whatever the answers to the earlier ones, and prints EventBurstSent
 * as JSON on stdout: when each answered event was sent (wall clock, ms), and the answers that were not 200.
 */
import { Agent, request } from 'node:http';
import type { EventBurstOptions, EventBurstSent } from './event-burst-sender.ts';

const options = JSON.parse(process.argv[2] ?? '') as EventBurstOptions;
const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
const total = Math.round(options.rate * options.seconds);
const result: EventBurstSent = { sentAtMs: [], answerMs: [], failures: {}, lateMs: 0 };
const wallNow = () => performance.timeOrigin + performance.now();

const fail = (what: string) => {
  result.failures[what] = (result.failures[what] ?? 0) + 1;
};

function send(index: number): Promise<void> {
  const sentAt = wallNow();
  const body = JSON.stringify({
    source: 'Bench',
    caption: options.caption,
    description: `event ${index} sent at ${sentAt}`,
  });
  return new Promise((resolve) => {
    const req = request(
      options.url,
      {
        method: 'POST',
        agent,
        headers: {
          authorization: `Bearer ${options.token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
        timeout: 30_000,
      },
      (res) => {
        res.resume();
        res.once('end', () => {
          if (res.statusCode === 200) {
            result.sentAtMs.push(sentAt);
            result.answerMs.push(wallNow() - sentAt);
          } else fail(String(res.statusCode));
          resolve();
        });
      },
    );
    req.once('error', (error) => {
      fail(`error ${error.message}`);
      resolve();
    });
    req.end(body);
  });
}

const pending: Promise<void>[] = [];
const startedAt = performance.now();
for (let i = 0; i < total; ) {
  const now = performance.now();
  const due = Math.min(total, Math.floor(((now - startedAt) / 1000) * options.rate) + 1);
  // How far behind its due time the sender itself fell (a busy machine), at worst.
  result.lateMs = Math.max(result.lateMs, now - (startedAt + (i / options.rate) * 1000));
  for (; i < due; i++) pending.push(send(i));
  await new Promise((done) => setTimeout(done, 2));
}
await Promise.all(pending);
agent.destroy();
result.sentAtMs.sort((a, b) => a - b);
process.stdout.write(JSON.stringify(result));
