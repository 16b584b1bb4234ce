import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../config';
import { PROBE_PATHS } from '../../schemas/health';
import { PUBLIC_API_ROUTES } from './publicRoutes';

/**
 * The API's contract, OpenAPI 3.1 at `{API_BASE}/openapi.json` (issue 14, item 6): every route declares its
 * zod schemas (`schema: { params, querystring, body }`), which the zod type provider both validates requests
 * with and turns into the document, so the document cannot drift from what the server accepts. The envelope,
 * paging, sign-in and tenant conventions of DESIGN.md section 3 are added here, once for every route.
 */

/**
 * The conventions' schemas, named as components in zod's global registry (fastify-type-provider-zod makes
 * `$ref`s to schemas registered there with an id, and reads descriptions from it).
 */
const failure = z.looseObject({
  code: z.literal(1),
  msg: z.string().describe('What went wrong, in the language of Accept-Language (zh by default)'),
  data: z.null(),
  errors: z.record(z.string(), z.string()).optional().describe('On a validation failure: the message of each failing field, by field path'),
});
z.globalRegistry.add(failure, { id: 'Failure', description: 'Every refusal, whatever its HTTP status: code 1 and a message' });

const page = z.object({
  records: z.array(z.unknown()),
  total: z.int().min(0).describe('Rows matching the search, on every page'),
  current: z.int().min(1).describe('The 1-based page number asked for'),
  size: z.int().min(1).describe('Rows per page asked for'),
});
z.globalRegistry.add(page, { id: 'Page', description: 'A page of a list: ask with `current` (1-based) and `size`' });

const success = (data: z.ZodType) =>
  z.looseObject({
    code: z.literal(0),
    msg: z.string().nullable().describe('null, or the success message to show (e.g. an export that started)'),
    data,
  });

const tenantHeader = z.object({
  'TENANT-ID': z
    .string()
    .regex(/^\d{1,15}$/)
    .optional()
    .describe("The tenant the call acts on; the user's own when absent. Another tenant is refused (403) unless the user is an operations user"),
});

/** Token calls authenticate the client with Basic credentials; the other public calls need nothing. */
const CLIENT_ROUTES = new Set(['POST /auth/oauth/token', 'POST /auth/mobile/token/sms', 'POST /auth/mobile/token/social', 'POST /admin/v1/social/bind/login']);
const PUBLIC = new Set<string>(PUBLIC_API_ROUTES);

/** The field names of an object schema, through the pipes of preprocessing and transforms. */
function fieldsOf(schema: unknown): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodPipe) return [...fieldsOf(schema.in), ...fieldsOf(schema.out)];
  return [];
}

/** DESIGN.md section 3: a list asks for `current` (or `page`) and `size` and answers a page. */
function isPaged(schema: FastifySchema): boolean {
  const fields = [...fieldsOf(schema.querystring), ...fieldsOf(schema.body)];
  return fields.includes('size') && (fields.includes('current') || fields.includes('page'));
}

const DESCRIPTION = `The reference API of the Atrium console (SPEC.md section 7).

Every answer is the envelope \`{ code, msg, data }\`: success is HTTP 200 with \`code: 0\`; every refusal has \`code: 1\`, \`msg\` in the language of the Accept-Language header (Chinese by default) and, on a validation failure, \`errors\` with the message of each field. Lists take \`current\` (1-based) and \`size\` and answer \`data.records\` and \`data.total\`.

Signed-in calls carry \`Authorization: Bearer <access_token>\` and \`TENANT-ID\`. Ids are positive integers written in digits; choices are their exact values; dates are \`yyyy-MM-dd\` or \`yyyy-MM-dd HH:mm:ss\`. Exports take the list's filters in the body or the query string; a user has at most 3 exports and imports running or queued (HTTP 429 beyond).`;

/** Validation by the routes' zod schemas, and the document built from them. Call before any route is added. */
export async function registerOpenApi(app: FastifyInstance, config: AppConfig) {
  app.setValidatorCompiler(validatorCompiler);
  const zodToJsonConfig = { unrepresentable: 'any' as const };
  const fromZod = createJsonSchemaTransform({ zodToJsonConfig });
  const base = config.apiBase;

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Atrium API', version: '2.0.0', description: DESCRIPTION },
      servers: [{ url: base }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'The access_token of a sign-in' },
          client: { type: 'http', scheme: 'basic', description: 'The client credentials (OAUTH_CLIENT) of the token calls' },
        },
      },
    },
    transform(document) {
      const { url, route } = document;
      const schema = (document.schema ?? {}) as FastifySchema & { hide?: boolean };
      // The health probes sit at the root, outside the API base and the envelope: shown with their own replies
      // and a server of their own (the instance's root, relative to this document).
      if (PROBE_PATHS.includes(url) && !schema.hide) {
        const probe = { ...schema, tags: ['probes'], security: [], servers: [{ url: '/', description: 'The instance itself, outside the API base' }] };
        return fromZod({ ...document, schema: probe });
      }
      if (schema.hide || (url !== base && !url.startsWith(`${base}/`))) return { schema: { hide: true } as FastifySchema, url };
      const relative = `${[route.method].flat()[0]} ${url.slice(base.length)}`;
      const signedIn = !PUBLIC.has(relative);
      const withConventions = {
        ...schema,
        tags: [url.slice(base.length).split('/')[1] ?? ''],
        security: signedIn ? [{ bearer: [] }] : CLIENT_ROUTES.has(relative) ? [{ client: [] }] : [],
        ...(signedIn && !schema.headers ? { headers: tenantHeader } : {}),
        // The token calls take the console's form-encoded body as well as JSON (@fastify/formbody).
        ...(CLIENT_ROUTES.has(relative) ? { consumes: ['application/x-www-form-urlencoded', 'application/json'] } : {}),
        response: {
          200: success(isPaged(schema) ? page : z.unknown()).describe('Done: code 0 and the data'),
          '4XX': failure,
          500: failure,
        },
      };
      return fromZod({ ...document, schema: withConventions });
    },
    transformObject: createJsonSchemaTransformObject({ zodToJsonConfig }),
  });
}

/** `GET {API_BASE}/openapi.json`: the document (public, like the contract it is). */
export function openApiRoute(api: FastifyInstance) {
  api.get('/openapi.json', { schema: { hide: true } as FastifySchema }, async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').send(api.swagger()),
  );
}
