import type { FastifyRequest } from 'fastify';
import { withoutEmptyValues } from '../../schemas/input';

/** What each such request sent, query and body together, before its schema read it. */
const sent = new WeakMap<FastifyRequest, Record<string, unknown>>();

/**
 * preValidation of the calls that take their fields in the query string or the body alike (exports take the
 * list's filters either way, docs/product.md#calls): the query's fields join the body, the body's winning, and the
 * route's body schema reads them together. A body that is not an object is left as it is, for the schema to refuse.
 */
export async function mergeQueryIntoBody(request: FastifyRequest) {
  const body = request.body === undefined ? {} : request.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  const merged = { ...(withoutEmptyValues(request.query) as Record<string, unknown>), ...(body as Record<string, unknown>) };
  sent.set(request, merged);
  request.body = merged;
}

/** The fields a request sent (as mergeQueryIntoBody joined them), for a task to record what was asked. */
export const sentFieldsOf = (request: FastifyRequest): Record<string, unknown> => sent.get(request) ?? {};
