/** The wire format of docs/product.md#constants-and-limits: yyyy-MM-dd HH:mm:ss, in the server's local time. */
export function formatDateTime(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return null;
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}

/** A search date as a bound: a day-only end date covers the whole day (the export defaults of docs/product.md#import-export-and-files). */
export const dayBound = (value: string | undefined, end: boolean): Date | undefined =>
  value ? new Date(value.length === 10 ? `${value}T${end ? '23:59:59.999' : '00:00:00'}` : value.replace(' ', 'T')) : undefined;
