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
