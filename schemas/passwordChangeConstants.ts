/**
 * The refusal of every call but the password change while a user holds a temporary password: HTTP 403 with
 * this flag beside the message, which the console recognises and answers by opening the set-password step
 * (docs/security.md, "Users, roles and data scopes"). Apart from access.ts's enums, so that the sign-in page,
 * whose http client recognises the refusal, does not carry the data scopes' and withheld fields' labels.
 */
export const PASSWORD_CHANGE_FLAG = 'passwordChangeRequired';
export const PASSWORD_CHANGE_MESSAGE = '您正在使用临时密码，请先设置新密码';
