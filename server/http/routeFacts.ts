import type { FastifyInstance, RouteOptions } from 'fastify';
import type { AuditedRoute } from '../audit/entry';
import type { OperationText } from './operations';

/**
 * What a route says about itself beside its schemas (docs/architecture.md#a-routes-facts), declared in its own
 * options as `config`, so that a new route is one edit:
 *
 *   app.post(`${BASE}/enable`, { schema: {...}, config: { operation: op('enableAccountType', 'Enable an account type', 'accountTypes'), audit: { entity: 'accountType', action: 'enable' } } }, ...)
 *
 * The OpenAPI document reads its operation, public and example facts (server/http/openapi.ts), the audit trail its
 * audit fact (server/audit/trail.ts), the sign-in check its whileTemporary fact (server/http/auth.ts), the reply
 * encryption its personalData fact (server/http/security.ts), and the tests walk them on the route table
 * (`app.routeTable`). A route that leaves out what it must declare stops the server at start, naming it.
 */
export interface RouteFacts {
  /** Its operation in the OpenAPI document: required of every route the document shows. */
  operation?: OperationText;
  /** A route of the signed-in scope that can change stored data: what its calls are recorded as. */
  audit?: AuditedRoute;
  /** A POST (PUT, DELETE) of the signed-in scope that only reads: a search whose filters travel in the body. */
  readOnly?: true;
  /**
   * Answers without a signed-in user, registered outside the signed-in scope; `'client'`: a token call, which
   * authenticates the client with Basic credentials instead.
   */
  public?: true | 'client';
  /** A realistic reply, shown as the example of its 200 reply in the document (held to the reply schema by a test). */
  example?: unknown;
  /** Answers a user who still holds a temporary password (their own info, the password change). */
  whileTemporary?: true;
  /** The reply carries personal data: encrypted (the encrypt header) when ENCRYPT_REPLIES is on. */
  personalData?: boolean;
}

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: Fastify's route config takes the facts' fields as its own
  interface FastifyContextConfig extends RouteFacts {}
}

/** Where the facts are explained, named in every refusal to start. */
const SEE = 'docs/architecture.md#a-routes-facts';

/** A route as a refusal to start names it: `METHOD path` under the API base. */
const routeKey = (method: string, url: string, apiBase: string) => `${method} ${url.startsWith(apiBase) ? url.slice(apiBase.length) : url}`;

const methodsOf = (route: RouteOptions) => [route.method].flat().filter((method) => method !== 'HEAD');

/**
 * Holds every route to its facts as it is added (docs/architecture.md#a-routes-facts). Call on the root instance
 * before any route or scope is added, and call what it answers with the signed-in scope before that scope's routes.
 *
 * - A route the OpenAPI document shows (under the API base or a probe, not hidden) declares its operation.
 * - In the signed-in scope, no route is public, and each route that can change stored data (any method but GET)
 *   says what its calls are recorded as (`audit`) or that it only reads (`readOnly`).
 * - At start, every other route under the API base says it is public: registration and declaration agree, so the
 *   route walks of the tests and the document's security read one truth.
 */
export function requireRouteFacts(app: FastifyInstance, options: { apiBase: string; probePaths: readonly string[] }) {
  const { apiBase } = options;
  const underBase: { key: string; route: RouteOptions }[] = [];
  const signedIn = new Set<string>();
  app.addHook('onRoute', (route) => {
    const documented = route.url.startsWith(`${apiBase}/`) || options.probePaths.includes(route.url);
    const hidden = (route.schema as { hide?: boolean } | undefined)?.hide === true;
    for (const method of methodsOf(route)) {
      if (documented && !hidden && !route.config?.operation) {
        throw new Error(`${routeKey(method, route.url, apiBase)} declares no operation: give it config: { operation: op('operationId', 'Summary', 'tag') } (${SEE})`);
      }
      if (route.url.startsWith(`${apiBase}/`)) underBase.push({ key: `${method} ${route.url}`, route });
    }
  });
  app.addHook('onReady', async () => {
    const undeclared = underBase.filter(({ key, route }) => !signedIn.has(key) && !route.config?.public).map(({ key }) => key.replace(` ${apiBase}`, ' '));
    if (undeclared.length > 0) throw new Error(`outside the signed-in scope but not declared public (public: true): ${undeclared.join(', ')} (${SEE})`);
  });
  return {
    /** The signed-in scope's side: call with that scope before its routes are added. */
    holdSignInScope(secured: FastifyInstance) {
      secured.addHook('onRoute', (route) => {
        for (const method of methodsOf(route)) {
          const key = routeKey(method, route.url, apiBase);
          if (route.config?.public) throw new Error(`${key} is declared public but is registered in the signed-in scope (${SEE})`);
          if (method !== 'GET' && !route.config?.audit && !route.config?.readOnly) {
            throw new Error(`${key} can change stored data but declares neither what it records (audit: { entity, action }) nor that it only reads (readOnly: true) (${SEE})`);
          }
          signedIn.add(`${method} ${route.url}`);
        }
      });
    },
  };
}
