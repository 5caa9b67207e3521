/** Server logs (media-server-api §4.3.6): v2 log settings, legacy log levels and log text. */
import * as z from 'zod/mini';
import { endpointGroup } from '../mediaserver/endpoint.ts';
import {
  legacyLogLevelQuerySchema,
  legacyLogLevelsSchema,
  SERVER_LOG_SETTINGS_DEFAULTS,
  serverLogSettingsChangeSchema,
  serverLogSettingsSchema,
  showLogQuerySchema,
} from '../schemas/log-settings.ts';

const v2 = endpointGroup({
  family: 'rest',
  tag: 'Servers',
  versions: ['v2'],
  defaults: SERVER_LOG_SETTINGS_DEFAULTS,
});
const legacy = endpointGroup({ family: 'legacy', tag: 'Servers (legacy)' });

/** One server's settings; `{<serverId>: ServerLogSettings}` for `*`. */
const logSettingsReply = z.union([serverLogSettingsSchema, z.record(z.string(), serverLogSettingsSchema)]);
const PATH = '/rest/:version/servers/:id/logSettings';

export const serverLogsEndpoints = {
  logSettings: v2({
    method: 'GET',
    path: PATH,
    summary: 'Log settings of a server (`*`: of every server, by id)',
    access: 'admin',
    reply: logSettingsReply,
  }),
  replaceLogSettings: v2({
    method: 'PUT',
    path: PATH,
    summary: 'Replace the log settings of a server; absent fields return to their defaults',
    access: 'admin',
    body: serverLogSettingsChangeSchema,
    reply: logSettingsReply,
  }),
  changeLogSettings: v2({
    method: 'PATCH',
    path: PATH,
    summary:
      'Change the log settings of a server: sizes, archiving, levels (`{"mainLog": {"primaryLevel": …}}`)',
    access: 'admin',
    body: serverLogSettingsChangeSchema,
    reply: logSettingsReply,
  }),
  logLevel: legacy({
    method: 'GET',
    path: '/api/logLevel',
    getWrite: true,
    summary: 'Levels of the legacy logs; with `value`, set one',
    access: 'admin',
    envelope: true,
    query: legacyLogLevelQuerySchema,
    reply: legacyLogLevelsSchema,
  }),
  /** [design] The current file of one log (`main`, `http`, `system`), as a text attachment. */
  downloadLog: v2({
    method: 'GET',
    path: '/rest/:version/servers/:id/logs/:name',
    summary: 'Download the current file of a log (`main`, `http` or `system`) as text',
    access: 'GlobalViewLogsPermission',
    raw: true,
  }),
  showLog: legacy({
    method: 'GET',
    path: '/api/showLog',
    summary: 'The last lines of a log file, as text',
    access: 'GlobalViewLogsPermission',
    query: showLogQuerySchema,
    raw: true,
  }),
};
