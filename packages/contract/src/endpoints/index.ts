export * from './endpoint.ts';
export * from './layouts.ts';
export * from './login.ts';
export * from './servers.ts';
export * from './static.ts';
export * from './system.ts';
export * from './users.ts';

import { layoutsEndpoints, webPagesEndpoints } from './layouts.ts';
import { loginEndpoints } from './login.ts';
import { serversEndpoints } from './servers.ts';
import { staticEndpoints } from './static.ts';
import { databaseEndpoints, settingsEndpoints, systemEndpoints } from './system.ts';
import { userRolesEndpoints, usersEndpoints } from './users.ts';

/** Every endpoint of the media server API, by area (the OpenAPI documents list them). */
export const MEDIA_SERVER_ENDPOINTS = {
  login: loginEndpoints,
  system: systemEndpoints,
  settings: settingsEndpoints,
  database: databaseEndpoints,
  users: usersEndpoints,
  userRoles: userRolesEndpoints,
  layouts: layoutsEndpoints,
  webPages: webPagesEndpoints,
  servers: serversEndpoints,
  static: staticEndpoints,
} as const;
