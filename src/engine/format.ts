import dayjs from 'dayjs';

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** Wire dates are `yyyy-MM-dd` / `yyyy-MM-dd HH:mm:ss` (DESIGN.md section 3). */
export function formatDate(value: unknown, withTime = true): string {
  if (value === undefined || value === null || value === '') return '';
  const d = dayjs(value as string);
  return d.isValid() ? d.format(withTime ? DATETIME_FORMAT : DATE_FORMAT) : String(value);
}

export function formatMoney(value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  const n = Number(value);
  return Number.isFinite(n) ? n.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }) : String(value);
}
