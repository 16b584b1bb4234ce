import type { z } from 'zod';

/**
 * The condition a runtime screen's row action shows under (docs/screens.md#screens-built-at-run-time): the evaluator's
 * data form (resources/vocabulary/dynamic.ts), over the row only: a field compared, or `all`, `any`, `not` of
 * others, nested at most CONDITION_LIMITS.depth deep. Checked part by part, each message at the part at fault.
 */

/** The evaluator's closed set of operators (resources/runtimeScreen.ts checks that both lists are one). */
export const SCREEN_CONDITION_OPERATORS = ['eq', 'ne', 'in', 'notIn', 'gt', 'gte', 'lt', 'lte', 'empty', 'notEmpty', 'contains'] as const;
export type ScreenConditionOperator = (typeof SCREEN_CONDITION_OPERATORS)[number];

export const CONDITION_LIMITS = { depth: 4, parts: 10, values: 50, text: 100 } as const;

export const CONDITION_MSG = {
  shape: '显示条件须为字段比较，或 all、any、not 的组合',
  field: '请选择字段',
  op: '条件的运算符须为 eq、ne、in、notIn、gt、gte、lt、lte、empty、notEmpty 或 contains',
  value: `条件的值须为文字、数字或是否；in 与 notIn 须为1-${CONDITION_LIMITS.values}个值的列表；empty 与 notEmpty 不带值`,
  parts: `all 与 any 须含1-${CONDITION_LIMITS.parts}个条件`,
  depth: `条件最多嵌套${CONDITION_LIMITS.depth}层`,
} as const;

/** A row's field compared, or others combined: the evaluator's Condition over the row. */
export type ScreenCondition =
  | { field: string; op: ScreenConditionOperator; value?: string | number | boolean | (string | number | boolean)[] }
  | { all: ScreenCondition[] }
  | { any: ScreenCondition[] }
  | { not: ScreenCondition };

const FIELD = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isScalar = (v: unknown) => (typeof v === 'string' && v.length <= CONDITION_LIMITS.text) || (typeof v === 'number' && Number.isFinite(v)) || typeof v === 'boolean';

function valueFits(op: ScreenConditionOperator, value: unknown): boolean {
  if (op === 'empty' || op === 'notEmpty') return value === undefined;
  if (op === 'in' || op === 'notIn') return Array.isArray(value) && value.length > 0 && value.length <= CONDITION_LIMITS.values && value.every(isScalar);
  return isScalar(value);
}

/** Adds an issue at each part of a condition that is not one (a zod refinement: `z.unknown().superRefine(checkCondition)`). */
export function checkCondition(value: unknown, ctx: z.RefinementCtx, path: PropertyKey[] = [], depth = 1): void {
  const issue = (message: string, at: PropertyKey[] = path) => ctx.addIssue({ code: 'custom', message, path: at });
  if (!isObject(value)) return issue(CONDITION_MSG.shape);
  if (depth > CONDITION_LIMITS.depth) return issue(CONDITION_MSG.depth);
  const keys = Object.keys(value);
  const [only] = keys;
  if (keys.length === 1 && (only === 'all' || only === 'any')) {
    const parts = value[only];
    if (!Array.isArray(parts) || parts.length === 0 || parts.length > CONDITION_LIMITS.parts) return issue(CONDITION_MSG.parts, [...path, only]);
    parts.forEach((part, i) => checkCondition(part, ctx, [...path, only, i], depth + 1));
    return;
  }
  if (keys.length === 1 && only === 'not') return checkCondition(value.not, ctx, [...path, 'not'], depth + 1);
  if (!('field' in value) || !('op' in value) || keys.some((k) => k !== 'field' && k !== 'op' && k !== 'value')) return issue(CONDITION_MSG.shape);
  if (typeof value.field !== 'string' || !FIELD.test(value.field)) issue(CONDITION_MSG.field, [...path, 'field']);
  const op = value.op as ScreenConditionOperator;
  if (!SCREEN_CONDITION_OPERATORS.includes(op)) return issue(CONDITION_MSG.op, [...path, 'op']);
  if (!valueFits(op, value.value)) issue(CONDITION_MSG.value, [...path, 'value']);
}

/** The fields a condition compares, each with its path inside the condition (for the source's allow-list). */
export function conditionFields(condition: ScreenCondition, path: (string | number)[] = []): { field: string; path: (string | number)[] }[] {
  if ('all' in condition) return condition.all.flatMap((c, i) => conditionFields(c, [...path, 'all', i]));
  if ('any' in condition) return condition.any.flatMap((c, i) => conditionFields(c, [...path, 'any', i]));
  if ('not' in condition) return conditionFields(condition.not, [...path, 'not']);
  return [{ field: condition.field, path: [...path, 'field'] }];
}
