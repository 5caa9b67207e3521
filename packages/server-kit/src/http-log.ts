/**
 * The HTTP log: one line per answered request, handed to the server's sink (the media server's `http.log`).
 * The server decides how a path is written (`loggedPath`): the query string is left out at least, and
 * whatever in a path is a secret (a session token) is cut short, so the log holds no secret.
 */
import type { FastifyInstance } from 'fastify';

export interface HttpLogEntry {
  method: string;
  url: string;
  statusCode: number;
  responseTimeMs: number;
  remoteAddress: string;
}

export interface HttpLogSink {
  httpEnabled(): boolean;
  writeHttp(entry: HttpLogEntry): void;
}

/** The path without its query string (which may carry credentials: `?auth=`). */
export function pathWithoutQuery(url: string): string {
  const end = url.indexOf('?');
  return end === -1 ? url : url.slice(0, end);
}

export function installHttpLog(
  app: FastifyInstance,
  sink: HttpLogSink,
  loggedPath: (url: string) => string = pathWithoutQuery,
): void {
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
