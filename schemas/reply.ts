import { z } from 'zod';
import type { EnumDef } from './enums';

/**
 * The reply envelope of docs/api.md#the-contract as zod, shared by every route's reply schema (declared beside the
 * route's input schema in this folder) and by the console's record types (`z.output` of the same schemas).
 * Records are strict: a field the server sends that its schema does not declare is drift, and the API tests'
 * reply check fails on it.
 */

/** Success: code 0, msg null (or the message to show, e.g. an export that started), and the typed data. */
export const okReply = <T extends z.ZodType>(data: T) =>
  z.strictObject({
    code: z.literal(0),
    msg: z.string().nullable().describe('null, or the success message to show (e.g. an export that started)'),
    data,
  });

/** Paging fields of every list reply (docs/api.md#the-contract). */
export const pageFields = {
  total: z.int().min(0).describe('Rows matching the search, on every page'),
  current: z.int().min(1).describe('The 1-based page number asked for'),
  size: z.int().min(1).describe('Rows per page asked for'),
};

/** A page of a list: `records` of the given record, and its paging fields. */
export const pageOf = <T extends z.ZodType>(record: T) => z.strictObject({ records: z.array(record), ...pageFields });

/** Every refusal, whatever its HTTP status: code 1, the message, and on a validation failure the field messages. */
export const failureReply = z
  .looseObject({
    code: z.literal(1),
    msg: z.string().describe('What went wrong, in the language of Accept-Language (zh by default)'),
    data: z.null(),
    errors: z.record(z.string(), z.string()).optional().describe('On a validation failure: the message of each failing field, by field path'),
  })
  .meta({ id: 'Failure', description: 'Every refusal, whatever its HTTP status: code 1 and a message' });

/** Money on the wire: the decimal string the server writes (two places, or a count for count accounts). */
export const decimalText = z
  .string()
  .regex(/^-?\d+(\.\d+)?$/)
  .describe('A decimal number written as text');

/** Date-times on the wire: `yyyy-MM-dd HH:mm:ss` in the server's local time. */
export const dateTimeText = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
  .describe('yyyy-MM-dd HH:mm:ss');

/** Any JSON value: what a JSON column holds, or a field's value in the audit trail. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** Any JSON value, as a named component of the contract (recursive: arrays and objects of JSON values). */
export const jsonValue: z.ZodType<JsonValue> = z
  .lazy(() => z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(jsonValue), z.record(z.string(), jsonValue)]))
  .meta({ id: 'JsonValue', description: 'Any JSON value: text, a number, true or false, null, or a list or an object of JSON values' });

/** A reply that is not JSON (an image, a file, a page): its media types, and the body as bytes. */
export const binaryReply = (mediaTypes: readonly string[], description: string) => ({
  description,
  content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: z.unknown().meta({ type: 'string', format: 'binary', description }) }])),
});

/** One of an enum's values on the wire, described with what each value means. */
export const choiceOf = <V extends string | number>(def: EnumDef<V>) => z.literal(def.values).describe(def.options.map((o) => `${o.value}: ${o.en}`).join('; '));
