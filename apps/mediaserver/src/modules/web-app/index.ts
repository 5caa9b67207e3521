/** The web app's files, its client configuration and the API documents: the public face of the module. */
export { serveApiDocuments } from './openapi.routes.ts';
export { generatedFileRoutes, inlineScriptHashes, serveWebFiles, webAppPages } from './static.routes.ts';
