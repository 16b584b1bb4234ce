// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import dayjs from 'dayjs';
import { DATE_FORMAT, DATETIME_FORMAT, formatDate } from '@/engine/values/format';

/** What the cells showed while they formatted with dayjs (docs/performance.md#what-the-browser-loads). */
function withDayjs(value: unknown, withTime = true): string {
  if (value === undefined || value === null || value === '') return '';
  const d = dayjs(value as string);
  return d.isValid() ? d.format(withTime ? DATETIME_FORMAT : DATE_FORMAT) : String(value);
}

describe('formatDate: a date or time cell as dayjs formatted it, without dayjs on the first list', () => {
  it('writes the wire dates and times as the server sent them', () => {
    expect(formatDate('2026-11-29 08:05:09')).toBe('2026-11-29 08:05:09');
    expect(formatDate('2026-11-29 08:05:09', false)).toBe('2026-11-29');
    expect(formatDate('2026-11-29')).toBe('2026-11-29 00:00:00');
    expect(formatDate('2026-11-29', false)).toBe('2026-11-29');
  });

  it('leaves an empty value empty and shows a value that is no date as it came', () => {
    expect(formatDate(undefined)).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('not a date');
    expect(formatDate('2026-13-45 99:99')).toBe(withDayjs('2026-13-45 99:99'));
  });

  it.each([
    '2026-11-29 08:05:09',
    '2026-11-29T08:05:09',
    '2026-11-29T08:05:09.123',
    '2026-11-29T08:05:09.123456',
    '2026-11-29T08:05:09Z',
    '2026-11-29T08:05:09.5z',
    '2026-11-29T08:05:09+08:00',
    '2026/11/29 8:5:9',
    '20261129',
    '2026-2-3',
    '2026-11',
    '2026',
    '0099-01-01',
    '2026-00-00',
    '2026-02-30 25:61:61',
    'Sun, 29 Nov 2026 08:05:09 GMT',
    '1795962402781',
    1795962402781,
    0,
    -1,
    true,
    new Date(2026, 10, 29, 8, 5, 9),
    new Date(Number.NaN),
    'Invalid Date',
  ])('formats %s as dayjs did, with and without the time', (value) => {
    expect(formatDate(value)).toBe(withDayjs(value));
    expect(formatDate(value, false)).toBe(withDayjs(value, false));
  });

  it('agrees with dayjs on any text made of digits and the separators of its pattern', () => {
    const text = fc.string({ unit: fc.constantFrom(...'0123456789-/: T.tZz'.split('')), maxLength: 24 });
    fc.assert(
      fc.property(text, fc.boolean(), (value, withTime) => {
        expect(formatDate(value, withTime)).toBe(withDayjs(value, withTime));
      }),
      { numRuns: 2000 },
    );
  });
});
