import type { FieldErrors } from '../../schemas/envelope';
import { INPUT_MSG } from '../../schemas/input';
import { ApiError } from './envelope';

/** One failed check of an input, as zod reports it (or as the zod type provider passes it on). */
export interface InputIssue {
  path: readonly PropertyKey[];
  message: string;
  code?: string;
  expected?: unknown;
}

/** Field keys are schema paths; a long one is cut so no reply carries more than a short key. */
const MAX_KEY = 100;

/** zod's own text for a value of the wrong type, used where a schema names no message of its own. */
const isZodDefault = (message: string) => message.startsWith('Invalid input');

/**
 * The refusal of an input: HTTP 400 with the first message in `msg` and one message per field in `errors`,
 * so forms show them under the field. A body of the wrong kind (null, a bare value, a list for an object)
 * whose schema has no message for it gets one plain message instead of zod's.
 */
export function inputFailure(issues: readonly InputIssue[]): ApiError {
  const errors: FieldErrors = {};
  let first: string | undefined;
  for (const issue of issues) {
    const whole = issue.path.length === 0;
    const message = whole && issue.code === 'invalid_type' && isZodDefault(issue.message) ? (issue.expected === 'array' ? INPUT_MSG.list : INPUT_MSG.object) : issue.message;
    const key = whole ? '_' : issue.path.map(String).join('.').slice(0, MAX_KEY);
    first ??= message;
    if (!(key in errors)) errors[key] = message;
  }
  return new ApiError(400, first ?? INPUT_MSG.object, errors);
}
