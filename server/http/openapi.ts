import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject, serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../config';
import { PROBE_PATHS } from '../../schemas/health';
import { failureReply } from '../../schemas/reply';
import { TAGS, type OperationText } from './operations';
import { MSG } from './envelope';
import { REFUSAL } from './refusals';
import { requestValidator } from './requestValidator';
import { IDEMPOTENCY_KEEP_HOURS, IDEMPOTENCY_MSG, VERSION_MSG } from '../../schemas/idempotency';
import { MONEY_ENTITIES } from '../audit/versions';
import { takesKey } from './idempotency';

/**
 * The API's contract, OpenAPI 3.1 at `{API_BASE}/openapi.json` (docs/api.md#the-openapi-document): every route declares its
 * zod schemas (`schema: { params, querystring, body }`), which the zod type provider both validates requests
 * with and turns into the document, so the document cannot drift from what the server accepts. The envelope,
 * paging, sign-in and tenant conventions of docs/api.md#the-contract are added here, once for every route.
 */

/**
 * The conventions' schemas, named as components in zod's global registry (fastify-type-provider-zod makes
 * `$ref`s to schemas registered there with an id, and reads descriptions from it).
 */

const tenantHeader = z.object({
  'TENANT-ID': z
    .string()
    .regex(/^\d{1,15}$/)
    .optional()
    .describe("The tenant the call acts on; the user's own when absent. Another tenant is refused (403) unless the user is an operations user"),
});

const idempotencyKeyHeader = z
  .string()
  .max(255)
  .optional()
  .describe(
    `A key of your own (a UUID) for this write: a repeat with the same key and request gets the first result back for ${IDEMPOTENCY_KEEP_HOURS} hours (marked Idempotent-Replayed), 409 while the first still runs, 422 with another request`,
  );
const ifMatchHeader = z
  .string()
  .max(200)
  .optional()
  .describe('The version the change was based on, as its entity tag (`"3"`: the record’s `version`, the ETag of its read); a stale one answers 412 with the record as it stands');
const overwriteHeader = z
  .string()
  .max(8)
  .optional()
  .describe('Any value: the change knowingly replaces a newer one (sent with its version after a 412); recorded in the audit trail as an overwrite');

const DESCRIPTION = `The reference API of the Atrium console (docs/product.md#calls).

Every answer is the envelope \`{ code, msg, data }\`: success is HTTP 200 with \`code: 0\`; every refusal has \`code: 1\`, \`msg\` in the language of the Accept-Language header (Chinese by default) and, on a validation failure, \`errors\` with the message of each field. Lists take \`current\` (1-based) and \`size\` and answer \`data.records\` and \`data.total\`.

Signed-in calls carry \`Authorization: Bearer <access_token>\` and \`TENANT-ID\`. Ids are positive integers written in digits; choices are their exact values; dates are \`yyyy-MM-dd\` or \`yyyy-MM-dd HH:mm:ss\`. Exports take the list's filters in the body or the query string; a user has at most 3 exports and imports running or queued (HTTP 429 beyond).

Every write (POST, PUT, DELETE) takes an \`Idempotency-Key\`: sent again with the same request it answers the first result, byte for byte, for 24 hours (409 while the first still runs, 422 for the key with another request). Every record the console edits carries \`version\`, and a single read names it in \`ETag\`; a change sends it back as \`If-Match\` (or the body's \`version\`) and a stale one answers 412 with the record as it now stands. Accounts and their limits carry money: changed only with a version (428 without).`;

/**
 * How a reply leaves: `json` writes it as the handler returned it (what production does: `npm run bench` prints
 * the list latency of both, and checking every reply through zod costs more than it catches there, since the API
 * tests check every reply they receive against the same schemas); `zod` encodes it through the route's reply
 * schema first, refusing one that does not match (500).
 */
export type ReplySerialiser = 'json' | 'zod';

/** Validation by the routes' zod schemas, and the document built from them. Call before any route is added. */
export async function registerOpenApi(app: FastifyInstance, config: AppConfig, replies: ReplySerialiser = 'json') {
  app.setValidatorCompiler(requestValidator);
  app.setSerializerCompiler(replies === 'zod' ? serializerCompiler : () => (data) => JSON.stringify(data));
  const zodToJsonConfig = { unrepresentable: 'any' as const };
  const fromZod = createJsonSchemaTransform({ zodToJsonConfig });
  const base = config.apiBase;
  // The example replies the routes declare, by `METHOD /path` as the document writes it.
  const examples = new Map<string, unknown>();
  app.addHook('onRoute', (route) => {
    if (route.config?.example === undefined || !route.url.startsWith(`${base}/`)) return;
    for (const method of [route.method].flat()) examples.set(`${method} ${openApiPath(route.url.slice(base.length))}`, route.config.example);
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Atrium API', version: '2.0.0', description: DESCRIPTION },
      servers: [{ url: base }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'The access_token of a sign-in' },
          client: { type: 'http', scheme: 'basic', description: 'The client credentials (OAUTH_CLIENT) of the token calls' },
          tenant: { type: 'apiKey', in: 'header', name: 'TENANT-ID', description: "The tenant a signed-in call acts on; the user's own when absent" },
        },
      },
      tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    },
    transform(document) {
      const { url, route } = document;
      const schema = (document.schema ?? {}) as FastifySchema & { hide?: boolean };
      // The health probes sit at the root, outside the API base and the envelope: shown with their own replies
      // and a server of their own (the instance's root, relative to this document).
      if (PROBE_PATHS.includes(url) && !schema.hide) {
        const probe = { ...schema, ...describe(route.config?.operation), security: [], servers: [{ url: '/', description: 'The instance itself, outside the API base' }] };
        return fromZod({ ...document, schema: probe });
      }
      if (schema.hide || (url !== base && !url.startsWith(`${base}/`))) return { schema: { hide: true } as FastifySchema, url };
      const facts = route.config ?? {};
      const signedIn = !facts.public;
      // Token calls authenticate the client with Basic credentials; the other public calls need nothing.
      const client = facts.public === 'client';
      const method = [route.method].flat()[0];
      const keyed = signedIn && takesKey(method, facts);
      const versioned = signedIn && Object.hasOwn((schema.response as object | undefined) ?? {}, '412');
      const money = versioned && MONEY_ENTITIES.has(facts.audit?.entity ?? '');
      const headers =
        signedIn && !schema.headers
          ? tenantHeader.extend({
              ...(keyed ? { 'Idempotency-Key': idempotencyKeyHeader } : {}),
              ...(versioned ? { 'If-Match': ifMatchHeader, 'X-Audit-Overwrite': overwriteHeader } : {}),
            })
          : undefined;
      const extraRefusals = [...(keyed ? ['422'] : []), ...(money ? ['428'] : [])];
      const encrypted = config.encryptReplies && facts.personalData === true;
      const ownReplies = (encrypted ? withEncryptedData(schema.response as Record<string, unknown>) : schema.response) as object;
      const withConventions = {
        ...schema,
        ...describe(facts.operation),
        // A signed-in call names its token, and the tenant it acts on (optional: the user's own when absent).
        security: signedIn ? [{ bearer: [], tenant: [] }, { bearer: [] }] : client ? [{ client: [] }] : [],
        ...(headers ? { headers } : {}),
        // The token calls take the console's form-encoded body as well as JSON (@fastify/formbody).
        ...(client ? { consumes: ['application/x-www-form-urlencoded', 'application/json'] } : {}),
        // The route's own reply schema (schemas/, beside its input schema), and the refusals every call shares.
        // A refusal the route declares itself (the revert's 409 with its conflicts) stays the route's own.
        response: { ...Object.fromEntries([...refusalsOf(signedIn), ...extraRefusals].map((status) => [status, failureReply])), '4XX': failureReply, ...ownReplies },
      };
      return fromZod({ ...document, schema: withConventions as FastifySchema });
    },
    transformObject: (input) =>
      withSortedSchemas(
        withoutUnusedInputs(withReplyExamples(withSharedRefusals(withPortableTuples(createJsonSchemaTransformObject({ zodToJsonConfig })(input) as OpenApiDocument)), examples)),
      ),
  });
}

/** The `data` of a personal-data reply where ENCRYPT_REPLIES is on (server/http/security.ts). */
const encryptedData = z
  .string()
  .describe(
    'The data, AES-encrypted with LOGIN_AES_KEY and written in Base64, when the reply carries the header `encrypt: 1` (ENCRYPT_REPLIES=on); decrypted, it is the data described beside it',
  );

/** A route's success reply whose data may come encrypted: the data as declared, or its encrypted text. */
function withEncryptedData(response: Record<string, unknown> | undefined) {
  const ok = response?.['200'];
  if (!(ok instanceof z.ZodObject) || !('data' in ok.shape)) return response;
  return { ...response, 200: ok.extend({ data: z.union([ok.shape.data as z.ZodType, encryptedData]) }) };
}

/** Fastify's `:name` parameters as OpenAPI's `{name}`. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** operationId, summary, tag and a description naming the screen that uses the call: the route's operation fact. */
function describe(text: OperationText | undefined) {
  if (!text) return {};
  const description = text.screen ? `${text.summary}. Used by ${text.screen}.` : `${text.summary}.`;
  return { operationId: text.id, summary: text.summary, description, tags: [text.tag] };
}

/**
 * The refusals a call can answer besides its own: every call is refused on bad input, too many requests, a
 * fault, or while the database is away or this instance stops (503, docs/operating.md "What survives what").
 */
const refusalsOf = (signedIn: boolean) => (signedIn ? ['400', '401', '403', '404', '409', '429', '500', '503'] : ['400', '404', '429', '500', '503']);

/**
 * Each refusal (docs/product.md#errors-and-messages) as one shared response of the document, with an example message in the default
 * language: every operation names it by `$ref`, so the document and a client generated from it carry each once.
 */
const REFUSALS: Record<string, { name: string; description: string; msg: string; errors?: Record<string, string>; headers?: Record<string, unknown> }> = {
  '400': { name: 'BadInput', description: 'Bad input: the message, and the message of each failing field', msg: '请输入账户名称', errors: { accountName: '请输入账户名称' } },
  '401': { name: 'Unauthorized', description: 'No session, or it expired', msg: MSG.unauthorized },
  '403': { name: 'Forbidden', description: 'The user may not do this, or not in this tenant', msg: MSG.forbidden },
  '404': { name: 'NotFound', description: 'Nothing with that id in the tenant', msg: MSG.notFound },
  '409': { name: 'Conflict', description: 'The same work is still under way (a repeat of an Idempotency-Key whose first request still runs)', msg: MSG.repeated },
  '422': { name: 'KeyReused', description: 'The Idempotency-Key was already used for a request with other content', msg: IDEMPOTENCY_MSG.reused },
  '428': { name: 'VersionRequired', description: 'A change of a record that carries money needs the version it was based on (If-Match or version)', msg: VERSION_MSG.required },
  '429': { name: 'TooManyRequests', description: 'Too many requests, or too many tasks running', msg: MSG.tooFrequent },
  '500': { name: 'ServerFault', description: 'A fault of the server', msg: MSG.unknown },
  '503': {
    name: 'Unavailable',
    description: 'The database is away or restarting, its connections stayed taken, or this instance is stopping: the call was not carried out; try again after Retry-After seconds',
    msg: REFUSAL.unavailable.zh,
    headers: { 'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer', minimum: 1 } } },
  },
  '4XX': { name: 'OtherRefusal', description: 'Any other refusal (e.g. 426 and 428 of the sign-in calls)', msg: MSG.badCaptcha },
};

type Response = { $ref?: string; description?: string; headers?: Record<string, unknown>; content?: Record<string, { schema?: unknown; example?: unknown }> };
type OpenApiDocument = {
  components?: { schemas?: Record<string, unknown>; responses?: Record<string, Response> };
  paths?: Record<string, Record<string, { responses?: Record<string, Response> }>>;
};

/**
 * Every shared refusal of every operation as a `$ref` to its shared response, which carries the description and
 * an example. The shared refusal of a status is the schema most operations answer it with; an operation that
 * declares its own (a refusal with data of its own) keeps it.
 */
function withSharedRefusals(document: OpenApiDocument) {
  const shared: Record<string, Response> = {};
  const operations = Object.values(document.paths ?? {}).flatMap((byMethod) => Object.values(byMethod));
  const counts = new Map<string, number>();
  for (const operation of operations) {
    for (const [status, response] of Object.entries(operation.responses ?? {})) {
      const key = `${status} ${JSON.stringify(response.content?.['application/json']?.schema)}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  const isShared = (status: string, schema: unknown) => {
    const mine = counts.get(`${status} ${JSON.stringify(schema)}`) ?? 0;
    return ![...counts].some(([key, n]) => key.startsWith(`${status} `) && n > mine);
  };
  for (const operation of operations) {
    for (const [status, response] of Object.entries(operation.responses ?? {})) {
      const refusal = REFUSALS[status];
      const json = response.content?.['application/json'];
      if (!refusal || !json || !isShared(status, json.schema)) continue;
      shared[refusal.name] ??= {
        description: refusal.description,
        ...(refusal.headers ? { headers: refusal.headers } : {}),
        content: { 'application/json': { schema: json.schema, example: { code: 1, msg: refusal.msg, data: null, ...(refusal.errors ? { errors: refusal.errors } : {}) } } },
      };
      operation.responses![status] = { $ref: `#/components/responses/${refusal.name}` };
    }
  }
  document.components = { ...document.components, responses: { ...document.components?.responses, ...shared } };
  return document;
}

/**
 * Every fixed-length list (a zod tuple, which JSON Schema 2020-12 writes as `prefixItems` with `items: false`) as
 * a list of its item schema with its length: validators that read the document's schemas as draft-07 (Prism's
 * validating proxy, as it reads any document that names no `jsonSchemaDialect`) and OpenAPI 3.0 tools know no
 * `prefixItems`, and there `items: false` refuses every item, so a real reply broke the document. The positions
 * keep their meaning in the description; items of different schemas become one of them each (`anyOf`).
 */
export function withPortableTuples<T>(document: T): T {
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (typeof node !== 'object' || node === null) return;
    const schema = node as Record<string, unknown>;
    if (schema.type === 'array' && Array.isArray(schema.prefixItems)) {
      const distinct = [...new Map(schema.prefixItems.map((item) => [JSON.stringify(item), item])).values()];
      schema.items = distinct.length === 1 ? distinct[0] : { anyOf: distinct };
      delete schema.prefixItems;
    }
    Object.values(schema).forEach(visit);
  };
  visit(document);
  return document;
}

/** The 200 reply of the main list calls with the realistic example their route declares (server/http/replyExamples.ts). */
function withReplyExamples(document: OpenApiDocument, examples: ReadonlyMap<string, unknown>) {
  for (const [operation, example] of examples) {
    const [method, path] = operation.split(' ');
    const json = document.paths?.[path]?.[method.toLowerCase()]?.responses?.['200']?.content?.['application/json'];
    if (json) json.example = example;
  }
  return document;
}

/**
 * The input twin (`NameInput`) that the type provider makes of every named schema, left out where no operation
 * takes it: the named schemas are replies, so most twins describe nothing a call accepts (Redocly's
 * no-unused-components). Repeated until none is left, since a dropped twin may have been a twin's only user.
 */
function withoutUnusedInputs(document: OpenApiDocument) {
  const schemas = document.components?.schemas ?? {};
  for (;;) {
    // A recursive twin (JsonValueInput, ScreenConditionInput) names itself: only a use from elsewhere counts.
    const usedElsewhere = (name: string) =>
      JSON.stringify({ ...document, components: { ...document.components, schemas: { ...schemas, [name]: null } } }).includes(`"#/components/schemas/${name}"`);
    const unused = Object.keys(schemas).filter((name) => name.endsWith('Input') && !usedElsewhere(name));
    if (unused.length === 0) return document;
    for (const name of unused) delete schemas[name];
  }
}

/**
 * The named schemas in the order of their names: zod's registry lists them in the order their modules were first
 * imported, which depends on what a process loaded before, and the same server must serve the same document
 * (a client generated from it is compared line by line).
 */
function withSortedSchemas(document: OpenApiDocument) {
  const schemas = document.components?.schemas;
  if (schemas) document.components!.schemas = Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return document;
}

/** The document itself, as far as a reader relies on it: an OpenAPI 3.1 document. */
const openApiDocumentSchema = z.looseObject({ openapi: z.literal('3.1.0'), info: z.looseObject({ title: z.string(), version: z.string() }), paths: z.record(z.string(), z.unknown()) });

/** `GET {API_BASE}/openapi.json`: the document (public, like the contract it is). */
export function openApiRoute(api: FastifyInstance) {
  api.get('/openapi.json', { schema: { hide: true, response: { 200: openApiDocumentSchema } } as FastifySchema, config: { public: true } }, async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').send(api.swagger()),
  );
}
