import { randomInt } from 'node:crypto';
import { passwordProblem } from '../../schemas/password';

/** Letters and digits a person reads back without confusing them (no 0/O, 1/l/I). */
const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const DIGITS = '23456789';
const LENGTH = 12;

/**
 * A temporary password the server makes up for an administrator's reset (docs/security.md): 12 characters of
 * letters and digits, at least one of each, so it keeps the password rules it is checked by.
 */
export function makeTemporaryPassword(): string {
  const all = LETTERS + DIGITS;
  for (;;) {
    const chars = Array.from({ length: LENGTH }, () => all[randomInt(all.length)]);
    chars[randomInt(LENGTH)] = DIGITS[randomInt(DIGITS.length)];
    const text = chars.join('');
    if (passwordProblem(text) === null) return text;
  }
}
