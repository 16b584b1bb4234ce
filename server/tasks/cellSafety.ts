/**
 * A text cell that a spreadsheet could read as a formula (= + - @, and the tab / carriage return tricks)
 * is written with a leading apostrophe, so opening an export never runs anything (formula injection). Text
 * that already reads like an escaped one (`'=1+2`) gets one more, so that unescapeCell restores every text
 * exactly.
 */
export function safeCell(value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = String(value);
  return /^'*[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/**
 * The text safeCell escaped, as it was: an export's `'=1+2` imports again as `=1+2` (stored as text, never
 * evaluated), so a file exported from a list imports again into the same rows.
 */
export function unescapeCell(text: string): string {
  return /^'+[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
}
