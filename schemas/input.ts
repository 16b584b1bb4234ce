import { z } from 'zod';
import { moneyText } from './money';

/**
 * The one rule set every request input is read with (docs/product.md#validation and docs/product.md#errors-and-messages): numbers and ids are parsed, never coerced;
 * choices are their exact values; free text is bounded before it is trimmed; dates are real dates; search
 * bodies are objects. The browser forms read the same rules, so a message is the same on both sides.
 */

export const INPUT_MSG = {
  id: '编号格式错误',
  number: '请输入有效的整数',
  page: '页码格式错误',
  size: '每页条数格式错误',
  choice: '请选择有效的选项',
  text: '请输入文本',
  textTooLong: '输入内容过长',
  date: '日期格式应为yyyy-MM-dd',
  dateOrder: '开始日期不能晚于结束日期',
  flag: '请输入true或false',
  object: '请求参数应为JSON对象',
  list: '请求参数应为JSON数组',
  nul: '参数包含非法字符',
} as const;

/** Ids are bigint columns, but a JSON number stays exact only up to 2^53 - 1: no id of ours is larger. */
export const MAX_ID = Number.MAX_SAFE_INTEGER;
/** The ranges of the integer column types a number is stored in or compared with. */
export const SMALLINT_MAX = 32_767;
export const INT_MAX = 2_147_483_647;
/** Pages beyond this are never asked for by a person; the lists answer them empty anyway. */
export const MAX_PAGE = 1_000_000;

const DIGITS = /^\d+$/;

export interface WholeNumberRule {
  min: number;
  max: number;
  message: string;
}

/**
 * A whole number from `min` to `max`: a JSON integer, or its digits as text (paths, query strings and forms
 * carry text). Booleans, fractions, exponents, signs, blanks and other scripts' digits are refused.
 */
export function wholeNumber({ min, max, message }: WholeNumberRule) {
  const inRange = z.int({ error: message }).min(min, message).max(max, message);
  return z.union([inRange, z.string({ error: message }).max(32, message).trim().regex(DIGITS, message).transform(Number).pipe(inRange)], {
    error: message,
  });
}

/** An id: a positive whole number that fits the id columns. */
export const idField = (message: string = INPUT_MSG.id) => wholeNumber({ min: 1, max: MAX_ID, message });

/** `current` and `size` of a paged list (docs/api.md#the-contract). */
export function pageFields(maxSize = 500, defaultSize = 10) {
  return {
    current: wholeNumber({ min: 1, max: MAX_PAGE, message: INPUT_MSG.page }).default(1),
    size: wholeNumber({ min: 1, max: maxSize, message: INPUT_MSG.size }).default(defaultSize),
  };
}

/**
 * One of the given numbers, exactly: the number itself, or its digits as text (a query string). `true`, `1.0`,
 * `01` and the like are refused, and nothing out of a small column's range can reach the database.
 */
export function numberChoice<V extends number>(values: readonly V[], message: string = INPUT_MSG.choice) {
  return z.union([z.literal(values, { error: message }), z.enum(values.map(String) as [string, ...string[]], { error: message }).transform((v) => Number(v) as V)], {
    error: message,
  });
}

/** One of the given strings, exactly. */
export const textChoice = <V extends string>(values: readonly [V, ...V[]], message: string = INPUT_MSG.choice) => z.enum(values, { error: message });

/**
 * Free text kept as written (a remark, a message), of at most `max` characters. `tooLong` is the message for
 * longer text; anything but text gets INPUT_MSG.text.
 */
export const freeText = (max: number, tooLong: string = INPUT_MSG.textTooLong) => z.string({ error: INPUT_MSG.text }).max(max, tooLong);

/** A search field or a short name: at most `max` characters as sent (blanks count, the limit holds before trimming), trimmed. */
export const boundedText = (max: number, tooLong: string = INPUT_MSG.textTooLong) => freeText(max, tooLong).trim();

const DATE = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/;

/** `yyyy-MM-dd` or `yyyy-MM-dd HH:mm:ss` naming a day and time that exist (no 30 February, no 25:00). */
export function isRealDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day, hour = 0, minute = 0, second = 0] = match.slice(1).map((part) => (part === undefined ? 0 : Number(part)));
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return (
    year >= 1 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second
  );
}

/** A wire date (docs/product.md#constants-and-limits) that exists. */
export const dateText = (message: string = INPUT_MSG.date) => z.string({ error: message }).max(19, message).trim().refine(isRealDate, { message });

/** A flag as JSON or a query string sends it: true, false, 'true' or 'false'. */
export const flagField = (message: string = INPUT_MSG.flag) => z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], { error: message });

/** The beginning of a date range never after its end (compared by day). */
export function datesInOrder(begin: string | undefined, end: string | undefined): boolean {
  return !(begin && end && begin.slice(0, 10) > end.slice(0, 10));
}

/** Empty strings of a search mean "not given": the console sends cleared search fields as ''. */
export function withoutEmptyValues(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== ''));
}

/**
 * The body of a list or export call: an object (null, a list or a bare value is refused) whose empty
 * values are dropped before its fields are read.
 */
export const searchObject = <S extends z.ZodRawShape>(shape: S) => z.preprocess(withoutEmptyValues, z.object(shape, { error: INPUT_MSG.object }));

/**
 * An amount as sent: a JSON number or a decimal string (at most 32 characters), read as its decimal text;
 * nothing else (a boolean or a list counts as missing). The caller pipes the text into its field's pattern.
 */
export const moneyInput = (required: string) =>
  z
    .union([z.string().max(32, required), z.number()], { error: required })
    .optional()
    .nullable()
    .transform(moneyText);
