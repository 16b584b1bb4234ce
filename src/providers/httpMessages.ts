/** docs/product.md#errors-and-messages: the message shown for a status when the server sends none. */
export const STATUS_MESSAGES: Record<string, string> = {
  '000': '操作太频繁，请勿重复请求',
  '401': '当前操作没有权限',
  '403': '当前操作没有权限',
  '404': '资源不存在',
  '417': '未绑定登录账号，请使用密码登录后绑定',
  '423': '演示环境不能操作',
  '426': '用户名不存在或密码错误',
  '428': '验证码错误,请重新输入',
  '429': '请求过频繁',
  '479': '演示环境，没有权限操作',
};

/**
 * Statuses a sign-in call rejects without a toast: its screen shows the problem itself (the captcha field). A
 * signed-in call's 428 (a change of money sent without its version, docs/api.md) is shown like any refusal.
 */
export const SILENT_STATUSES = [428];

export const UNKNOWN_ERROR_MESSAGE = '系统未知错误,请反馈给管理员';
export const SESSION_EXPIRED_MESSAGE = '用户凭证已过期！';
export const LIST_FAILED_MESSAGE = '网络开了会小差，请稍后再试~';

/** The Spring-style text a backend sends when no valid token came with the call. */
const FULL_AUTH_TEXT = 'full authentication is required';

export function unauthorizedMessage(msg: string | undefined, token: string | undefined): string {
  if (!msg) return STATUS_MESSAGES['401'];
  if ((token && msg === token) || msg.toLowerCase().includes(FULL_AUTH_TEXT)) return SESSION_EXPIRED_MESSAGE;
  return msg;
}
