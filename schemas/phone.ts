/**
 * Phone rules of docs/product.md#validation, in the order a user meets them. No zod here: the login page imports this,
 * and the login page's script budget has no room for a schema library.
 */
export const PHONE_MESSAGES = {
  empty: '手机号码不能为空',
  length: '手机号码长度不为11位',
  format: '手机号码格式不正确',
} as const;

const MAINLAND_MOBILE = /^1[3-9]\d{9}$/;

/** The first phone rule that fails, or null when the phone is valid. */
export function phoneProblem(value: unknown): string | null {
  const text = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
  if (text === '') return PHONE_MESSAGES.empty;
  if (text.length !== 11) return PHONE_MESSAGES.length;
  if (!MAINLAND_MOBILE.test(text)) return PHONE_MESSAGES.format;
  return null;
}
