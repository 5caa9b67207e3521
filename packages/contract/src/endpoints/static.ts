/** Files the server generates under `/static` (media-server-api §4.14, spec 000 §3 "Client config"). */
import * as z from 'zod/mini';
import { endpointGroup } from '../mediaserver/endpoint.ts';
import { mediaServerRegistry } from '../mediaserver/registry.ts';
import { COMMON_PASSWORDS_PATH } from '../rules/validation/password.ts';
import { webAdminConfigSchema } from '../schemas/servers.ts';

const files = endpointGroup({ family: 'rest', tag: 'Static files' });

export const brandDescriptionSchema = z
  .record(z.string(), z.string())
  .register(mediaServerRegistry, { id: 'BrandDescription', description: 'Brand names and contacts.' });

export const staticEndpoints = {
  webAdminConfig: files({
    method: 'GET',
    path: '/static/customization/webadmin_config.json',
    summary: 'Client configuration of the web console: its mode, cloud link and feature flags',
    access: 'none',
    reply: webAdminConfigSchema,
  }),
  description: files({
    method: 'GET',
    path: '/static/customization/description.json',
    summary: 'Brand description',
    access: 'none',
    reply: brandDescriptionSchema,
  }),
  commonPasswords: files({
    method: 'GET',
    path: COMMON_PASSWORDS_PATH,
    summary: 'Passwords too common to accept',
    access: 'none',
    reply: z.array(z.string()),
  }),
};

/** An OpenAPI 3 document as the server generates it (media-server-api §4.14): read by the console's API tool. */
export const openApiDocumentSchema = z
  .looseObject({
    openapi: z.string(),
    info: z.looseObject({ title: z.string(), version: z.string() }),
    tags: z.optional(z.array(z.looseObject({ name: z.string() }))),
    paths: z.record(z.string(), z.record(z.string(), z.unknown())),
    components: z.optional(z.looseObject({ schemas: z.optional(z.record(z.string(), z.unknown())) })),
  })
  .register(mediaServerRegistry, { id: 'OpenApiDocument', description: 'An OpenAPI 3 document.' });

const docs = endpointGroup({ family: 'rest', tag: 'API documentation' });

/**
 * The API documents the server generates from the endpoints it registered (spec 001 §7.11): the OpenAPI
 * documents and the Markdown texts of the console's API tool. The server serves them itself
 * (openapi.routes.ts); the paths are here so that it and the console name the same files.
 */
export const apiDocsEndpoints = {
  restDocument: docs({
    method: 'GET',
    path: '/static/openapi_manifest.json',
    summary: 'OpenAPI document of the REST API (v1 and v2)',
    access: 'none',
    reply: openApiDocumentSchema,
  }),
  legacyDocument: docs({
    method: 'GET',
    path: '/static/openapi_legacy.json',
    summary: 'OpenAPI document of the legacy /api and /ec2 calls',
    access: 'none',
    reply: openApiDocumentSchema,
  }),
  restV1Document: docs({
    method: 'GET',
    path: '/swagger-ui/openapi_v1.json',
    summary: 'OpenAPI document of REST v1',
    access: 'none',
    reply: openApiDocumentSchema,
  }),
  preamble: docs({
    method: 'GET',
    path: '/static/api_preamble.md',
    summary: 'Introduction to the API (Markdown)',
    access: 'none',
    raw: true,
    reply: z.string(),
  }),
  changelog: docs({
    method: 'GET',
    path: '/static/api_changelog.md',
    summary: 'Changes of the API by version (Markdown)',
    access: 'none',
    raw: true,
    reply: z.string(),
  }),
};
