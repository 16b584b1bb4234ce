import { z } from 'zod';
import { WITHHELD_FIELDS } from './access';
import { pageOf } from './reply';

/**
 * How a reply names what it withheld (docs/security.md, "Users, roles and data scopes"): the fields of the
 * caller's roles that this reply carries, each null in it. Absent when nothing was withheld.
 */
export const withheldNamesSchema = z
  .array(z.enum(WITHHELD_FIELDS))
  .optional()
  .describe('The fields withheld from the caller: amount, phone, idNumber, merchantAuth; their values are null in this reply');

/** A page whose records may have fields withheld: the page names them once. */
export const withheldPageOf = <T extends z.ZodType>(record: T) => pageOf(record).extend({ withheld: withheldNamesSchema });
