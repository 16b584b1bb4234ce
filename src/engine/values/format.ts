import dayjs from 'dayjs';

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** Wire dates are `yyyy-MM-dd` / `yyyy-MM-dd HH:mm:ss` (docs/api.md#the-contract). */
export function formatDate(value: unknown, withTime = true): string {
  if (value === undefined || value === null || value === '') return '';
  const d = dayjs(value as string);
  return d.isValid() ? d.format(withTime ? DATETIME_FORMAT : DATE_FORMAT) : String(value);
}

/** A JSON value for the detail view: text as the server wrote it (its masks kept in place), objects indented. */
export function formatJson(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
}
