import { z } from 'zod';

/**
 * System messages of the top-bar popover (SPEC.md section 2, "system message popover (badge max 99)").
 * Our naming, since SPEC.md names no route:
 *   GET  /admin/message/mine?current&size   the signed-in user's messages (newest first) and unread count
 *   PUT  /admin/message/read/{id}           marks one message read
 *   PUT  /admin/message/read-all            marks every message of the user read
 * Reminders sent through the realtime service are stored here too, so a reminder missed while offline
 * still shows in the popover.
 */
export const MESSAGE_BADGE_MAX = 99;
export const MESSAGE_PAGE_SIZE = 10;

export type SysMessageType = 'reminder' | 'system';

export interface SysMessage {
  id: number;
  type: SysMessageType;
  title: string;
  content: string;
  /** '0' unread, '1' read. */
  readFlag: '0' | '1';
  createTime: string;
}

export interface SysMessagePage {
  records: SysMessage[];
  total: number;
  current: number;
  size: number;
  unread: number;
}

export const messagePageQuerySchema = z.object({
  current: z.coerce.number({ error: '页码格式错误' }).int('页码格式错误').min(1, '页码格式错误').max(1_000_000, '页码格式错误').default(1),
  size: z.coerce.number({ error: '每页条数格式错误' }).int('每页条数格式错误').min(1, '每页条数格式错误').max(50, '每页条数格式错误').default(MESSAGE_PAGE_SIZE),
  readFlag: z.enum(['0', '1'], { error: '已读状态错误' }).optional(),
});

export const messageIdSchema = z.object({
  id: z.coerce.number({ error: '消息编号格式错误' }).int('消息编号格式错误').min(1, '消息编号格式错误').max(Number.MAX_SAFE_INTEGER, '消息编号格式错误'),
});

export const MESSAGE_TITLE_MAX = 100;
export const MESSAGE_CONTENT_MAX = 1000;
