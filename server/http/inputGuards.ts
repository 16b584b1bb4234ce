import type { FastifyInstance } from 'fastify';
import { INPUT_MSG, withoutEmptyValues } from '../../schemas/input';
import { ApiError } from './envelope';

/** Whether a value holds a NUL character anywhere, in a key or a text (PostgreSQL text cannot hold one). */
export function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || !value || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => holdsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || holdsNul(item, depth + 1));
}

/**
 * Before any route's schema reads its input: empty query values mean "not given" (cleared filters,
 * `?parentId=`, as the console sends them), a NUL character anywhere is refused, and a route that takes a
 * body but got none reads it as `{}` (so a form's own messages say what is missing).
 */
export function registerInputGuards(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    request.query = withoutEmptyValues(request.query);
    if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) {
      throw new ApiError(400, INPUT_MSG.nul);
    }
    if (request.body === undefined && request.routeOptions.schema?.body !== undefined) request.body = {};
  });
}
