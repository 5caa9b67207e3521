/**
 * A restore upload is streamed into a file as it arrives: the base64 of `{"data": ...}` is decoded straight
 * to disk (never held whole in memory), other members are skipped, and broken or oversized bodies are
 * refused.
 */
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { BadRequest, PayloadTooLarge } from '@argus/contract';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { receiveDump } from '../src/modules/database/dump-upload.ts';
import { bearer, startTestApp } from './support/test-app.ts';
import { OWNER_PASSWORD, setUpSystem } from './system-fixtures.ts';

const bytes = Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 37) % 256));

/** Feeds `text` in pieces of `size` bytes, as a slow network would. */
const pieces = (text: string, size: number) =>
  Readable.from(
    Array.from({ length: Math.ceil(text.length / size) }, (_, i) =>
      Buffer.from(text.slice(i * size, (i + 1) * size), 'latin1'),
    ),
  );

async function receive(text: string, size = 7, limit = 1 << 20) {
  const file = join(mkdtempSync(join(tmpdir(), 'argus-upload-')), 'upload.sqlite');
  const rest = await receiveDump(pieces(text, size), file, limit, undefined);
  let parsed = '';
  for await (const chunk of rest) parsed += String(chunk);
  return { file, parsed };
}

describe('a restore body read as it arrives', () => {
  it('decodes the base64 of data into the file, whatever the pieces and the other members', async () => {
    const base64 = bytes.toString('base64');
    const escaped = base64.replaceAll('/', '\\/');
    const text = ` { "note": "a \\"quoted\\" {brace}", "n": -1.5e3, "nested": {"a": [1, {"b": "]"}]},\n "data" : "${escaped.slice(0, 100)}\\n${escaped.slice(100)}", "after": true } `;
    for (const size of [1, 3, 7, 1000, text.length]) {
      const { file, parsed } = await receive(text, size);
      expect(readFileSync(file).equals(bytes), `pieces of ${size}`).toBe(true);
      expect(JSON.parse(parsed)).toEqual({ data: '' });
    }
  });

  it('leaves a missing or non-string data, and an empty body, for the schema to name', async () => {
    expect((await receive('{"other": "x"}')).parsed).toBe('{}');
    expect(JSON.parse((await receive('{"data": 12}')).parsed)).toEqual({ data: 0 });
    expect((await receive('  ')).parsed).toBe('');
  });

  it('refuses what is not JSON, and more than the limit as it comes', async () => {
    for (const broken of ['{"data": "AAAA"', '["data"]', '{"data": "AA\\u0041"}', '{"data": "AAAA"} x'])
      await expect(receive(broken), broken).rejects.toBeInstanceOf(BadRequest);
    await expect(receive(`{"data": "${'A'.repeat(4000)}"}`, 100, 1000)).rejects.toBeInstanceOf(
      PayloadTooLarge,
    );
  });
});

describe('a restore over a real connection', () => {
  it('is written to a file in the data dir before the body has fully arrived, then restored', async () => {
    const requestRestart = vi.fn();
    const t = await startTestApp({ requestRestart });
    await setUpSystem(t);
    const owner = await t.login('admin', OWNER_PASSWORD);
    const backup = (
      await t.request({ method: 'GET', url: '/rest/v1/system/database', headers: bearer(owner) })
    ).json().data as string;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const body = JSON.stringify({ data: backup });
    const half = Math.floor(body.length / 2);
    const socket = connect(t.root.listening.port(), '127.0.0.1');
    onTestFinished(() => {
      socket.destroy();
    });
    let reply = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      reply += chunk;
    });
    socket.write(
      [
        'POST /rest/v1/system/database HTTP/1.1',
        'Host: 127.0.0.1',
        'Content-Type: application/json',
        `Content-Length: ${body.length}`,
        `Authorization: Bearer ${owner}`,
        '',
        body.slice(0, half),
      ].join('\r\n'),
    );
    const uploads = () => readdirSync(t.dataDir).filter((f) => /^restore-.*\.sqlite$/.test(f));
    await vi.waitFor(() => {
      expect(uploads()).toHaveLength(1);
      expect(statSync(join(t.dataDir, uploads()[0]!)).size).toBeGreaterThan(0);
    });
    expect(reply).toBe('');
    socket.write(body.slice(half));
    await vi.waitFor(() => expect(reply).toMatch(/^HTTP\/1\.1 \d+ /), { timeout: 15_000 });
    expect(reply).toMatch(/^HTTP\/1\.1 200 /);
    await vi.waitFor(() => expect(requestRestart).toHaveBeenCalledOnce());
    socket.destroy();
    expect(uploads()).toEqual([]);
    expect(readdirSync(t.dataDir)).toContain('system.sqlite.restore');
  });
});
