import { logic } from './logic';
import { CONDITION_OPERATORS, type Condition, type ConditionOperator, type DynamicScope, type ScopePart } from './vocabulary/dynamic';

/**
 * The one evaluator of a declaration's dynamic values (resources/vocabulary/dynamic.ts): every place the engine
 * reads a property that may be a function calls `evaluate`, so data works wherever a function does. Bad data
 * (an unknown operator, a path outside the scope, a name not registered) is refused with a DynamicValueError
 * naming the property and the part at fault, never a wrong answer.
 */

export class DynamicValueError extends Error {
  constructor(at: string, problem: string) {
    super(`${at}: ${problem}`);
    this.name = 'DynamicValueError';
  }
}

export interface DynamicCall {
  /** What a function of the property is given. */
  args: readonly unknown[];
  /** What data reads. */
  scope: DynamicScope;
  /** The part a condition's field is read from unless it says `from`; default the record. */
  subject?: ScopePart;
  /** The property, for messages (`actions.enable.visible`). */
  at: string;
}

const PARTS: readonly ScopePart[] = ['record', 'values', 'query', 'header'];
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const describe = (v: unknown) => JSON.stringify(v) ?? String(v);

/** The value at a dotted path of an object (undefined where a step is missing). */
const pathValue = (root: unknown, path: string): unknown => path.split('.').reduce<unknown>((v, step) => (isObject(v) ? v[step] : undefined), root);

const numeric = (v: unknown): number | undefined => (typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : undefined);

/** Equal, with numbers and their decimal text taken as one. */
const same = (a: unknown, b: unknown): boolean => {
  if (a === b) return true;
  if (typeof a === typeof b) return false;
  const [x, y] = [numeric(a), numeric(b)];
  return x !== undefined && x === y;
};

const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

const order = (a: unknown, b: unknown): number | undefined => {
  const [x, y] = [numeric(a), numeric(b)];
  if (x !== undefined && y !== undefined) return x - y;
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  return undefined;
};

const listOf = (value: unknown, op: ConditionOperator, at: string): unknown[] => {
  if (!Array.isArray(value)) throw new DynamicValueError(at, `operator "${op}" needs a list as its value, got ${describe(value)}`);
  return value;
};

const compare = (op: ConditionOperator, actual: unknown, expected: unknown, at: string): boolean => {
  const ordered = ['gt', 'gte', 'lt', 'lte'].includes(op) ? order(actual, expected) : undefined;
  switch (op) {
    case 'eq':
      return same(actual, expected);
    case 'ne':
      return !same(actual, expected);
    case 'in':
      return listOf(expected, op, at).some((e) => same(actual, e));
    case 'notIn':
      return !listOf(expected, op, at).some((e) => same(actual, e));
    case 'gt':
      return ordered !== undefined && ordered > 0;
    case 'gte':
      return ordered !== undefined && ordered >= 0;
    case 'lt':
      return ordered !== undefined && ordered < 0;
    case 'lte':
      return ordered !== undefined && ordered <= 0;
    case 'empty':
      return isEmpty(actual);
    case 'notEmpty':
      return !isEmpty(actual);
    case 'contains':
      return Array.isArray(actual) ? actual.some((a) => same(a, expected)) : typeof actual === 'string' && actual.includes(String(expected ?? ''));
  }
};

const partOf = (from: unknown, fallback: ScopePart, at: string): ScopePart => {
  if (from === undefined) return fallback;
  if (!PARTS.includes(from as ScopePart)) throw new DynamicValueError(at, `"from" must be one of ${PARTS.join(', ')}, got ${describe(from)}`);
  return from as ScopePart;
};

/** Whether a condition holds in the scope; a condition that is not one of the closed set is refused. */
export function holds(condition: unknown, scope: DynamicScope, subject: ScopePart = 'record', at = 'condition'): boolean {
  if (!isObject(condition)) throw new DynamicValueError(at, `a condition must be an object, got ${describe(condition)}`);
  const keys = Object.keys(condition);
  const only = (key: string) => {
    if (keys.length !== 1) throw new DynamicValueError(at, `"${key}" stands alone in its condition, found also ${keys.filter((k) => k !== key).join(', ')}`);
  };
  if ('all' in condition || 'any' in condition) {
    const key = 'all' in condition ? 'all' : 'any';
    only(key);
    const list = condition[key];
    if (!Array.isArray(list) || list.length === 0) throw new DynamicValueError(`${at}.${key}`, 'must be a non-empty list of conditions');
    // Every part is read (no short cut), so a bad part is refused whatever the record.
    const results = list.map((c: unknown, i: number) => holds(c, scope, subject, `${at}.${key}[${i}]`));
    return key === 'all' ? results.every(Boolean) : results.some(Boolean);
  }
  if ('not' in condition) {
    only('not');
    return !holds(condition.not, scope, subject, `${at}.not`);
  }
  if (!('field' in condition)) throw new DynamicValueError(at, `a condition needs "field" and "op", or "all", "any" or "not"; got ${describe(condition)}`);
  const unknownKeys = keys.filter((k) => !['field', 'op', 'value', 'from'].includes(k));
  if (unknownKeys.length) throw new DynamicValueError(at, `unknown key ${unknownKeys.map((k) => `"${k}"`).join(', ')} (a field condition has field, op, value, from)`);
  const { field, op, value, from } = condition as Record<string, unknown>;
  if (typeof field !== 'string' || field === '') throw new DynamicValueError(`${at}.field`, `must be a field name, got ${describe(field)}`);
  if (!CONDITION_OPERATORS.includes(op as ConditionOperator)) throw new DynamicValueError(`${at}.op`, `unknown operator ${describe(op)} (one of ${CONDITION_OPERATORS.join(', ')})`);
  const part = partOf(from, subject, `${at}.from`);
  return compare(op as ConditionOperator, pathValue(scope[part], field), value, `${at}.value`);
}

const PLACEHOLDER = /\$\{([^}]*)\}/g;

const lookup = (expr: string, scope: DynamicScope, at: string): unknown => {
  const [part, ...rest] = expr.trim().split('.');
  if (!PARTS.includes(part as ScopePart) || rest.length === 0 || rest.some((s) => s === ''))
    throw new DynamicValueError(at, `"\${${expr}}" must read a field of ${PARTS.join(', ')} (as \${record.id})`);
  return pathValue(scope[part as ScopePart], rest.join('.'));
};

/** A template's JSON with its `${part.path}` placeholders filled from the scope. */
export function fill(template: unknown, scope: DynamicScope, at = 'template'): unknown {
  if (typeof template === 'string') {
    const whole = /^\$\{([^}]*)\}$/.exec(template);
    if (whole) return lookup(whole[1], scope, at);
    return template.replace(PLACEHOLDER, (_, expr: string) => String(lookup(expr, scope, at) ?? ''));
  }
  if (Array.isArray(template)) return template.map((item, i) => fill(item, scope, `${at}[${i}]`));
  if (isObject(template)) return Object.fromEntries(Object.entries(template).map(([k, v]) => [k, fill(v, scope, `${at}.${k}`)]));
  if (template === undefined || typeof template === 'function') throw new DynamicValueError(at, `a template holds JSON only, got ${typeof template}`);
  return template;
}

/**
 * The value of a dynamic property: a function is called with the call's arguments, `{ logic }` calls the
 * function registered under that name likewise, `{ template }` and `{ if, then, else }` are filled from the
 * scope, and any other object is a condition. Undefined stays undefined (the property was not declared).
 */
export function evaluate<T = unknown>(value: unknown, call: DynamicCall): T {
  if (value === undefined) return undefined as T;
  if (typeof value === 'function') return value(...call.args) as T;
  if (!isObject(value)) throw new DynamicValueError(call.at, `expected a function, a condition, a template, a choice or { logic }, got ${describe(value)}`);
  if ('logic' in value) {
    const name = value.logic;
    const fn = typeof name === 'string' && Object.hasOwn(logic, name) ? (logic as Record<string, (...args: unknown[]) => unknown>)[name] : undefined;
    if (!fn) throw new DynamicValueError(`${call.at}.logic`, `no function is registered as ${describe(name)} (resources/logic.ts: ${Object.keys(logic).join(', ')})`);
    return fn(...call.args) as T;
  }
  if ('template' in value) return fill(value.template, call.scope, `${call.at}.template`) as T;
  if ('if' in value) {
    const extra = Object.keys(value).filter((k) => !['if', 'then', 'else'].includes(k));
    if (extra.length || !('then' in value))
      throw new DynamicValueError(call.at, `a choice has "if", "then" and optionally "else"${extra.length ? `; unknown ${extra.join(', ')}` : ''}`);
    const branch = holds(value.if, call.scope, call.subject, `${call.at}.if`) ? 'then' : 'else';
    return fill(value[branch] ?? null, call.scope, `${call.at}.${branch}`) as T;
  }
  return holds(value as Condition, call.scope, call.subject, call.at) as T;
}
