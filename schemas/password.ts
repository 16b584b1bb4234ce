/**
 * The server's password rules (docs/security.md, "Users, roles and data scopes"), for a temporary password an
 * administrator sets and for the one a user chooses. Free of zod: the set-password step checks the typed
 * password with the same function before it encrypts it, and the server checks it again after decrypting.
 */
export const PASSWORD_MSG = {
  required: '请输入密码',
  length: '密码长度须为8-20位',
  mix: '密码须同时包含字母和数字',
  blank: '密码不能包含空格',
  sameAsOld: '新密码不能与原密码相同',
  wrongOld: '原密码错误',
  mismatch: '两次输入的密码不一致',
  newRequired: '请输入新密码',
  oldRequired: '请输入原密码',
} as const;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 20;

/** The first rule a password breaks, or null when it keeps them all. */
export function passwordProblem(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0) return PASSWORD_MSG.required;
  if (/\s/.test(value)) return PASSWORD_MSG.blank;
  if (value.length < PASSWORD_MIN || value.length > PASSWORD_MAX) return PASSWORD_MSG.length;
  if (!/[A-Za-z]/.test(value) || !/\d/.test(value)) return PASSWORD_MSG.mix;
  return null;
}
