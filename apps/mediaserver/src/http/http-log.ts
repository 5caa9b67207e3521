/**
 * The HTTP log: one line per answered request, in the server's `http.log` (media-server-api §4.3.6). The
 * query string is left out and session tokens in paths are cut short, so the log holds no secret.
 */
import type { FastifyInstance } from 'fastify';

export interface HttpLogSink {
  httpEnabled(): boolean;
  writeHttp(entry: {
    method: string;
    url: string;
    statusCode: number;
    responseTimeMs: number;
    remoteAddress: string;
  }): void;
}

/** `/rest/v1/login/sessions/vms-0123…` → `/rest/v1/login/sessions/vms-0123...`; no query. */
export function loggedPath(url: string): string {
  const end = url.indexOf('?');
  const path = end === -1 ? url : url.slice(0, end);
  // Every answered request passes here: a path without a `vms…` segment is logged as it is.
  if (!/(^|\/)vms/i.test(path)) return path;
  return path
    .split('/')
    .map((segment) => (/^vms/i.test(segment) && segment.length > 8 ? `${segment.slice(0, 8)}...` : segment))
    .join('/');
}

export function installHttpLog(app: FastifyInstance, sink: HttpLogSink): void {
  app.addHook('onResponse', (request, reply, done) => {
    if (sink.httpEnabled())
      sink.writeHttp({
        method: request.method,
        url: loggedPath(request.raw.url ?? request.url),
        statusCode: reply.statusCode,
        responseTimeMs: Math.round(reply.elapsedTime * 100) / 100,
        remoteAddress: request.ip,
      });
    done();
  });
}
