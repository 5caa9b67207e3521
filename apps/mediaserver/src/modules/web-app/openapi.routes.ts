/**
 * OpenAPI documents generated from the endpoints the server registered (media-server-api §4.14) [design]:
 * `/static/openapi_manifest.json` REST v1 and v2, `/static/openapi_legacy.json` the legacy `/api` and `/ec2`
 * calls, `/swagger-ui/openapi_v1.json` REST v1 only. Also the Markdown texts of the console's API tool.
 */
import { PRODUCT_NAME, PRODUCT_VERSION } from '@argus/contract';
import { mediaServerRegistry } from '@argus/contract/mediaserver';
import { openApiDocument, registeredEndpoints } from '@argus/http-kit';
import type { FastifyInstance, FastifyReply } from 'fastify';

const DOCUMENTS: { url: string; title: string; includes: (path: string) => boolean }[] = [
  { url: '/static/openapi_manifest.json', title: 'REST API', includes: (p) => /^\/rest\/v[12]\//.test(p) },
  { url: '/static/openapi_legacy.json', title: 'legacy API', includes: (p) => /^\/(api|ec2)\//.test(p) },
  { url: '/swagger-ui/openapi_v1.json', title: 'REST API v1', includes: (p) => p.startsWith('/rest/v1/') },
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
`;

function sendMarkdown(reply: FastifyReply, text: string): FastifyReply {
  return reply.header('cache-control', 'no-cache').type('text/markdown; charset=utf-8').send(text);
}

export function serveApiDocuments(app: FastifyInstance): void {
  for (const d of DOCUMENTS) {
    let cached: string | null = null;
    app.get(d.url, (_request, reply) => {
      cached ??= JSON.stringify(
        openApiDocument(
          registeredEndpoints(app),
          { title: `${PRODUCT_NAME} media server ${d.title}`, version: PRODUCT_VERSION },
          { registry: mediaServerRegistry, includes: d.includes },
        ),
      );
      return reply.header('cache-control', 'no-cache').type('application/json').send(cached);
    });
  }
  app.get('/static/api_preamble.md', (_req, reply) => sendMarkdown(reply, API_PREAMBLE_MD));
  app.get('/static/api_changelog.md', (_req, reply) => sendMarkdown(reply, API_CHANGELOG_MD));
}
