import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsPlugin from 'ajv-formats';
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import type { FastifyInstance } from 'fastify';
import type { ReceivedReply } from './replyCheck';

/**
 * The published document's check of every reply the API tests receive: the reply is held to the document the
 * server serves at `{API_BASE}/openapi.json`, the way Prism's validating proxy holds a real server's replies to
 * it (`prism proxy`): the operation by method and path, the response by status (the exact code, then a range
 * such as `4XX`, then `default`), the media type among the response's, and a JSON body against the response's
 * schema with Ajv as Prism runs it. Prism reads the schemas of a document that names no `jsonSchemaDialect` as
 * JSON Schema draft-07 (Ajv's default), with ajv-formats, every error, union types and no type coercion of a
 * reply; so does this check. A reply that would break the document under the proxy fails the test that got it.
 *
 * The zod check of replyCheck.ts holds a reply to the route's own schema; this one to what a client of the
 * document reads, after the document's conversions (tuples, shared refusals, named components).
 */
type Operation = { servers?: { url: string }[]; responses?: Record<string, Response> };
type Response = { $ref?: string; content?: Record<string, { schema?: unknown }> };
type OpenApiDocument = {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components?: { responses?: Record<string, Response> };
};

const DOCUMENT_ID = 'atrium-openapi.json';
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
const addFormats = addFormatsPlugin as unknown as (ajv: Ajv) => Ajv;

/** A JSON pointer to `segments`, written as a URI fragment. */
const pointer = (segments: string[]) => segments.map((s) => encodeURIComponent(s.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/');

/** The response Prism picks for a status: the exact code, then the range with the fewest X, then `default`. */
export function responseFor(responses: Record<string, unknown>, status: number): string | undefined {
  return Object.keys(responses)
    .filter((code) => code === 'default' || new RegExp(`^${code.replace(/X/g, '\\d')}$`).test(String(status)))
    .sort((a, b) => (a === 'default' ? 1 : b === 'default' ? -1 : a.split('X').length - b.split('X').length))[0];
}

export function contractChecker(document: OpenApiDocument) {
  const ajv = new Ajv({ allErrors: true, allowUnionTypes: true, allowMatchingProperties: true, strict: false, coerceTypes: false, validateSchema: false, logger: false });
  addFormats(ajv);
  ajv.addSchema(document as object, DOCUMENT_ID);
  const router = FindMyWay({ maxParamLength: 200 });
  const base = document.servers?.[0]?.url ?? '';
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const server = (operation.servers?.[0]?.url ?? base).replace(/\/$/, '');
      router.on(method.toUpperCase() as HTTPMethod, `${server}${path.replace(/\{([^}]+)\}/g, ':$1')}`, () => {}, { path, method });
    }
  }
  const validators = new Map<string, ValidateFunction>();
  const validatorAt = (segments: string[]) => {
    const key = pointer(segments);
    let validate = validators.get(key);
    if (!validate) {
      validate = ajv.compile({ $ref: `${DOCUMENT_ID}#/${key}` });
      validators.set(key, validate);
    }
    return validate;
  };

  /** Throws what Prism would report as a violation of the document by this reply. */
  return function checkContract(reply: ReceivedReply & { body: unknown }): void {
    if (reply.status === 101) return;
    const found = router.find(reply.method as HTTPMethod, reply.url.pathname);
    // Outside the document (the console's files, a route the document hides): Prism answers those itself.
    if (!found) return;
    const { path, method } = found.store as { path: string; method: string };
    const label = `${reply.method} ${path} answered ${reply.status}`;
    const responses = document.paths[path][method].responses ?? {};
    const code = responseFor(responses, reply.status);
    if (!code) throw new Error(`${label}: the document declares no response for it (${Object.keys(responses).join(', ')})`);
    let segments = ['paths', path, method, 'responses', code];
    let response = responses[code];
    if (response.$ref) {
      const name = response.$ref.replace('#/components/responses/', '');
      segments = ['components', 'responses', name];
      response = document.components?.responses?.[name] ?? {};
    }
    const declared = Object.keys(response.content ?? {});
    if (declared.length === 0) return;
    const mediaType = (reply.headers.get('content-type') ?? '').split(';')[0].trim();
    if (!declared.includes(mediaType)) throw new Error(`${label} as ${mediaType || 'no media type'}; the document declares ${declared.join(', ')}`);
    if (mediaType !== 'application/json' || !response.content?.[mediaType]?.schema) return;
    const validate = validatorAt([...segments, 'content', mediaType, 'schema']);
    if (!validate(reply.body)) {
      const errors = (validate.errors ?? []).map((e) => `  ${e.instancePath || '(body)'} ${e.message}${'additionalProperty' in e.params ? `: ${e.params.additionalProperty}` : ''}`);
      throw new Error(`${label} with a reply the published document refuses:\n${errors.join('\n')}\n${reply.text.slice(0, 600)}`);
    }
  };
}

/**
 * The check of one test server, made when its first reply comes: the document is the one the server serves, taken
 * once per worker for the same routes (a test file's server answers as the last one did), since building the
 * document takes a second or two of the worker's time.
 */
const checkers = new Map<string, Promise<ReturnType<typeof contractChecker>>>();

export function serverContract(app: FastifyInstance, config: { apiBase: string; encryptReplies: boolean }) {
  const { apiBase } = config;
  // What the document depends on: the routes, and whether personal data goes out encrypted.
  const routes = `${apiBase} ${config.encryptReplies} ${app.routeTable.map((r) => `${r.method} ${r.url}`).join(' ')}`;
  return async (reply: ReceivedReply & { body: unknown }) => {
    let checker = checkers.get(routes);
    if (!checker) {
      checker = app.inject({ method: 'GET', url: `${apiBase}/openapi.json` }).then((res) => contractChecker(res.json() as OpenApiDocument));
      checkers.set(routes, checker);
    }
    (await checker)(reply);
  };
}
