/**
 * OpenAPI documents generated from the endpoints the server registered (media-server-api §4.14) [design]:
 * `/static/openapi_manifest.json` REST v1 and v2, `/static/openapi_legacy.json` the legacy `/api` and `/ec2`
 * calls, `/swagger-ui/openapi_v1.json` REST v1 only. Also the Markdown texts of the console's API tool. The
 * paths are the contract's (`apiDocsEndpoints`), which the console reads them by.
 */
import { type EndpointDef, PRODUCT_NAME, PRODUCT_VERSION } from '@argus/contract';
import { apiDocsEndpoints, mediaServerRegistry } from '@argus/contract/mediaserver';
import { openApiDocument, registeredEndpoints } from '@argus/http-kit';
import type { FastifyReply } from 'fastify';
import type { Caller } from '../../auth/caller.ts';
import { type Route, route } from '../../http/route.ts';

const DOCUMENTS: { endpoint: EndpointDef; title: string; includes: (path: string) => boolean }[] = [
  {
    endpoint: apiDocsEndpoints.restDocument,
    title: 'REST API',
    includes: (p) => /^\/rest\/v[12]\//.test(p),
  },
  {
    endpoint: apiDocsEndpoints.legacyDocument,
    title: 'legacy API',
    includes: (p) => /^\/(api|ec2)\//.test(p),
  },
  {
    endpoint: apiDocsEndpoints.restV1Document,
    title: 'REST API v1',
    includes: (p) => p.startsWith('/rest/v1/'),
  },
];

export const API_PREAMBLE_MD = `# ${PRODUCT_NAME} media server API

The server answers the REST API under \`/rest/v1\` and \`/rest/v2\` and the legacy calls under \`/api\` and
\`/ec2\`; the whole API is also served under \`/web\`. It is wire-compatible with the Nx Witness 5.1 API.

## Authentication
Create a session with \`POST /rest/v1/login/sessions\` (\`{"username", "password"}\`) and send its token as
\`Authorization: Bearer <token>\`. Some calls need a session younger than 10 minutes; log in again when they
answer 403 \`sessionExpired\`.

## Replies
JSON with \`Content-Type: application/json\`. REST errors are \`{"error", "errorId", "errorString"}\`; legacy
calls wrap their reply in \`{"error": "0", "errorId": "ok", "errorString": "", "reply": ...}\`. REST GETs leave
out fields that have their default value unless \`_keepDefault=true\` is given.

## Documents
- \`/static/openapi_manifest.json\`: REST v1 and v2
- \`/static/openapi_legacy.json\`: legacy \`/api\` and \`/ec2\` calls
`;

export const API_CHANGELOG_MD = `# API changes

## ${PRODUCT_VERSION}
- Reports version \`${PRODUCT_VERSION}\`, protocol 5107: the Nx Witness 5.1 REST API (\`/rest/v1\`, \`/rest/v2\`)
  and the legacy \`/api\` and \`/ec2\` calls used by the web console.
- HTTPS and HTTP share the port; \`sslAllowed\` is true and server information carries the certificate.
- Argus additions: \`access\` in the reply about the caller's own session; the settings
  \`credentialPolicyEnforced\` and \`embedAllowedOrigins\`.
- Metrics: \`/rest/v2/system/metrics/{manifest,values,alarms}\` and the legacy \`/ec2/metrics/*\` and
  \`/api/metrics/values\`; statistics: \`/api/statistics\`.
- Logs: \`/rest/v2/servers/{id}/logSettings\`, \`/api/logLevel\`, \`/api/showLog\` and the log download.
- API tool: these OpenAPI documents list every registered endpoint with its tag, parameters and request and
  reply schemas; the console's API tool (\`/api-tool\`) browses and calls them.
`;

function sendMarkdown(reply: FastifyReply, text: string): FastifyReply {
  return reply.header('cache-control', 'no-cache').type('text/markdown; charset=utf-8').send(text);
}

/** The API documents and texts; a document is built once, on first request, from the routes registered. */
export function apiDocumentRoutes(): Route<Caller>[] {
  return [
    ...DOCUMENTS.map((d) => {
      let cached: string | null = null;
      return route(d.endpoint, ({ request, reply }) => {
        cached ??= JSON.stringify(
          openApiDocument(
            registeredEndpoints(request.server),
            { title: `${PRODUCT_NAME} media server ${d.title}`, version: PRODUCT_VERSION },
            { registry: mediaServerRegistry, includes: d.includes },
          ),
        );
        return reply.header('cache-control', 'no-cache').type('application/json').send(cached);
      });
    }),
    route(apiDocsEndpoints.preamble, ({ reply }) => sendMarkdown(reply, API_PREAMBLE_MD)),
    route(apiDocsEndpoints.changelog, ({ reply }) => sendMarkdown(reply, API_CHANGELOG_MD)),
  ];
}
