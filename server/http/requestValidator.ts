import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';

/**
 * The route schemas' validation of every request input (docs/security.md#input), refusing a value of the wrong kind
 * with its field's message even where zod would throw instead (docs/product.md#errors-and-messages: bad input is refused, never a 500).
 *
 * zod measures a string's or list's length on any value that has a `length`, even after it refused the value as
 * neither: `{ "tenantId": { "length": { "toString": 0 } } }` makes that comparison throw. Such an input is checked
 * once more with those `length`s taken out, which leaves the value as wrong as it was and the refusal zod's own.
 */
export const requestValidator: FastifySchemaCompiler<unknown> = (route) => {
  const validate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
  return (data) => {
    try {
      return validate(data);
    } catch (error) {
      if (!(error instanceof TypeError)) throw error;
      return validate(withoutUnmeasurableLengths(data));
    }
  };
};

/** A copy of parsed JSON in which no object holds a `length` that is itself an object or a list. */
export function withoutUnmeasurableLengths(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutUnmeasurableLengths);
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (key === 'length' && inner !== null && typeof inner === 'object') continue;
    copy[key] = withoutUnmeasurableLengths(inner);
  }
  return copy;
}
