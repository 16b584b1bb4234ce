import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { fail } from '../http/envelope';
import { languageOf } from '../http/language';
import type { Metrics } from '../metrics/registry';

const REFUSED = {
  missing: { zh: '需要指标令牌', en: 'A metrics token is required' },
  wrong: { zh: '指标令牌不正确', en: 'The metrics token is not valid' },
};

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * GET /metrics beside the probes (outside the API base), in Prometheus' text format, for a scraper holding
 * METRICS_TOKEN as a bearer token: 401 without a token, 403 with another one, both in the envelope.
 * Registered only when METRICS_TOKEN is set; otherwise the path is as unknown as any other.
 */
export async function metricsRoute(app: FastifyInstance, metrics: Metrics, token: string) {
  app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
    const header = request.headers.authorization;
    const given = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : null;
    const language = languageOf(request.headers);
    if (!given) return reply.status(401).header('WWW-Authenticate', 'Bearer').send(fail(REFUSED.missing[language]));
    if (!sameToken(given, token)) return reply.status(403).send(fail(REFUSED.wrong[language]));
    const text = await metrics.registry.metrics();
    return reply.header('Content-Type', metrics.registry.contentType).header('Cache-Control', 'no-store').send(text);
  });
}
