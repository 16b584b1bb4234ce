// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { boundedText, dateText, idField, INPUT_MSG, isRealDate, numberChoice, searchObject, wholeNumber } from '@schemas/input';

/** The one input rule set (schemas/input.ts, docs/product.md#validation and docs/product.md#errors-and-messages): parsed, never coerced. */
const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => (result.success ? null : result.error!.issues[0].message);

describe('ids and whole numbers', () => {
  const id = idField('缺少编号');

  it('take a JSON integer or its digits, trimmed', () => {
    expect(id.parse(7)).toBe(7);
    expect(id.parse('7')).toBe(7);
    expect(id.parse(' 42 ')).toBe(42);
    expect(id.parse(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('refuse booleans, fractions, exponents, signs, blanks, other digits and numbers past the column, with the field message', () => {
    for (const value of [true, false, null, undefined, 0, -1, 1.5, '1.5', '1e3', '+1', '-0', '', ' ', '0x1', '１', '٣', 2 ** 53, '9007199254740992', [1], { id: 1 }]) {
      expect(messageOf(id.safeParse(value)), JSON.stringify(value)).toBe('缺少编号');
    }
  });

  it('hold their range', () => {
    const sort = wholeNumber({ min: 0, max: 9999, message: '排序须为0-9999的整数' });
    expect(sort.parse(0)).toBe(0);
    expect(sort.parse('9999')).toBe(9999);
    expect(sort.safeParse(10_000).success).toBe(false);
  });
});

describe('choices', () => {
  const category = numberChoice([0, 1, 4, 2, 3], '请选择账户类别');
  it('are their exact values, as numbers or their digits', () => {
    expect(category.parse(4)).toBe(4);
    expect(category.parse('4')).toBe(4);
    for (const value of [true, 5, '5', '04', '4.0', 4.0000001, ' 4', [4]]) expect(messageOf(category.safeParse(value)), String(value)).toBe('请选择账户类别');
  });
});

describe('dates', () => {
  it('are real days and times', () => {
    expect(isRealDate('2024-02-29')).toBe(true);
    expect(isRealDate('2026-03-05 23:59:59')).toBe(true);
    for (const value of ['2026-02-29', '2026-02-30', '2026-13-01', '2026-00-10', '2026-03-05 24:00:00', '2026-03-05 12:60:00', '0000-01-01', '2026-3-5', '2026-03-05T10:00:00']) {
      expect(isRealDate(value), value).toBe(false);
    }
    expect(messageOf(dateText().safeParse('2026-02-30'))).toBe(INPUT_MSG.date);
  });
});

describe('free text', () => {
  it('is bounded as sent, blanks included, then trimmed', () => {
    const message = boundedText(5, '太长');
    expect(message.parse(' abc ')).toBe('abc');
    expect(messageOf(message.safeParse(' abc  '))).toBe('太长');
    expect(messageOf(message.safeParse(5))).toBe(INPUT_MSG.text);
  });
});

describe('search bodies', () => {
  const search = searchObject({ name: boundedText(10).optional(), size: wholeNumber({ min: 1, max: 50, message: INPUT_MSG.size }).default(10) });
  it('are objects whose empty values mean "not given"', () => {
    expect(search.parse({ name: '', size: '20' })).toEqual({ size: 20 });
    for (const value of [null, true, 1, 'text', [], [{ size: 1 }]]) expect(messageOf(search.safeParse(value)), JSON.stringify(value)).toBe(INPUT_MSG.object);
  });
});
