/**
 * The reference for event-burst: a bare Node HTTP server doing the same receive and the same call as the
 * media server's rule, and nothing else (no authentication, no validation, no rules, no event log). Each
 * `POST /api/createEvent` is read and answered as the media server answers it, then a POST of the rule's text
 * goes to `--target` (Node's default keep-alive agent, as the server's HTTP action uses). Run as its own
 * process: `node --import tsx bench/src/bare-event-relay.ts --port <port> --target <url> --text <body>`.
 */
import { createServer, request } from 'node:http';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { port: { type: 'string' }, target: { type: 'string' }, text: { type: 'string' } },
});
if (!values.port || !values.target || values.text === undefined)
  throw new Error('usage: bare-event-relay.ts --port <port> --target <url> --text <body>');
const { target, text } = values;
const REPLY = JSON.stringify({ error: '0', errorString: '', reply: null });

function relay(): void {
  const req = request(target, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', 'content-length': Buffer.byteLength(text) },
  });
  req.on('response', (res) => res.resume());
  req.on('error', (error) => console.error(`relay failed: ${error.message}`));
  req.end(text);
}

const server = createServer((req, res) => {
  if (req.url === '/ready') return void res.end('{"ready":true}');
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    JSON.parse(Buffer.concat(chunks).toString('utf8'));
    res.setHeader('content-type', 'application/json');
    res.end(REPLY);
    relay();
  });
});
server.listen(Number(values.port), '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => server.close(() => process.exit(0)));
