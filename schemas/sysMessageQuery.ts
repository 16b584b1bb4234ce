import { z } from 'zod';
import { idField, MAX_PAGE, wholeNumber } from './input';
import { MESSAGE_PAGE_SIZE, MESSAGE_REF_TYPES } from './sysMessage';
import { dateTimeText, pageFields } from './reply';
import { exportTaskRecordSchema, importLogRecordSchema } from './tasks';

/** Query of `GET /admin/message/mine` (schemas/sysMessage.ts describes the calls). */
export const messagePageQuerySchema = z.object({
  current: wholeNumber({ min: 1, max: MAX_PAGE, message: '页码格式错误' }).default(1),
  size: wholeNumber({ min: 1, max: 50, message: '每页条数格式错误' }).default(MESSAGE_PAGE_SIZE),
  readFlag: z.enum(['0', '1'], { error: '已读状态错误' }).optional(),
});

/** The `{id}` of `GET /admin/message/{id}` and `PUT /admin/message/read/{id}`. */
export const messageIdSchema = z.object({ id: idField('消息编号格式错误') });

/** A system message of the signed-in user. */
export const sysMessageSchema = z
  .strictObject({
    id: z.int(),
    type: z.enum(['reminder', 'system']),
    title: z.string(),
    content: z.string(),
    readFlag: z.enum(['0', '1']).describe("'0' unread, '1' read"),
    createTime: dateTimeText,
  })
  .meta({ id: 'SysMessage' });

/** `GET /admin/message/mine`: a page of messages, and how many of all of them are unread (the badge). */
export const sysMessagePageSchema = z.strictObject({ records: z.array(sysMessageSchema), ...pageFields, unread: z.int().min(0) });

export const messageRefSchema = z.strictObject({ type: z.enum(MESSAGE_REF_TYPES), id: z.int() });

export const messageTaskSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('import'), record: importLogRecordSchema }),
  z.strictObject({ type: z.literal('export'), record: exportTaskRecordSchema }),
]);

/** `GET /admin/message/{id}`: the message (read now), what it refers to, and that task's current state. */
export const sysMessageDetailSchema = sysMessageSchema.extend({ ref: messageRefSchema.nullable(), task: messageTaskSchema.nullable() }).meta({ id: 'SysMessageDetail' });
