/**
 * A text cell that a spreadsheet could read as a formula (= + - @, and the tab / carriage return tricks)
 * is written with a leading apostrophe, so opening an export never runs anything (formula injection).
 */
export function safeCell(value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}
