import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a load balancer's request id may look like to be taken over: short, and nothing a log could misread. */
const ACCEPTABLE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify's `genReqId`: a random id per request (Fastify's own counter repeats on every instance and after every
 * restart), or, behind a trusted proxy (TRUST_PROXY), the balancer's `x-request-id` so one id follows the request
 * through both logs. Without TRUST_PROXY the caller's header is ignored, as every forwarded header is.
 */
export function requestIdGenerator(trustProxy: boolean) {
  return (request: IncomingMessage): string => {
    const offered = request.headers[REQUEST_ID_HEADER];
    if (trustProxy && typeof offered === 'string' && ACCEPTABLE_ID.test(offered)) return offered;
    return randomUUID();
  };
}

/** Every reply carries its request id, so a caller can quote it and an operator find its log lines. */
export function registerRequestIdHeader(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
