import { endpointGroupOf, type SchemaRegistry } from '@argus/contract';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { openApiDocument } from '../src/index.ts';

/**
 * Two tiny APIs, each with its own registry, that both name a schema `User` (as the media server and the
 * cloud do): each document holds its own `User` and nothing of the other API.
 */
const cameraSchemas: SchemaRegistry = z.registry();
const portalSchemas: SchemaRegistry = z.registry();

const cameraUser = z
  .object({ id: z.string(), name: z.string(), permissions: z.string() })
  .register(cameraSchemas, { id: 'User', description: 'A user of the camera server.' });
const cameraGroup = z
  .object({ users: z.array(cameraUser) })
  .register(cameraSchemas, { id: 'Group', description: 'Users of a group.' });
const portalUser = z
  .object({ email: z.string(), fullName: z.string() })
  .register(portalSchemas, { id: 'User', description: 'An account of the portal.' });

const cameraApi = endpointGroupOf<'rest', 'user'>()({ family: 'rest', tag: 'Users' });
const portalApi = endpointGroupOf<'cloud', 'session'>()({ family: 'cloud', tag: 'Account' });

const cameraEndpoints = [
  cameraApi({
    method: 'GET',
    path: '/rest/v1/users/:id',
    access: 'user',
    summary: 'A user',
    reply: cameraUser,
  }),
  cameraApi({
    method: 'GET',
    path: '/rest/v1/groups/:id',
    access: 'user',
    summary: 'A group',
    reply: cameraGroup,
  }),
];
const portalEndpoints = [
  portalApi({
    method: 'GET',
    path: '/api/account',
    access: 'session',
    summary: 'The account',
    reply: portalUser,
  }),
];

const info = { title: 'test', version: '1' };

describe('OpenAPI documents, one per API', () => {
  it('hold each API its own User when two APIs name a schema alike', () => {
    const camera = openApiDocument(cameraEndpoints, info, { registry: cameraSchemas });
    const portal = openApiDocument(portalEndpoints, info, { registry: portalSchemas });

    expect(Object.keys(camera.components.schemas).sort()).toEqual(['Group', 'User']);
    expect(camera.components.schemas.User).toMatchObject({
      description: 'A user of the camera server.',
      required: ['id', 'name', 'permissions'],
    });
    expect(Object.keys(portal.components.schemas)).toEqual(['User']);
    expect(portal.components.schemas.User).toMatchObject({
      description: 'An account of the portal.',
      required: ['email', 'fullName'],
    });
    const reply = (doc: typeof camera, path: string) =>
      JSON.stringify(doc.paths[path]?.get?.responses ?? null);
    expect(reply(portal, '/api/account')).toContain('#/components/schemas/User');
    expect(reply(camera, '/rest/v1/users/{id}')).toContain('#/components/schemas/User');
  });

  it('inline what another API names, and never list it as a component', () => {
    // A portal endpoint that (wrongly) replies with the camera server's user: the portal's document cannot
    // name it, so the shape is written out in place.
    const borrowing = portalApi({
      method: 'GET',
      path: '/api/borrowed',
      access: 'session',
      summary: 'Borrowed',
      reply: cameraUser,
    });
    const portal = openApiDocument([borrowing], info, { registry: portalSchemas });
    expect(portal.components.schemas).toEqual({});
    expect(portal.paths['/api/borrowed']?.get?.responses).toMatchObject({
      200: {
        content: {
          'application/json': { schema: { type: 'object', required: ['id', 'name', 'permissions'] } },
        },
      },
    });
  });
});
