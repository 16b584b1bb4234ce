import { z } from 'zod';
import { sortQueryFields } from './listSort';
import { dateTimeText } from './reply';
import { boundedText, idField, MAX_PAGE, wholeNumber } from './input';
import { ERROR_LOG_LIMITS, ERROR_LOG_PAGE_SIZE, type ErrorLogEntry } from './errorLogLimits';

export { clampErrorLogEntry, ERROR_LOG_LIMITS, ERROR_LOG_PAGE_SIZE, type ErrorLogEntry } from './errorLogLimits';

/**
 * The local error log (docs/product.md#records-and-fields and docs/product.md#errors-and-messages, docs/product.md#the-admin-shell): uncaught front-end errors kept in
 * the browser, shown 10 per page, uploaded with `POST /admin/log/logs`. The limits bound what one upload
 * may store; the console cuts longer texts to them before it sends.
 */
const text = (max: number, label: string) => z.string({ error: `${label}格式错误` }).max(max, `${label}不能超过${max}个字符`);

/** One entry as the browser records it: `{type, message, stack, info, url, time}`. */
export const errorLogEntrySchema = z.object({
  type: text(ERROR_LOG_LIMITS.type, '日志类型').trim().min(1, '日志类型不能为空'),
  message: text(ERROR_LOG_LIMITS.message, '错误信息'),
  stack: text(ERROR_LOG_LIMITS.stack, '错误堆栈').optional().default(''),
  info: text(ERROR_LOG_LIMITS.info, '错误详情').optional().default(''),
  url: text(ERROR_LOG_LIMITS.url, '页面地址').optional().default(''),
  time: text(ERROR_LOG_LIMITS.time, '发生时间').optional().default(''),
});
// What the schema accepts is the entry the browser records (errorLogLimits.ts): a drift fails the type-check.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
true satisfies Same<z.input<typeof errorLogEntrySchema>, ErrorLogEntry>;

export const errorLogUploadSchema = z
  .array(errorLogEntrySchema, { error: '日志格式错误' })
  .min(1, '没有可上传的日志')
  .max(ERROR_LOG_LIMITS.batch, `一次最多上传${ERROR_LOG_LIMITS.batch}条日志`);

/** The columns the error log's page sorts by (`ascs` / `descs`, one at a time); newest first otherwise. */
export const ERROR_LOG_SORT_KEYS = ['createTime', 'time', 'type', 'username'] as const;

export const errorLogPageQuerySchema = z.object({
  current: wholeNumber({ min: 1, max: MAX_PAGE, message: '页码格式错误' }).default(1),
  size: wholeNumber({ min: 1, max: 100, message: '每页条数格式错误' }).default(ERROR_LOG_PAGE_SIZE),
  type: boundedText(ERROR_LOG_LIMITS.type).optional(),
  username: boundedText(64).optional(),
  ...sortQueryFields(ERROR_LOG_SORT_KEYS),
});

/** The button key that lets a user delete stored logs (`DELETE /admin/log/{id}`, the system log screen). */
export const LOG_DELETE_PERMISSION = 'sys_log_del';

export const errorLogIdSchema = z.object({ id: idField('日志编号格式错误') });

/** A stored entry as `GET /admin/log/page` returns it. */
export const errorLogRecordSchema = z
  .strictObject({
    id: z.int(),
    tenantId: z.int(),
    userId: z.int(),
    username: z.string(),
    type: z.string(),
    message: z.string(),
    stack: z.string(),
    info: z.string(),
    url: z.string(),
    time: z.string().describe('When the browser met the error, as it reported it'),
    remoteAddr: z.string().nullable(),
    userAgent: z.string().nullable(),
    createTime: dateTimeText,
  })
  .meta({ id: 'ErrorLogRecord' });
export type ErrorLogRecord = z.output<typeof errorLogRecordSchema>;
