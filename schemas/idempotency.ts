/**
 * Idempotency keys and record versions on the wire (docs/api.md, "Idempotency keys and versions"), shared by the
 * server and the console's HTTP client. Zod-free: the client reads these on every write.
 */

/** The header naming a write's key: the same key sent again gets the first result back instead of a second run. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Set on a reply that gives back a stored first result. */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';
/**
 * A key: 1 to 255 visible ASCII characters (a UUID, as the console sends, or anything a caller draws), sent bare or
 * as a structured-field string in double quotes, as the IETF draft writes it.
 */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
/** How long a key's first result is kept and given back. */
export const IDEMPOTENCY_KEEP_HOURS = 24;

/** A write that knowingly replaces someone else's change (the conflict dialog's "apply mine on top"): any value. */
export const OVERWRITE_HEADER = 'x-audit-overwrite';

export const IDEMPOTENCY_MSG = {
  badKey: 'Idempotency-Key须为1至255个可见字符',
  /** 409: the first request with this key is still being processed (the status 000 text of docs/product.md). */
  inFlight: '操作太频繁，请勿重复请求',
  /** 422: the key was used for a request with other content. */
  reused: '该Idempotency-Key已用于内容不同的请求，请为新的请求使用新的键',
  /** 409: the first request was done, but its result was lost before it could be kept (the instance stopped). */
  lost: '该请求已经执行，但结果未能保存，请刷新后查看',
} as const;

export const VERSION_MSG = {
  /** 412: the record changed since it was read; the reply's data is the record as it now stands. */
  stale: '记录已被他人修改，请查看最新内容后再保存',
  /** 428: money-carrying records (accounts and their limits) are changed only with the version that was read. */
  required: '请带上记录的版本（If-Match或version）后再修改',
  badIfMatch: 'If-Match须为记录的版本，如"3"',
  badVersion: '版本号须为正整数',
  disagree: 'If-Match与version不一致',
} as const;

/** A record version as an entity tag: `"3"`. */
export const etagOf = (version: number) => `"${version}"`;
