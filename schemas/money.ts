/**
 * Money as decimal strings with at most 2 decimals, computed in integer cents (BigInt): never a float.
 * The same helpers validate input in the browser and on the server.
 */

/** Up to 9 integer digits and up to 2 decimals, no sign, no leading zeros ("0.5" is fine, "01" is not). */
export const MONEY_RE = /^(0|[1-9]\d{0,8})(\.\d{1,2})?$/;

/** A plain decimal string of a number input (numbers arrive from JSON bodies); exponent forms stay invalid. */
export function moneyText(value: unknown): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'string') return value.trim();
  return '';
}

/** Cents of a decimal string matching a signed money pattern; throws on anything else. */
export function toCents(value: string): bigint {
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) throw new Error(`not a money amount: ${value}`);
  const cents = BigInt(match[2]) * 100n + BigInt((match[3] ?? '').padEnd(2, '0') || '0');
  return match[1] ? -cents : cents;
}

/** Formats cents as a decimal string with exactly 2 decimals ("5000.00", "-0.01"). */
export function fromCents(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const whole = abs / 100n;
  const frac = String(abs % 100n).padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${frac}`;
}

/** Sum of decimal strings (nullish counts as zero), as a 2-decimal string. */
export function addMoney(...values: (string | number | null | undefined)[]): string {
  let total = 0n;
  for (const v of values) {
    if (v === null || v === undefined || v === '') continue;
    total += toCents(typeof v === 'number' ? v.toFixed(2) : v);
  }
  return fromCents(total);
}

/** Display form of a stored amount: always 2 decimals; empty for nullish. */
export function formatMoney(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  return addMoney(value);
}
