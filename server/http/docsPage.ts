import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { binaryReply } from '../../schemas/reply';

/**
 * The API's reference page at `{API_BASE}/docs` (docs/api.md#the-openapi-document): Swagger UI rendering the same
 * document as `{API_BASE}/openapi.json`, its scripts and styles served from our own dependency
 * (@fastify/swagger-ui), so the page names no outside address and satisfies the CSP every reply carries
 * (scripts from this origin only; the validator badge, which would call out, stays off). Public, like the
 * document, and left out of the document itself: the plugin adds its routes, so this scope gives each its facts
 * (docs/architecture.md#a-routes-facts) and its reply.
 */
export const DOCS_PREFIX = '/docs';

/** What each of the page's routes answers, so the API tests' reply check holds them too. */
const DOCS_REPLIES: Record<string, FastifySchema['response']> = {
  '': { 200: binaryReply(['text/html'], 'The reference page') },
  '/static/index.html': { 302: binaryReply(['text/plain'], 'Sends the browser to the page'), 200: binaryReply(['text/html'], 'The reference page, where the browser is sent') },
  '/static/swagger-initializer.js': { 200: binaryReply(['application/javascript'], "The page's start script") },
  '/json': { 200: binaryReply(['application/json'], 'The document, as the page reads it') },
  '/yaml': { 200: binaryReply(['application/x-yaml'], 'The document in YAML') },
  '/static/*': {
    200: binaryReply(['application/javascript', 'text/css', 'image/png', 'image/svg+xml', 'text/html'], "Swagger UI's own scripts, styles and images"),
    404: binaryReply(['application/json'], 'No such file of the page'),
  },
};

export async function docsPage(api: FastifyInstance) {
  await api.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      const response = DOCS_REPLIES[route.url.slice(api.prefix.length + DOCS_PREFIX.length).replace(/^\/$/, '')];
      if (response) route.schema = { ...route.schema, response };
      route.config = { ...route.config, public: true };
    });
    // Swagger UI sends its static index.html to the page by rewriting the request's URL, which loops on itself
    // when a query string follows; the page's address is known, so the browser goes there.
    const page = `${api.prefix}${DOCS_PREFIX}`;
    scope.addHook('onRequest', async (request, reply) => {
      if (request.routeOptions.url === `${page}/static/index.html`) return reply.redirect(page);
    });
    await scope.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      // The page's links name the files under the API base, where this scope serves them.
      indexPrefix: api.prefix,
      uiConfig: { deepLinking: true, docExpansion: 'none', defaultModelsExpandDepth: 0, persistAuthorization: false },
      theme: { title: 'Atrium API reference' },
    });
  });
}
