import { BadRequest, type DomainError, UnsupportedMediaType } from '@argus/contract';
import type { FastifyInstance } from 'fastify';

/** Deeper JSON than any endpoint takes is refused before it is parsed (nothing recurses over it later). */
export const MAX_JSON_DEPTH = 64;

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

export interface JsonConventions {
  /**
   * A body that names no Content-Type is read as JSON (the media server: Nx's own samples post
   * `data=json.dumps(...)` with Python's requests, which names no type). Otherwise it is refused as an
   * unsupported media type, like every type no parser takes.
   */
  untypedBodyIsJson?: boolean;
  /** How deeply a body may nest (default `MAX_JSON_DEPTH`). */
  maxDepth?: number;
  /**
   * The error of a body that is not JSON or nests too deeply, given the reason as text (default a
   * `BadRequest` with it; a family may have its own code for it, like the cloud's `deserializationError`).
   */
  invalidBody?: (text: string) => DomainError;
}

/**
 * JSON conventions of both servers: bodies are JSON with or without a charset, an empty JSON body is no body
 * at all, nesting is bounded, a parser's failure never quotes the input, and every JSON reply carries
 * exactly `application/json`.
 */
export function installJsonConventions(app: FastifyInstance, conventions: JsonConventions = {}): void {
  const invalid = conventions.invalidBody ?? ((text: string) => new BadRequest(text));
  const maxDepth = conventions.maxDepth ?? MAX_JSON_DEPTH;
  const parseJson = (text: string, done: (error: Error | null, body?: unknown) => void) => {
    if (text.trim() === '') return done(null, undefined);
    if (jsonDepthExceeds(text, maxDepth))
      return done(invalid('The request body nests too deeply.'), undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(invalid('The request body is not valid JSON.'), undefined);
    }
  };
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
    parseJson(String(body), done),
  );
  if (conventions.untypedBodyIsJson)
    app.addContentTypeParser('*', { parseAs: 'string' }, (request, body, done) => {
      if (request.headers['content-type'] !== undefined) return done(new UnsupportedMediaType(), undefined);
      parseJson(String(body), done);
    });
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('application/json'))
      reply.header('content-type', 'application/json');
    done(null, payload);
  });
}
