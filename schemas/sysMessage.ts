import type { z } from 'zod';
import type { messageRefSchema, messageTaskSchema, sysMessageDetailSchema, sysMessagePageSchema, sysMessageSchema } from './sysMessageQuery';

/**
 * System messages of the top-bar popover (docs/product.md#the-admin-shell).
 * Our naming, since the platform names no route (docs/product.md#logs-messages-and-realtime):
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

/** A message as `GET /admin/message/mine` answers it (the reply schemas are in sysMessageQuery.ts). */
export type SysMessage = z.output<typeof sysMessageSchema>;

export type SysMessagePage = z.output<typeof sysMessagePageSchema>;

export const MESSAGE_TITLE_MAX = 100;
export const MESSAGE_CONTENT_MAX = 1000;

/**
 * What a reminder can be about: an import (its sys_import_log row), an export (its sys_export_task row), or an
 * approval request (docs/approvals.md: a mention in its comments, or its end), which its page shows.
 */
export const MESSAGE_REF_TYPES = ['import', 'export', 'approval'] as const;
export type MessageRefType = (typeof MESSAGE_REF_TYPES)[number];

export type MessageRef = z.output<typeof messageRefSchema>;

/** The task behind a reminder as its log shows it; null when the task is gone or no longer visible. */
export type MessageTask = z.output<typeof messageTaskSchema>;

/** `GET /admin/message/{id}`: the message (read now), what it refers to, and that task's current state. */
export type SysMessageDetail = z.output<typeof sysMessageDetailSchema>;

/** Why a message cannot be shown (the detail page shows the same texts). */
export const MESSAGE_MSG = {
  notFound: '消息不存在或已被删除',
  foreign: '这条消息不是发给当前用户的，无权查看',
} as const;
