import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PROBE_PATHS } from '../../schemas/health';
import { DOCS_PREFIX } from '../../server/http/docsPage';
import { serverWithUsers } from './support/server';

/**
 * The API's contract (docs/api.md#the-openapi-document): the OpenAPI 3.1 document at `{API_BASE}/openapi.json`, built from the
 * zod schemas the routes validate with. Every route of the server's own route table must be in it, so a route added
 * tomorrow without its schemas fails here.
 */
const t = serverWithUsers(['admin']);

type Operation = {
  parameters?: { in: string; name: string; required?: boolean; schema: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema: Record<string, any> }> };
  responses: Record<string, { content?: Record<string, { schema: Record<string, any> }> }>;
  security?: Record<string, string[]>[];
};
type Document = {
  openapi: string;
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, any>; responses?: Record<string, Operation['responses'][string]> };
};

async function document(): Promise<Document> {
  const reply = await t.server.request('GET', '/openapi.json');
  expect(reply.status).toBe(200);
  return reply.body as Document;
}

type Response = Operation['responses'][string];

/** A refusal of an operation: a `$ref` to the document's shared response of that status, resolved. */
function refusal(doc: Document, operation: Operation, status: string): Response {
  const ref = (operation.responses[status] as { $ref?: string }).$ref;
  expect(ref, status).toMatch(/^#\/components\/responses\//);
  return doc.components.responses![ref!.split('/').pop()!];
}

/** Fastify's `:name` parameters as OpenAPI's `{name}`. */
const openapiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('GET {API_BASE}/openapi.json', () => {
  it('is an OpenAPI 3.1 document anyone may read, served under the API base', async () => {
    const doc = await document();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers).toEqual([{ url: t.server.config.apiBase }]);
  });

  it('holds every route of the route table, with its method', async () => {
    const doc = await document();
    const base = t.server.config.apiBase;
    const routes = t.server.app.routeTable.filter(
      (r) => r.url.startsWith(`${base}/`) && r.method !== 'HEAD' && r.url !== `${base}/openapi.json` && !r.url.startsWith(`${base}${DOCS_PREFIX}`),
    );
    expect(routes.length).toBeGreaterThan(90);
    const missing = routes
      .map((r) => ({ method: r.method.toLowerCase(), path: openapiPath(r.url.slice(base.length)) }))
      .filter((r) => !doc.paths[r.path]?.[r.method])
      .map((r) => `${r.method.toUpperCase()} ${r.path}`);
    expect(missing).toEqual([]);
  });

  it('holds the health probes too, at the root and outside the envelope, with the replies they really give', async () => {
    const doc = await document();
    const probes = t.server.app.routeTable.filter((r) => r.method === 'GET' && !r.url.startsWith(`${t.server.config.apiBase}/`) && r.url.endsWith('z'));
    expect(probes.map((r) => r.url).sort()).toEqual(['/healthz', '/readyz']);
    for (const { url } of probes) {
      const operation = doc.paths[url].get as Operation & { servers: { url: string }[] };
      expect(
        operation.servers.map((s) => s.url),
        url,
      ).toEqual(['/']);
      expect(operation.security, url).toEqual([]);
      expect(operation.responses['4XX'], url).toBeUndefined();
    }
    expect(doc.paths['/healthz'].get.responses['200'].content!['application/json'].schema.properties.status).toEqual({ type: 'string', enum: ['ok'] });
    const ready = doc.paths['/readyz'].get.responses;
    for (const status of ['200', '503']) {
      expect(Object.keys(ready[status].content!['application/json'].schema.properties.checks.properties).sort()).toEqual(['database', 'migrations', 'queue', 'realtime']);
    }
  });

  it('describes each input with the schema the route validates it with', async () => {
    const doc = await document();
    const enable = doc.paths['/accountcenter/actAccountType/enable'].post;
    const id = enable.requestBody!.content['application/json'].schema.properties.id;
    // An id: a positive integer, or its digits as text; nothing else.
    expect(id.anyOf).toEqual([
      { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
      { type: 'string', maxLength: 32, pattern: '^\\d+$' },
    ]);
    const broadcast = doc.paths['/consumer/send/broadcast'].post.requestBody!.content['application/json'].schema;
    expect(broadcast.properties.message).toMatchObject({ type: 'string', maxLength: 500 });
    const page = doc.paths['/cashierMgr/cashieroutmerchant/page'].get.parameters!;
    expect(page.find((p) => p.name === 'enabledFlag')).toMatchObject({ in: 'query', required: false, schema: { enum: ['0', '1'] } });
    const view = doc.paths['/accountcenter/actAccount/son/view/{id}/{tenantId}'].get.parameters!;
    expect(
      view
        .filter((p) => p.in === 'path')
        .map((p) => p.name)
        .sort(),
    ).toEqual(['id', 'tenantId']);
    // A path parameter no schema declares is shown by Fastify as any string: every one must be declared.
    const undeclared = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) =>
        (operation.parameters ?? [])
          .filter((p) => p.in === 'path' && JSON.stringify(p.schema) === JSON.stringify({ type: 'string' }))
          .map((p) => `${method.toUpperCase()} ${path} ${p.name}`),
      ),
    );
    expect(undeclared).toEqual([]);
  });

  it('states the envelope, paging, sign-in and tenant conventions', async () => {
    const doc = await document();
    expect(doc.components.schemas.Failure).toMatchObject({ properties: { code: { const: 1 }, msg: { type: 'string' }, data: { type: 'null' } } });
    for (const [path, operations] of Object.entries(doc.paths)) {
      if (PROBE_PATHS.includes(path)) continue;
      for (const [method, operation] of Object.entries(operations)) {
        const label = `${method} ${path}`;
        expect(refusal(doc, operation, '4XX').content!['application/json'].schema, label).toEqual({ $ref: '#/components/schemas/Failure' });
        // The binary replies and the token calls' OAuth body are not the envelope; every other success is.
        const success = operation.responses['200'].content?.['application/json']?.schema;
        if (!success || success.$ref === '#/components/schemas/TokenReply') continue;
        expect(success.properties.code, label).toMatchObject({ enum: [0] });
      }
    }
    // A list answers a page of its records; a signed-in call names its token and tenant; a token call its client.
    const list = doc.paths['/accountcenter/subject/list'].post;
    const page = list.responses['200'].content!['application/json'].schema.properties.data;
    expect(page.properties.records.items).toEqual({ $ref: '#/components/schemas/AccountSubject' });
    expect(page.required).toEqual(expect.arrayContaining(['records', 'total', 'current', 'size']));
    expect(list.security).toEqual([{ bearer: [], tenant: [] }, { bearer: [] }]);
    // The tenant header is a security scheme of its own (Swagger lists it there, not among the parameters).
    expect((doc.components as { securitySchemes?: Record<string, unknown> }).securitySchemes?.tenant).toMatchObject({ type: 'apiKey', in: 'header', name: 'TENANT-ID' });
    expect(doc.paths['/auth/oauth/token'].post.security).toEqual([{ client: [] }]);
    expect(Object.keys(doc.paths['/auth/oauth/token'].post.requestBody!.content).sort()).toEqual(['application/json', 'application/x-www-form-urlencoded']);
    expect(doc.paths['/code'].get.security).toEqual([]);
    const save = doc.paths['/accountcenter/subject/save'].post;
    expect(save.responses['200'].content!['application/json'].schema.properties.data).toEqual({ $ref: '#/components/schemas/AccountSubject' });
  });

  it('declares the data of every reply: no operation answers an untyped object', async () => {
    const doc = await document();
    const untyped: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const content = operation.responses['200'].content ?? {};
        const json = content['application/json']?.schema;
        // Binary replies (the captcha, spreadsheets, the demo page) declare their media type instead.
        if (!json && Object.keys(content).length > 0) continue;
        const data = PROBE_PATHS.includes(path) ? json : (json?.properties?.data ?? json);
        if (!data || JSON.stringify(data) === '{}') untyped.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(untyped).toEqual([]);
    expect(Object.keys(doc.paths['/code'].get.responses['200'].content!)).toEqual(['image/svg+xml']);
    const account = doc.components.schemas.Account;
    expect(account.additionalProperties).toBe(false);
    // Money is decimal text, or null where the caller's roles withhold amounts (docs/security.md).
    expect(account.properties.accountNum).toMatchObject({ anyOf: [{ type: 'string', pattern: expect.any(String) }, { type: 'null' }] });
    expect(account.properties.parentId).toEqual({ anyOf: [{ type: 'integer', minimum: Number.MIN_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER }, { type: 'null' }] });
  });

  it('names every operation: a unique camelCase operationId, an English summary, a tag, and the refusals with examples', async () => {
    const doc = (await document()) as Document & { tags: { name: string }[]; components: { securitySchemes: Record<string, unknown> } };
    const ids = new Set<string>();
    const tags = new Set(doc.tags.map((tag) => tag.name));
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations) as [string, Operation & { operationId: string; summary: string; tags: string[] }][]) {
        const label = `${method.toUpperCase()} ${path}`;
        expect(operation.operationId, label).toMatch(/^[a-z][A-Za-z0-9]+$/);
        expect(ids.has(operation.operationId), label).toBe(false);
        ids.add(operation.operationId);
        expect(operation.summary, label).toMatch(/^[A-Z][\x20-\x7e]+$/);
        expect(
          operation.tags.every((tag) => tags.has(tag)),
          label,
        ).toBe(true);
        if (PROBE_PATHS.includes(path)) continue;
        for (const status of ['400', '404', '429', '500']) {
          const example = refusal(doc, operation, status).content!['application/json'] as unknown as { example: { code: number; msg: string } };
          expect(example.example, `${label} ${status}`).toMatchObject({ code: 1, msg: expect.any(String) });
        }
      }
    }
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['bearer', 'client', 'tenant']);
    expect(doc.paths['/accountcenter/actAccount/son/list'].post).toMatchObject({ operationId: 'listChildAccounts', description: expect.stringContaining('Child account list') });
  });

  it('shows a realistic example of the main list calls, each a reply its route really declares', async () => {
    const doc = await document();
    const base = t.server.config.apiBase;
    // Each route that declares an example (docs/architecture.md#a-routes-facts).
    const declaring = t.server.app.routeTable.filter((r) => r.method !== 'HEAD' && r.config.example !== undefined);
    expect(declaring.length).toBeGreaterThanOrEqual(6);
    for (const route of declaring) {
      const {
        method,
        config: { example },
      } = route;
      const path = openapiPath(route.url).slice(base.length);
      const operation = `${method} ${path}`;
      const reply = doc.paths[path][method.toLowerCase()].responses['200'].content!['application/json'] as unknown as { example: unknown };
      expect(reply.example, operation).toEqual(example);
      const checked = (route.response!['200'] as z.ZodType).safeParse(example);
      expect(checked.error?.issues ?? [], operation).toEqual([]);
      expect((example as { data: { records: unknown[] } }).data.records.length, operation).toBeGreaterThan(0);
    }
  });

  it('names no component that nothing uses (the input twins of reply records are left out)', async () => {
    const doc = await document();
    const text = JSON.stringify(doc.paths) + JSON.stringify(doc.components.schemas) + JSON.stringify(doc.components.responses);
    const names = Object.keys(doc.components.schemas);
    expect(names).toContain('Account');
    expect(names.filter((name) => !text.includes(`"#/components/schemas/${name}"`))).toEqual([]);
  });

  it('names the runtime screen’s declaration as a typed component in each reply that carries one', async () => {
    const doc = await document();
    const declaration = { $ref: '#/components/schemas/ScreenDeclaration' };
    const schemas = doc.components.schemas;
    expect(schemas.RuntimeScreen.properties.declaration).toMatchObject(declaration);
    expect(schemas.RuntimeScreenVersion.properties.declaration).toMatchObject(declaration);
    expect(schemas.PublishedScreen.properties).toMatchObject({ declaration, source: { $ref: '#/components/schemas/ScreenSource' } });
    const data = (path: string) => doc.paths[path].get.responses['200'].content!['application/json'].schema.properties.data;
    expect(data('/admin/screen/page').properties.records.items).toEqual({ $ref: '#/components/schemas/RuntimeScreen' });
    expect(data('/admin/screen/{id}')).toEqual({ $ref: '#/components/schemas/RuntimeScreen' });
    expect(data('/admin/screen/{id}/versions').items).toEqual({ $ref: '#/components/schemas/RuntimeScreenVersion' });
    expect(data('/admin/screen/published/{key}')).toEqual({ $ref: '#/components/schemas/PublishedScreen' });
    const { properties, required } = schemas.ScreenDeclaration;
    expect(Object.keys(properties)).toEqual(['key', 'title', 'source', 'columns', 'search', 'sort', 'pageSize', 'detail', 'export', 'actions']);
    expect(required).toEqual(['key', 'title', 'source', 'columns', 'pageSize']);
    expect(properties.actions.items.properties.visible).toEqual({ $ref: '#/components/schemas/ScreenCondition' });
    expect(schemas.ScreenCondition.anyOf).toHaveLength(4);
  });

  it('writes no tuple a draft-07 validator would misread: the sources’ two query fields are a list of two texts', async () => {
    const doc = await document();
    const text = JSON.stringify(doc);
    expect(text).not.toContain('"prefixItems"');
    expect(text).not.toContain('"items":false');
    expect(doc.components.schemas.ScreenSource.properties.search.items.properties.into).toMatchObject({ type: 'array', items: { type: 'string' }, minItems: 2, maxItems: 2 });
  });

  it('types the audit trail’s values as JSON values', async () => {
    const doc = await document();
    const json = { $ref: '#/components/schemas/JsonValue' };
    expect(doc.components.schemas.AuditRecord.properties.changes.items.properties).toMatchObject({ before: json, after: json });
    expect(doc.components.schemas.JsonValue.anyOf.map((s: { type: string }) => s.type)).toEqual(['string', 'number', 'boolean', 'null', 'array', 'object']);
  });

  it('keeps the console and its websockets out (they are not the API)', async () => {
    const doc = await document();
    expect(Object.keys(doc.paths).some((p) => p.startsWith(t.server.config.apiBase) || p === '/atrium-config.json' || p.startsWith('/act'))).toBe(false);
  });
});
