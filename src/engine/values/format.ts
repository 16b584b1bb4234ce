export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/**
 * A date as dayjs reads one (`dayjs(value)`): a string without a trailing Z in the shapes of its parse pattern
 * (`2026-11-29`, `2026-11-29 08:05:09`, `20261129`, `2026/11/29T08:05`) as local time, anything else as
 * `new Date(value)`. The cells need no more of dayjs, which stays with the date pickers and the home page
 * (docs/performance.md#what-the-browser-loads); tests/unit/formatDate.test.ts holds the two to the same results.
 */
const DAYJS_PATTERN = /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/;

function parse(value: unknown): Date {
  if (value instanceof Date) return new Date(value);
  if (typeof value === 'string' && !/Z$/i.test(value)) {
    const d = value.match(DAYJS_PATTERN);
    if (d) {
      const n = (part: string | undefined) => Number(part || 0);
      return new Date(n(d[1]), Number(d[2]) - 1 || 0, Number(d[3] || 1), n(d[4]), n(d[5]), n(d[6]), n((d[7] || '0').substring(0, 3)));
    }
  }
  return new Date(value as string);
}

const two = (n: number) => String(n).padStart(2, '0');

/** A moment's local day as the wire writes it, `yyyy-MM-dd`. */
export const localDay = (d: Date) => `${String(d.getFullYear()).padStart(4, '0')}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;

/** Wire dates are `yyyy-MM-dd` / `yyyy-MM-dd HH:mm:ss` (docs/api.md#the-contract). */
export function formatDate(value: unknown, withTime = true): string {
  if (value === undefined || value === null || value === '') return '';
  const d = parse(value);
  if (Number.isNaN(d.getTime())) return String(value);
  const day = localDay(d);
  return withTime ? `${day} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}` : day;
}

/** A JSON value for the detail view: text as the server wrote it (its masks kept in place), objects indented. */
export function formatJson(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
}
