import type { ExportTaskRecord, ImportLogRecord } from './taskConstants';

/**
 * System messages of the top-bar popover (SPEC.md section 2, "system message popover (badge max 99)").
 * Our naming, since SPEC.md names no route:
 *   GET  /admin/message/mine?current&size   the signed-in user's messages (newest first) and unread count
 *   PUT  /admin/message/read/{id}           marks one message read
 *   PUT  /admin/message/read-all            marks every message of the user read
 *   GET  /admin/message/{id}                one own message with the task it is about (the page
 *                                           /activti/detail/{id}); opening it marks it read
 * Reminders sent through the realtime service are stored here too, so a reminder missed while offline
 * still shows in the popover. The calls' zod schemas are in sysMessageQuery.ts: the top bar reads this file
 * without the validation library.
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

export const MESSAGE_TITLE_MAX = 100;
export const MESSAGE_CONTENT_MAX = 1000;

/** What a reminder can be about: an import (its sys_import_log row) or an export (its sys_export_task row). */
export const MESSAGE_REF_TYPES = ['import', 'export'] as const;
export type MessageRefType = (typeof MESSAGE_REF_TYPES)[number];

export interface MessageRef {
  type: MessageRefType;
  id: number;
}

/** The task behind a reminder as its log shows it; null when the task is gone or no longer visible. */
export type MessageTask = { type: 'import'; record: ImportLogRecord } | { type: 'export'; record: ExportTaskRecord };

/** `GET /admin/message/{id}`: the message (read now), what it refers to, and that task's current state. */
export interface SysMessageDetail extends SysMessage {
  ref: MessageRef | null;
  task: MessageTask | null;
}

/** Why a message cannot be shown (the detail page shows the same texts). */
export const MESSAGE_MSG = {
  notFound: '消息不存在或已被删除',
  foreign: '这条消息不是发给当前用户的，无权查看',
} as const;
