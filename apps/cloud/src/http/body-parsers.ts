/**
 * Request bodies of the cloud (cloud-api §1.1): JSON, or `application/x-www-form-urlencoded` with the same
 * fields (older clients post forms). An empty body is no body; JSON nests only so deep; a body that does not
 * parse is a 400 in the cloud's words, never quoting it. Every JSON reply is exactly `application/json`.
 */
import { UnsupportedMediaType } from '@argus/contract';
import { CloudError } from '@argus/contract/cloud';
import type { FastifyInstance } from 'fastify';

/** Deeper JSON than any endpoint takes is refused before it is parsed. */
export const MAX_JSON_DEPTH = 32;

/** How deeply arrays and objects nest in a JSON text, counted without parsing it (strings skipped). */
export function jsonDepthExceeds(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i += 1;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 /* [ */ || c === 123 /* { */) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === 93 /* ] */ || c === 125 /* } */) depth -= 1;
  }
  return false;
}

const notJson = () => new CloudError('deserializationError', 'The request body is not valid JSON.');

type Done = (error: Error | null, body?: unknown) => void;

function parseJson(text: string, done: Done): void {
  if (text.trim() === '') done(null, undefined);
  else if (jsonDepthExceeds(text))
    done(new CloudError('deserializationError', 'The request body nests too deeply.'), undefined);
  else {
    try {
      done(null, JSON.parse(text));
    } catch {
      done(notJson(), undefined);
    }
  }
}

/** A form's fields as an object; a field given twice keeps its last value (as Django's `QueryDict.get`). */
export function parseForm(text: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(text));
}

export function installBodyParsers(app: FastifyInstance): void {
  // Fastify also reads text/plain by default; no cloud endpoint takes it.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    parseJson(String(body), done),
  );
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, parseForm(String(body))),
  );
  // A body without a Content-Type is read as JSON (scripts that post `json.dumps(...)` name no type).
  app.addContentTypeParser('*', { parseAs: 'string' }, (request, body, done) => {
    if (request.headers['content-type'] !== undefined) return done(new UnsupportedMediaType(), undefined);
    parseJson(String(body), done);
  });
  // A write without a body has empty fields, so validation names each missing one (`errorData`).
  app.addHook('preHandler', (request, _reply, done) => {
    if (request.body === undefined && request.method !== 'GET' && request.method !== 'HEAD')
      request.body = {};
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('application/json'))
      reply.header('content-type', 'application/json');
    done(null, payload);
  });
}
