import { z } from 'zod';

/**
 * The local error log (SPEC.md sections 3 and 8, DESIGN.md section 6): uncaught front-end errors kept in
 * the browser, shown 10 per page, uploaded with `POST /admin/log/logs`. The limits bound what one upload
 * may store; the console cuts longer texts to them before it sends.
 */
export const ERROR_LOG_LIMITS = {
  type: 32,
  message: 2000,
  stack: 8000,
  info: 2000,
  url: 2000,
  time: 32,
  /** Entries per upload; the console uploads in batches of this size. */
  batch: 200,
  /** Entries the browser keeps; the oldest go first. */
  local: 500,
} as const;

/** The local error log dialog and the server's log page. */
export const ERROR_LOG_PAGE_SIZE = 10;

const text = (max: number, label: string) =>
  z
    .string({ error: `${label}格式错误` })
    .max(max, `${label}不能超过${max}个字符`);

/** One entry as the browser records it: `{type, message, stack, info, url, time}`. */
export const errorLogEntrySchema = z.object({
  type: text(ERROR_LOG_LIMITS.type, '日志类型').trim().min(1, '日志类型不能为空'),
  message: text(ERROR_LOG_LIMITS.message, '错误信息'),
  stack: text(ERROR_LOG_LIMITS.stack, '错误堆栈').optional().default(''),
  info: text(ERROR_LOG_LIMITS.info, '错误详情').optional().default(''),
  url: text(ERROR_LOG_LIMITS.url, '页面地址').optional().default(''),
  time: text(ERROR_LOG_LIMITS.time, '发生时间').optional().default(''),
});
export type ErrorLogEntry = z.input<typeof errorLogEntrySchema>;

export const errorLogUploadSchema = z
  .array(errorLogEntrySchema, { error: '日志格式错误' })
  .min(1, '没有可上传的日志')
  .max(ERROR_LOG_LIMITS.batch, `一次最多上传${ERROR_LOG_LIMITS.batch}条日志`);

export const errorLogPageQuerySchema = z.object({
  current: z.coerce.number({ error: '页码格式错误' }).int('页码格式错误').min(1, '页码格式错误').max(1_000_000, '页码格式错误').default(1),
  size: z.coerce.number({ error: '每页条数格式错误' }).int('每页条数格式错误').min(1, '每页条数格式错误').max(100, '每页条数格式错误').default(ERROR_LOG_PAGE_SIZE),
  type: z.string().trim().max(ERROR_LOG_LIMITS.type).optional(),
  username: z.string().trim().max(64).optional(),
});

export const errorLogIdSchema = z.object({
  id: z.coerce.number({ error: '日志编号格式错误' }).int('日志编号格式错误').min(1, '日志编号格式错误').max(Number.MAX_SAFE_INTEGER, '日志编号格式错误'),
});

/** A stored entry as `GET /admin/log/page` returns it. */
export interface ErrorLogRecord {
  id: number;
  tenantId: number;
  userId: number;
  username: string;
  type: string;
  message: string;
  stack: string;
  info: string;
  url: string;
  time: string;
  remoteAddr: string | null;
  userAgent: string | null;
  createTime: string;
}

/** Cuts an entry to the limits, so a long stack never makes a whole upload fail. */
export function clampErrorLogEntry(entry: ErrorLogEntry): ErrorLogEntry {
  const cut = (value: unknown, max: number) => String(value ?? '').slice(0, max);
  return {
    type: cut(entry.type, ERROR_LOG_LIMITS.type) || 'error',
    message: cut(entry.message, ERROR_LOG_LIMITS.message),
    stack: cut(entry.stack, ERROR_LOG_LIMITS.stack),
    info: cut(entry.info, ERROR_LOG_LIMITS.info),
    url: cut(entry.url, ERROR_LOG_LIMITS.url),
    time: cut(entry.time, ERROR_LOG_LIMITS.time),
  };
}
