/**
 * The web app's client configuration: the public face of the module. Serving the app's files and the API
 * documents is HTTP through and through (static.routes.ts, openapi.routes.ts): app.ts and routes.ts use those
 * files directly.
 */
export { brandDescription, webAdminConfig } from './web-admin-config.ts';
