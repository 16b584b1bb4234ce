import type { LogicName } from '../logic';

/**
 * A dynamic value of a declaration (docs/screens.md#screens-built-at-run-time): whether an action shows, what a call
 * sends, whether a field is required... Each may be written three ways, and the engine reads all three through
 * one evaluator (resources/evaluate.ts):
 * - a TypeScript function, given what the property always gave it (the record and the context, the values...);
 * - data: a condition (a closed set of operators) where the answer is yes or no, else a template or a choice,
 *   each over one scope `{ record, values, query, header }`;
 * - `{ logic: name }`: a function registered by name in resources/logic.ts, given what a function is given.
 */

/** What data reads: the row (or the record edited), the form's values, the page's route query, its header record. */
export interface DynamicScope {
  record?: Record<string, unknown>;
  values?: Record<string, unknown>;
  query?: Record<string, unknown>;
  header?: Record<string, unknown>;
}

export type ScopePart = keyof DynamicScope;

/** The operators of a condition; `empty` is undefined, null, '' or an empty list. */
export const CONDITION_OPERATORS = ['eq', 'ne', 'in', 'notIn', 'gt', 'gte', 'lt', 'lte', 'empty', 'notEmpty', 'contains'] as const;
export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];

/**
 * One field compared: `field` is a path (`a.b`) in the call site's subject (the row for row actions and
 * columns, the values for form fields) unless `from` names another part of the scope. Numbers and their
 * decimal text are equal (a select may hold either).
 */
export interface FieldCondition {
  field: string;
  op: ConditionOperator;
  value?: unknown;
  from?: ScopePart;
}

/** A condition written as data (as NocoBase's linkage rules): a field compared, or all / any / not of others. */
export type Condition = FieldCondition | { all: Condition[] } | { any: Condition[] } | { not: Condition };

/**
 * A value built from the scope (as amis maps `${...}`): any JSON where a string that is exactly `${part.path}`
 * becomes the value found there, and `${...}` inside longer text becomes that value as text.
 */
export interface Template {
  template: unknown;
}

/** One of two templates (`then`, `else`; default null), as a condition holds. */
export interface Choice {
  if: Condition;
  then: unknown;
  else?: unknown;
}

/** A named function (resources/logic.ts), given what a function of the property is given. */
export interface LogicRef {
  logic: LogicName;
}

type AnyFn = (...args: never[]) => unknown;

/** What data may stand for a function: a condition where it answers yes or no, else a template or a choice. */
export type DataFor<T> = [T] extends [boolean] ? Condition : Template | Choice;

/** A property that is a function today: the function, its data, or a named function. */
export type Dynamic<F extends AnyFn> = F | DataFor<ReturnType<F>> | LogicRef;
