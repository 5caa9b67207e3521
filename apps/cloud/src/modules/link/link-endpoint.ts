/**
 * The link's endpoint (docs/cloud-link.md §1): WebSocket upgrades of the cloud's HTTP server that the relay
 * does not take (`upgrades.ts`). Only `LINK_PATH` is served, and only to a system's own credentials (HTTP Basic `systemId:authKey`, checked as
 * the `/cdb` calls check them); anything else is refused with the cloud's error body.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  CloudError,
  cloudErrorTexts,
  LINK_PATH,
  LINK_SERVER_ID_HEADER,
  LINK_VERSION_HEADER,
} from '@argus/contract/cloud';
import { pathWithoutQuery } from '@argus/server-kit';
import { WebSocketServer } from 'ws';
import { type Authenticator, decodeBasic } from '../../auth/authenticate.ts';
import { type LinkSessionSources, runLinkSession } from './link-session.ts';
import { refuseUpgrade } from './raw-replies.ts';

export type UpgradeHandler = (request: IncomingMessage, socket: Duplex, head: Buffer) => void;

/** Serves the link on the upgrades it is given (every one the relay does not take). */
export function linkEndpoint(
  authenticator: Pick<Authenticator, 'system'>,
  sources: LinkSessionSources,
): UpgradeHandler {
  const wss = new WebSocketServer({ noServer: true });
  return (request, socket, head) => {
    accept(request, socket, authenticator).then(
      (systemId) => {
        if (!systemId) return;
        wss.handleUpgrade(request, socket, head, (ws) =>
          runLinkSession(
            ws,
            {
              systemId,
              serverId: headerOf(request, LINK_SERVER_ID_HEADER),
              version: headerOf(request, LINK_VERSION_HEADER),
            },
            sources,
          ),
        );
      },
      (error: unknown) => {
        sources.log.error({ err: error }, 'Cloud link: upgrade failed');
        refuseUpgrade(socket, new CloudError('unknownError'));
      },
    );
  };
}

/** The system the upgrade is for, or null once it has been refused. */
async function accept(
  request: IncomingMessage,
  socket: Duplex,
  authenticator: Pick<Authenticator, 'system'>,
): Promise<string | null> {
  if (pathWithoutQuery(request.url ?? '') !== LINK_PATH) {
    refuseUpgrade(socket, new CloudError('notFound'));
    return null;
  }
  const authorization = request.headers.authorization ?? '';
  const space = authorization.indexOf(' ');
  const basic =
    space > 0 && authorization.slice(0, space).toLowerCase() === 'basic'
      ? decodeBasic(authorization.slice(space + 1).trim())
      : null;
  const system = basic && (await authenticator.system(basic.login, basic.password));
  if (!system) {
    refuseUpgrade(
      socket,
      new CloudError(
        'notAuthorized',
        basic ? cloudErrorTexts.invalidCredentials : cloudErrorTexts.credentialsNotProvided,
      ),
    );
    return null;
  }
  return system.id;
}

function headerOf(request: IncomingMessage, name: string): string {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}
