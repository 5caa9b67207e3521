/**
 * The cloud's end of the link, built once by the composition root (`createLinkParts`) and put on the app's
 * HTTP server by `installLink`: the endpoint, the relay, presence, notices across nodes, and the health
 * every System reply carries.
 */
import type { FastifyInstance } from 'fastify';
import type { Authenticator } from '../../auth/authenticate.ts';
import type { Clock } from '../../clock.ts';
import type { CloudDatabase } from '../../db/database.ts';
import type { Lifecycle } from '../../lifecycle.ts';
import type { SystemsRepository } from '../systems/index.ts';
import { linkEndpoint } from './link-endpoint.ts';
import { LinkNotices } from './link-notices.ts';
import { LinkPresence } from './link-presence.ts';
import { DEFAULT_LINK_TIMINGS, type LinkTimings } from './link-timings.ts';
import { LiveLinks } from './live-links.ts';
import { NodeIdentity } from './node-identity.ts';
import { installRelay } from './relay.ts';
import { SystemHealth } from './system-health.ts';
import { SystemLinksRepository } from './system-links.repository.ts';
import { serveUpgrades } from './upgrades.ts';

export interface LinkParts {
  node: NodeIdentity;
  /** The links this node holds. */
  registry: LiveLinks;
  /** `publish(systemId, notice)` for every service that changes what a server mirrors. */
  notices: LinkNotices;
  presence: LinkPresence;
  health: SystemHealth;
  links: SystemLinksRepository;
  timings: LinkTimings;
}

export interface LinkPartsSources {
  database: CloudDatabase;
  systems: SystemsRepository;
  clock: Clock;
  lifecycle: Lifecycle;
  /** `--node-url`; unset: loopback on the port the node listens on. */
  nodeUrl: string | undefined;
  timings?: Partial<LinkTimings> | undefined;
  log: (error: unknown) => void;
}

export function createLinkParts(s: LinkPartsSources): LinkParts {
  const timings = { ...DEFAULT_LINK_TIMINGS, ...s.timings };
  const node = new NodeIdentity(s.nodeUrl);
  const registry = new LiveLinks();
  const links = new SystemLinksRepository(s.database);
  const notices = new LinkNotices(s.database, (envelope) => registry.deliver(envelope), s.log);
  const presence = new LinkPresence({
    database: s.database,
    links,
    systems: s.systems,
    notices,
    node,
    clock: s.clock,
  });
  s.lifecycle.add(notices);
  s.lifecycle.add(presence.refresher(timings, () => registry.size > 0, s.log));
  return {
    node,
    registry,
    notices,
    presence,
    health: new SystemHealth(links, timings, s.clock),
    links,
    timings,
  };
}

export interface InstallLinkOptions {
  authenticator: Pick<Authenticator, 'system'>;
  systems: Pick<SystemsRepository, 'findById' | 'rename'>;
  clock: Clock;
  publicUrl: string;
  logEveryRequest: boolean;
}

/** Serves the link and the relay on `app`; its links are closed (and their drops written) when it closes. */
export function installLink(app: FastifyInstance, parts: LinkParts, options: InstallLinkOptions): void {
  const { node, registry, presence, links, timings } = parts;
  node.attach(app.server);
  const relaySources = {
    registry,
    links,
    systems: options.systems,
    node,
    timings,
    clock: options.clock,
    portalOrigin: new URL(options.publicUrl).origin,
  };
  installRelay(app, { ...relaySources, logEveryRequest: options.logEveryRequest });
  let closing = false;
  serveUpgrades(
    app.server,
    linkEndpoint(options.authenticator, {
      registry,
      presence,
      node,
      timings,
      log: app.log,
      renamed: (systemId, name) => options.systems.rename(systemId, name),
    }),
    { ...relaySources, log: app.log },
    () => closing,
  );
  app.addHook('preClose', async () => {
    closing = true;
    await registry.closeAll();
  });
}
