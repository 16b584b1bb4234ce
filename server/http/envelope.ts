import type { Envelope, FieldErrors } from '../../schemas/envelope';

/** The reply shapes of docs/api.md#the-contract. */
export interface Success<T> {
  code: 0;
  msg: null;
  data: T;
}

export function ok<T>(data: T): Success<T> {
  return { code: 0, msg: null, data };
}

export function fail(msg: string, errors?: FieldErrors): Envelope<null> {
  return errors ? { code: 1, msg, data: null, errors } : { code: 1, msg, data: null };
}

/** An error that carries the HTTP status and the message the caller sees. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
    /** Extra top-level fields of the reply (e.g. surplusTimes of a failed login). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Messages of docs/product.md#errors-and-messages used by the server. */
export const MSG = {
  unauthorized: '用户凭证已过期！',
  forbidden: '当前操作没有权限',
  notFound: '资源不存在',
  badCredentials: '用户名不存在或密码错误',
  badCaptcha: '验证码错误,请重新输入',
  tooFrequent: '请求过频繁',
  /** Status "000" of the table: a request repeated while the same work is still under way. */
  repeated: '操作太频繁，请勿重复请求',
  unknown: '系统未知错误,请反馈给管理员',
} as const;

export const notFound = () => new ApiError(404, MSG.notFound);
export const forbidden = () => new ApiError(403, MSG.forbidden);
export const unauthorized = (message: string = MSG.unauthorized) => new ApiError(401, message);
