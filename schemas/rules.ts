import { z } from 'zod';
import { PHONE_MESSAGES, phoneProblem } from './phone';

/**
 * The shared rule library of docs/product.md#validation: plain predicates (for tables, pickers and the server's own
 * checks) and zod schemas built on them (for forms and request bodies), with the messages of docs/product.md#validation.
 */

export const RULE_MSG = {
  name: '请输入中文、英文、数字包括下划线',
  key: '请输入大写英文、下划线',
  nonBlank: '请输入非空格信息',
  phoneEmpty: PHONE_MESSAGES.empty,
  phoneLength: PHONE_MESSAGES.length,
  phoneFormat: PHONE_MESSAGES.format,
  idNumber: '请输入正确的证件号码',
  money: '请输入最多保留2位小数的金额',
} as const;

/** The emptiness rule: null, undefined, '', [] and {} are empty; numbers (0 too) and booleans never are. */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.length === 0;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') {
    if (value instanceof Date) return false;
    return Object.keys(value).length === 0;
  }
  return false;
}

const NAME_RE = /^[\u4e00-\u9fa5A-Za-z0-9_]+$/;
const KEY_RE = /^[A-Z_]+$/;
const MONEY_RE = /^\d+(\.\d{1,2})?$/;

/** Chinese characters, letters, digits and underscore. */
export function isName(value: unknown): boolean {
  return typeof value === 'string' && NAME_RE.test(value);
}

/** Capital letters and underscore. */
export function isKey(value: unknown): boolean {
  return typeof value === 'string' && KEY_RE.test(value);
}

/** Something besides white space. */
export function isNonBlank(value: unknown): boolean {
  return typeof value === 'string' && value.trim().length > 0;
}

/**
 * The message of a phone number's first failing check, or null when it is a valid 11-digit mobile number.
 * One implementation with the login page's (schemas/phone.ts, which must stay free of zod).
 */
export const phoneError = (value: unknown): string | null => (isEmpty(value) ? RULE_MSG.phoneEmpty : phoneProblem(value));

export function isPhone(value: unknown): boolean {
  return phoneError(value) === null;
}

/** The lengths the ID-number checks accept (docs/product.md#validation). */
export const ID_NUMBER_LENGTHS = [17, 19, 21] as const;

/** An ID number: digits only, of one of the given lengths (17, 19 or 21 by default). */
export function isIdNumber(value: unknown, lengths: readonly number[] = ID_NUMBER_LENGTHS): boolean {
  return typeof value === 'string' && /^\d+$/.test(value) && lengths.includes(value.length);
}

export interface MoneyOptions {
  /** Most digits before the decimal point (none by default). */
  maxIntegerDigits?: number;
  /** Whether zero is allowed (default true). */
  allowZero?: boolean;
}

/** A non-negative amount with at most 2 decimals, as a number or a decimal string. */
export function isMoney(value: unknown, options: MoneyOptions = {}): boolean {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return false;
    text = String(value);
    if (/e/i.test(text)) return false;
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    return false;
  }
  if (!MONEY_RE.test(text)) return false;
  const [integer] = text.split('.');
  const digits = integer!.replace(/^0+(?=\d)/, '');
  if (options.maxIntegerDigits !== undefined && digits.length > options.maxIntegerDigits) return false;
  if (options.allowZero === false && Number(text) === 0) return false;
  return true;
}

/** Zod: a string of Chinese, letters, digits and underscore. */
export const nameRule = (message: string = RULE_MSG.name) => z.string({ error: message }).refine(isName, { message });

/** Zod: a string of capital letters and underscore. */
export const keyRule = (message: string = RULE_MSG.key) => z.string({ error: message }).refine(isKey, { message });

/** Zod: a string with something besides white space (kept as written). */
export const nonBlankRule = (message: string = RULE_MSG.nonBlank) => z.string({ error: message }).refine(isNonBlank, { message });

/** Zod: an 11-digit mobile number, each failure with its own message from docs/product.md#validation. */
export const phoneRule = () =>
  z
    .union([z.string(), z.number(), z.null(), z.undefined()], { error: RULE_MSG.phoneFormat })
    .superRefine((value, ctx) => {
      const message = phoneError(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    })
    .transform((value) => String(value).trim());

/** Zod: an ID number of 17, 19 or 21 digits (or the lengths given). */
export const idNumberRule = (lengths: readonly number[] = ID_NUMBER_LENGTHS, message: string = RULE_MSG.idNumber) =>
  z.string({ error: message }).refine((v) => isIdNumber(v, lengths), { message });

/** Zod: an amount with at most 2 decimals, number or decimal string, normalised to a decimal string. */
export const moneyRule = (options: MoneyOptions = {}, message: string = RULE_MSG.money) =>
  z
    .union([z.string(), z.number()], { error: message })
    .refine((v) => isMoney(v, options), { message })
    .transform((v) => (typeof v === 'number' ? String(v) : v.trim()));

/** Zod: a value that is not empty by the emptiness rule. */
export const notEmptyRule = <S extends z.ZodType>(schema: S, message: string) => schema.refine((v) => !isEmpty(v), { message });
