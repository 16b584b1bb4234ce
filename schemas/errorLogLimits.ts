/**
 * The local error log's limits and entry shape (docs/product.md#records-and-fields and docs/product.md#errors-and-messages, docs/product.md#the-admin-shell), without zod:
 * the console records errors from its first moment, and this must not pull the validation library into the
 * login page. `errorLog.ts` holds the schemas built on these limits.
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

/** One entry as the browser records it: `{type, message, stack, info, url, time}`. */
export interface ErrorLogEntry {
  type: string;
  message: string;
  stack?: string;
  info?: string;
  url?: string;
  time?: string;
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
