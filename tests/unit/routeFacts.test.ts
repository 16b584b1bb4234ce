// @vitest-environment node
import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { op } from '../../server/http/operations';
import { requireRouteFacts } from '../../server/http/routeFacts';

/**
 * A route's facts are declared in its own options (docs/architecture.md#a-routes-facts), and a route that leaves out
 * what it must declare stops the server at start, naming the route: the same hooks buildApp installs, on a bare
 * Fastify with a public scope and a signed-in one under the API base, as the server has them.
 */
const BASE = '/api';
const operation = op('doThing', 'Does a thing', 'session');

async function server(register: (scopes: { api: FastifyInstance; secured: FastifyInstance }) => void) {
  const app = Fastify();
  const facts = requireRouteFacts(app, { apiBase: BASE, probePaths: ['/healthz'] });
  await app.register(
    async (api) => {
      await api.register(async (secured) => {
        facts.holdSignInScope(secured);
        register({ api, secured });
      });
    },
    { prefix: BASE },
  );
  return app;
}

const starts = async (register: Parameters<typeof server>[0]) => {
  const app = await server(register);
  try {
    await app.ready();
    return 'started';
  } finally {
    await app.close();
  }
};

describe('a route that leaves out its facts', () => {
  it('starts when every route declares what it must', async () => {
    await expect(
      starts(({ api, secured }) => {
        api.post('/login', { config: { operation, public: 'client' } }, async () => 'ok');
        api.get('/openapi.json', { schema: { hide: true }, config: { public: true } }, async () => 'ok');
        secured.get('/things', { config: { operation } }, async () => 'ok');
        secured.post('/things/search', { config: { operation, readOnly: true } }, async () => 'ok');
        secured.put('/things', { config: { operation, audit: { entity: 'menu', action: 'update' } } }, async () => 'ok');
      }),
    ).resolves.toBe('started');
  });

  it('stops the start when a route the document shows declares no operation', async () => {
    await expect(starts(({ secured }) => secured.get('/things', async () => 'ok'))).rejects.toThrow('GET /things declares no operation');
  });

  it('stops the start when a write of the signed-in scope says neither what it records nor that it only reads', async () => {
    await expect(starts(({ secured }) => secured.delete('/things/:id', { config: { operation } }, async () => 'ok'))).rejects.toThrow(
      'DELETE /things/:id can change stored data but declares neither what it records',
    );
  });

  it('stops the start when a signed-in route is declared public', async () => {
    await expect(starts(({ secured }) => secured.get('/things', { config: { operation, public: true } }, async () => 'ok'))).rejects.toThrow(
      'GET /things is declared public but is registered in the signed-in scope',
    );
  });

  it('stops the start when a route outside the signed-in scope does not declare itself public', async () => {
    await expect(starts(({ api }) => api.get('/open', { config: { operation } }, async () => 'ok'))).rejects.toThrow(
      'outside the signed-in scope but not declared public (public: true): GET /open',
    );
  });
});
