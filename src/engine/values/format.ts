import dayjs from 'dayjs';

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** Wire dates are `yyyy-MM-dd` / `yyyy-MM-dd HH:mm:ss` (DESIGN.md section 3). */
export function formatDate(value: unknown, withTime = true): string {
  if (value === undefined || value === null || value === '') return '';
  const d = dayjs(value as string);
  return d.isValid() ? d.format(withTime ? DATETIME_FORMAT : DATE_FORMAT) : String(value);
}

/** A value the JSON way, indented, for the detail view; text that is not JSON as it is. */
export function formatJson(value: unknown): string {
  if (typeof value !== 'string') return JSON.stringify(value, null, 2);
  try {
    return JSON.stringify(JSON.parse(value), null, 2);
  } catch {
    return value;
  }
}
