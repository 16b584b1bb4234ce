import { z } from 'zod';
import { dateTimeText } from './reply';
import { VERSION_MSG } from './idempotency';

/**
 * Record versions in the zod schemas (docs/api.md, "Idempotency keys and versions"): the `version` every edited
 * record's reply carries, the `version` a write may send in its body instead of If-Match, and the 412 reply of a
 * stale write.
 */

/** A record's version as its replies carry it. */
export const recordVersion = z.int().min(1).describe('The record’s version: one more at every change of it; send it back as If-Match or `version`');

/** The version a write was based on, in its body (If-Match says the same in a header). */
export const versionField = z
  .int({ error: VERSION_MSG.badVersion })
  .min(1, VERSION_MSG.badVersion)
  .max(2_147_483_647, VERSION_MSG.badVersion)
  .describe('The version of the record this write was based on (or send If-Match); a stale one is refused 412');

/** Who changed a record last and when, from the audit trail. */
export const lastChangeSchema = z
  .strictObject({
    userId: z.int().nullable(),
    username: z.string().nullable(),
    actualName: z.string().nullable(),
    time: dateTimeText,
    action: z.string().describe('The audit action of that change (update, enable, revert...)'),
  })
  .meta({ id: 'LastChange' });
export type LastChange = z.output<typeof lastChangeSchema>;

/** 412: the record changed since the write's version was read; `data` is the record as it now stands. */
export const staleReply = <T extends z.ZodType>(record: T) => ({
  412: z
    .strictObject({
      code: z.literal(1),
      msg: z.string().describe('The record was changed by someone else'),
      data: record,
      lastChange: lastChangeSchema.nullable().describe('The last change of the record in the audit trail, when there is one'),
    })
    .describe('Stale: the version sent is not the record’s; data is the record as it now stands'),
});
