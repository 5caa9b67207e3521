import { describe, expect, it } from 'vitest';
import { startTestApp } from './support/test-app.ts';

interface Operation {
  summary?: string;
  tags?: string[];
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}

interface OpenApiDoc {
  openapi: string;
  info: { title: string; version: string };
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
}

async function document(url: string): Promise<OpenApiDoc> {
  const t = await startTestApp();
  const res = await t.request({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/json');
  return res.json() as OpenApiDoc;
}

describe('OpenAPI documents generated from the routes', () => {
  it('/static/openapi_manifest.json describes REST v1 and v2, and nothing else', async () => {
    const doc = await document('/static/openapi_manifest.json');
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.version).toMatch(/^5\.1\./);
    const paths = Object.keys(doc.paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/rest/v1/servers', '/rest/v1/servers/{id}/info', '/rest/v2/servers']),
    );
    expect(paths).toContain('/rest/v2/servers/{id}/runtimeInfo');
    expect(doc.paths['/rest/v1/servers']!.get!.summary).toBe('Server records of the system');
    expect(paths.every((p) => p.startsWith('/rest/v1/') || p.startsWith('/rest/v2/'))).toBe(true);
  });

  it('/static/openapi_legacy.json describes the /api and /ec2 calls with their parameters', async () => {
    const doc = await document('/static/openapi_legacy.json');
    const paths = Object.keys(doc.paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/moduleInformation', '/ec2/getMediaServersEx', '/api/restart']),
    );
    expect(paths.every((p) => /^\/(api|ec2)\//.test(p))).toBe(true);
    const params = doc.paths['/ec2/getMediaServers']!.get!.parameters ?? [];
    expect(params).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'id', in: 'query' })]));
  });

  it('tags every operation with one of the listed tags, and gives the request and reply schemas', async () => {
    const doc = await document('/static/openapi_legacy.json');
    const tags = new Set(doc.tags.map((t) => t.name));
    expect(tags.size).toBeGreaterThan(1);
    for (const [path, item] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(item))
        expect(tags, `${method} ${path}`).toContain(op.tags?.[0]);
    const createEvent = doc.paths['/api/createEvent']!.post!;
    expect(createEvent.requestBody?.content['application/json']?.schema).toBeTruthy();
    const info = (await document('/static/openapi_manifest.json')).paths['/rest/v1/servers/{id}/info']!.get!;
    expect(info.responses['200']!.content?.['application/json']?.schema).toBeTruthy();
  });

  it('/swagger-ui/openapi_v1.json describes REST v1 only', async () => {
    const doc = await document('/swagger-ui/openapi_v1.json');
    const paths = Object.keys(doc.paths);
    expect(paths).toContain('/rest/v1/servers/{id}');
    expect(paths.every((p) => p.startsWith('/rest/v1/'))).toBe(true);
  });

  it('serves the API tool texts as Markdown', async () => {
    const t = await startTestApp();
    for (const url of ['/web/static/api_preamble.md', '/web/static/api_changelog.md']) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/markdown/);
      expect(res.body).toMatch(/^# /);
    }
    const changelog = (await t.request({ method: 'GET', url: '/static/api_changelog.md' })).body;
    for (const line of ['Metrics', 'statistics', 'Logs', 'log download', 'API tool'])
      expect(changelog).toContain(line);
  });
});
