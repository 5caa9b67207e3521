import { describe, expect, it } from 'vitest';
import {
  type ApiDocument,
  endpointSlug,
  endpointsOf,
  exampleOf,
  initialParameters,
} from './api-endpoints.ts';
import { missingParameters, requestPathOf } from './api-request.ts';
import { groupByTag, searchEndpoints } from './endpoint-search.ts';

const DOC: ApiDocument = {
  paths: {
    '/rest/v1/servers/{id}/info': {
      get: {
        summary: 'Module information',
        tags: ['Servers'],
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
          { name: '_strict', in: 'query', required: false, schema: { type: 'boolean' } },
        ],
        responses: {
          200: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Info' } } } },
        },
      },
    },
    '/api/createEvent': {
      post: {
        summary: 'Raise a generic event',
        tags: ['Events'],
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: { source: { type: 'string' }, state: { enum: ['Active', 'Inactive'] } },
              },
            },
          },
        },
      },
    },
    '/rest/v1/users': {
      get: { summary: 'Users', tags: ['Users'] },
      post: { summary: 'Add a user', tags: ['Users'] },
    },
  },
  components: { schemas: { Info: { type: 'object', properties: { name: { type: 'string' } } } } },
};

const endpoints = endpointsOf([DOC]);
const find = (slug: string) => endpoints.find((e) => e.slug === slug)!;

describe('endpoint slugs', () => {
  it('joins the path and the method in lower case, like the Nx API tool', () => {
    expect(endpointSlug('post', '/api/createEvent')).toBe('api-createevent-post');
    expect(endpointSlug('GET', '/rest/v1/servers/{id}/info')).toBe('rest-v1-servers-id-info-get');
  });
});

describe('endpoints of the OpenAPI documents', () => {
  it('lists every operation with its tag, parameters and resolved schemas', () => {
    expect(endpoints.map((e) => `${e.method} ${e.path}`)).toEqual([
      'GET /rest/v1/servers/{id}/info',
      'POST /api/createEvent',
      'GET /rest/v1/users',
      'POST /rest/v1/users',
    ]);
    const info = find('rest-v1-servers-id-info-get');
    expect(info.tag).toBe('Servers');
    expect(info.parameters.map((p) => `${p.in}:${p.name}`)).toEqual(['path:id', 'query:_strict']);
    expect(info.reply).toEqual({ type: 'object', properties: { name: { type: 'string' } } });
  });

  it('starts a request body from the schema: examples, defaults, first choices, empty values', () => {
    expect(exampleOf(find('api-createevent-post').body)).toEqual({});
    const schema = {
      type: 'object',
      properties: { a: { type: 'number', default: 5 }, b: { enum: ['x', 'y'] }, c: { type: 'string' } },
      required: ['b'],
    };
    expect(exampleOf(schema)).toEqual({ a: 5, b: 'x' });
    expect(exampleOf({ anyOf: [{ type: 'boolean' }, { type: 'string' }] })).toBe(false);
  });
});

describe('starting parameters', () => {
  it("starts a server's id as this, and nothing else", () => {
    expect(initialParameters({ path: '/rest/v1/servers/{id}/info' })).toEqual({ id: 'this' });
    expect(initialParameters({ path: '/rest/v2/servers/{id}' })).toEqual({ id: 'this' });
    expect(initialParameters({ path: '/rest/v1/devices/{id}' })).toEqual({});
  });
});

describe('endpoint search', () => {
  it('matches method, path and summary, every word', () => {
    expect(searchEndpoints(endpoints, 'users').map((e) => e.slug)).toEqual([
      'rest-v1-users-get',
      'rest-v1-users-post',
    ]);
    expect(searchEndpoints(endpoints, 'post users').map((e) => e.slug)).toEqual(['rest-v1-users-post']);
    expect(searchEndpoints(endpoints, 'GENERIC').map((e) => e.slug)).toEqual(['api-createevent-post']);
    expect(searchEndpoints(endpoints, '  ')).toHaveLength(4);
  });

  it('finds a path by an address of it, a parameter standing for any value', () => {
    expect(searchEndpoints(endpoints, 'servers/this/info').map((e) => e.slug)).toEqual([
      'rest-v1-servers-id-info-get',
    ]);
    expect(searchEndpoints(endpoints, '/rest/v1/servers/this/info')).toHaveLength(1);
    expect(searchEndpoints(endpoints, 'servers/this/users')).toHaveLength(0);
  });
});

describe('grouping by tag', () => {
  it('orders tags alphabetically and endpoints by path and method', () => {
    expect(groupByTag(endpoints).map((g) => [g.tag, g.endpoints.map((e) => e.method)])).toEqual([
      ['Events', ['POST']],
      ['Servers', ['GET']],
      ['Users', ['GET', 'POST']],
    ]);
  });
});

describe('requests', () => {
  it('fills the path parameters and adds the query parameters that have a value', () => {
    const info = find('rest-v1-servers-id-info-get');
    expect(missingParameters(info, {})).toEqual(['id']);
    expect(requestPathOf(info, { id: 'this', _strict: '' })).toBe('/rest/v1/servers/this/info');
    expect(requestPathOf(info, { id: 'a b', _strict: 'true' })).toBe(
      '/rest/v1/servers/a%20b/info?_strict=true',
    );
  });
});
