import { z } from 'zod';
import { idField, MAX_PAGE, wholeNumber } from './input';
import { MESSAGE_PAGE_SIZE } from './sysMessage';

/** Query of `GET /admin/message/mine` (schemas/sysMessage.ts describes the calls). */
export const messagePageQuerySchema = z.object({
  current: wholeNumber({ min: 1, max: MAX_PAGE, message: '页码格式错误' }).default(1),
  size: wholeNumber({ min: 1, max: 50, message: '每页条数格式错误' }).default(MESSAGE_PAGE_SIZE),
  readFlag: z.enum(['0', '1'], { error: '已读状态错误' }).optional(),
});

/** The `{id}` of `GET /admin/message/{id}` and `PUT /admin/message/read/{id}`. */
export const messageIdSchema = z.object({ id: idField('消息编号格式错误') });
