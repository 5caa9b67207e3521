/**
 * Request bodies of the cloud (cloud-api §1.1) beyond the server kit's JSON conventions: the same fields may
 * come as `application/x-www-form-urlencoded` (older clients post forms), a body without a Content-Type is
 * JSON, no other type is read (not even text), JSON nests only so deep, and a body that does not parse is a
 * 400 `deserializationError`, never quoting it.
 */
import { CloudError } from '@argus/contract/cloud';
import type { JsonConventions } from '@argus/server-kit';
import type { FastifyInstance } from 'fastify';

/** Deeper JSON than any endpoint takes is refused before it is parsed. */
export const MAX_JSON_DEPTH = 32;

export const CLOUD_JSON: JsonConventions = {
  // Scripts that post `json.dumps(...)` name no type.
  untypedBodyIsJson: true,
  maxDepth: MAX_JSON_DEPTH,
  invalidBody: (text) => new CloudError('deserializationError', text),
};

/** A form's fields as an object; a field given twice keeps its last value (as Django's `QueryDict.get`). */
export function parseForm(text: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(text));
}

export function installFormBodies(app: FastifyInstance): void {
  // Fastify also reads text/plain by default; no cloud endpoint takes it.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, parseForm(String(body))),
  );
  // A write without a body has empty fields, so validation names each missing one (`errorData`).
  app.addHook('preHandler', (request, _reply, done) => {
    if (request.body === undefined && request.method !== 'GET' && request.method !== 'HEAD')
      request.body = {};
    done();
  });
}
