import { evaluate } from '@resources/evaluate';
import type { Dynamic, DynamicScope, ScopePart } from '@resources/define';

/** A declaration's function, whatever arguments its property gives it (`args` below passes them on as they are). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- every property has parameters of its own, and with `never[]` TypeScript no longer infers T from a property declared as data
type Returning<T> = (...args: any[]) => T;

/**
 * How the engine reads a declaration's dynamic values (docs/screens.md#dynamic-values): every
 * property that may be a function, a condition or template as data, or a named function goes through here to
 * the one evaluator, with what a function is given (`args`) and the scope data reads.
 */
export function dynamic<T>(value: Dynamic<Returning<T>> | undefined, at: string, args: readonly unknown[], scope: DynamicScope, subject?: ScopePart): T | undefined {
  return evaluate<T | undefined>(value, { args, scope, subject, at });
}

/** The scope of a callback given a record and the page's context (its route query, its header record, the form's values). */
export const scopeOf = (record: unknown, ctx?: { query?: unknown; header?: Record<string, unknown>; values?: Record<string, unknown> }): DynamicScope => ({
  record: (record ?? undefined) as Record<string, unknown> | undefined,
  values: ctx?.values,
  query: ctx?.query as Record<string, unknown> | undefined,
  header: ctx?.header,
});

const DATA_KEYS = ['logic', 'template', 'if'];

/**
 * A property that is either a plain object of its own (a plug-in's props) or a dynamic value: its function,
 * `{ logic }`, `{ template }` or `{ if, then }` is evaluated, any other object is taken as it is.
 */
export function plainOr<T extends Record<string, unknown>>(value: T | Dynamic<Returning<T>> | undefined, at: string, args: readonly unknown[], scope: DynamicScope): T | undefined {
  const isDynamic = typeof value === 'function' || (typeof value === 'object' && value !== null && DATA_KEYS.some((k) => k in value));
  return isDynamic ? dynamic<T>(value as Dynamic<Returning<T>>, at, args, scope, 'values') : (value as T | undefined);
}
