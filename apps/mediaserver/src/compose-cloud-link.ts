/**
 * The composition root's part for the link to the cloud (docs/cloud-link.md): the link follows the binding
 * (opened after a bind, closed when it ends), the cloud's messages go to the notices, relayed requests to the
 * server's own listener through the relay's entrance, and a rename made on the server goes to the cloud.
 */
import { PRODUCT_VERSION } from '@argus/contract';
import {
  answerRelayedRequest,
  type CloudBindingService,
  type CloudClient,
  CloudLink,
  type CloudLinkTimings,
  LinkNotices,
  RelayEntrance,
  SystemNameReport,
} from './modules/cloud-link/index.ts';
import type { ServerLogs } from './modules/server-logs/index.ts';
import type { SettingsService } from './modules/settings/index.ts';

export interface CloudLinkOptions {
  /** The link's backoff and silence limit (tests shorten them). */
  timings?: Partial<CloudLinkTimings>;
  /** The backoff's jitter source. */
  random?: () => number;
  /** A reconcile of the cloud users to use instead of the real one (tests count its calls). */
  usersSync?: { sync(): Promise<unknown> };
}

export interface CloudLinkParts {
  cloudUrl: string | undefined;
  serverId: string;
  client: CloudClient;
  binding: CloudBindingService;
  settings: SettingsService;
  /** Reconciles the cloud users with the cloud's share list (`CloudUsersSync`). */
  usersSync: { sync(): Promise<unknown> };
  /** The port the server listens on. */
  port: () => number;
  /** Where the relay's entrance socket goes (unless the path is too long for one). */
  dataDir: string;
  /** Calls `listener` after the settings changed (the change feed). */
  followSettings: (listener: () => void) => void;
  logs: Pick<ServerLogs, 'writeSystem'>;
  options?: CloudLinkOptions | undefined;
}

/** The link, and its relay's entrance to the server's own listener (attached to it by the app). */
export interface ComposedCloudLink {
  link: CloudLink;
  relayEntrance: RelayEntrance;
}

export function composeCloudLink(d: CloudLinkParts): ComposedCloudLink {
  const log = (level: 'info' | 'warn', message: string, fields?: Record<string, unknown>) =>
    d.logs.writeSystem(level, message, fields);
  const clearBinding = () => d.binding.clearBinding();
  const relayEntrance = new RelayEntrance(d.dataDir);
  const names = new SystemNameReport({
    systemName: () => String(d.settings.get('systemName') ?? ''),
    send: (message) => link.send(message),
  });
  const notices = new LinkNotices({ usersSync: d.usersSync, settings: d.settings, names, clearBinding, log });
  const link: CloudLink = new CloudLink({
    cloudUrl: d.cloudUrl,
    credentials: () => d.binding.credentials(),
    serverId: d.serverId,
    version: PRODUCT_VERSION,
    confirmBinding: (credentials) => d.client.confirmBinding(credentials),
    clearBinding,
    onNotice: (message) => notices.handle(message),
    onRequest: (request, stream) =>
      answerRelayedRequest(
        { port: d.port, socketPath: () => relayEntrance.socketPath(), agent: relayEntrance.agent },
        request,
        stream,
      ),
    log,
    timings: d.options?.timings,
    random: d.options?.random,
  });
  d.binding.onChange(() => link.refresh());
  d.followSettings(() => names.settingsChanged());
  return { link, relayEntrance };
}
