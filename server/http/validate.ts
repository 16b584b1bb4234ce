import type { z } from 'zod';
import type { FieldErrors } from '../../schemas/envelope';
import { ApiError } from './envelope';

/**
 * Validates any input (body, query, params) against a shared schema. A failure becomes HTTP 400 with the
 * schema's first message in `msg` and one message per field in `errors`, so forms show them under the field.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) {
    // PostgreSQL text cannot hold NUL; refuse it here rather than fail in the database.
    const bad = findNul(result.data, []);
    if (bad) throw new ApiError(400, '参数包含非法字符', { [bad.join('.') || '_']: '参数包含非法字符' });
    return result.data;
  }
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    if (!(key in errors)) errors[key] = issue.message;
  }
  const first = result.error.issues[0]?.message ?? '参数错误';
  throw new ApiError(400, first, errors);
}

function findNul(value: unknown, path: string[]): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = findNul(item, [...path, String(i)]);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = findNul(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}
