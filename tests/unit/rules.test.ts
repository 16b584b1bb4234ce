// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  idNumberRule,
  isEmpty,
  isIdNumber,
  isKey,
  isMoney,
  isName,
  isNonBlank,
  isPhone,
  keyRule,
  moneyRule,
  nameRule,
  nonBlankRule,
  notEmptyRule,
  phoneError,
  phoneRule,
  RULE_MSG,
} from '../../schemas/rules';

const messages = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues.map((i) => i.message) ?? [];

describe('emptiness rule (docs/product.md#validation)', () => {
  it.each([null, undefined, '', [], {}])('%j is empty', (value) => {
    expect(isEmpty(value)).toBe(true);
  });
  it.each([0, -1, 1.5, Number.NaN, false, true, ' ', 'a', [0], { a: undefined }, new Date(0)])('%j is not empty', (value) => {
    expect(isEmpty(value)).toBe(false);
  });
  it('as a zod rule gives the caller’s message', () => {
    const schema = notEmptyRule(z.unknown(), '请选择');
    expect(messages(schema, [])).toEqual(['请选择']);
    expect(messages(schema, {})).toEqual(['请选择']);
    expect(messages(schema, 0)).toEqual([]);
    expect(messages(schema, false)).toEqual([]);
  });
});

describe('name rule', () => {
  it.each(['张三', 'abc_123', 'A', '食堂_1号', '_'])('accepts %j', (value) => {
    expect(isName(value)).toBe(true);
    expect(messages(nameRule(), value)).toEqual([]);
  });
  it.each(['', 'a b', 'a-b', '张三!', 'ｅ', 'a.b', 'emoji😀'])('refuses %j with 请输入中文、英文、数字包括下划线', (value) => {
    expect(isName(value)).toBe(false);
    expect(messages(nameRule(), value)).toEqual(['请输入中文、英文、数字包括下划线']);
  });
  it('refuses non-strings', () => {
    expect(isName(12)).toBe(false);
    expect(messages(nameRule(), 12)).toEqual([RULE_MSG.name]);
  });
});

describe('key rule', () => {
  it.each(['ROLE_ADMIN', 'A', '_', 'EXPORT_ACCOUNT_FLOW_DETAIL'])('accepts %j', (value) => {
    expect(isKey(value)).toBe(true);
    expect(messages(keyRule(), value)).toEqual([]);
  });
  it.each(['', 'role_admin', 'Role', 'ROLE1', 'ROLE ADMIN', '角色'])('refuses %j with 请输入大写英文、下划线', (value) => {
    expect(isKey(value)).toBe(false);
    expect(messages(keyRule(), value)).toEqual(['请输入大写英文、下划线']);
  });
});

describe('non-blank rule', () => {
  it.each(['a', ' a ', '中'])('accepts %j', (value) => {
    expect(isNonBlank(value)).toBe(true);
    expect(messages(nonBlankRule(), value)).toEqual([]);
  });
  it.each(['', ' ', '\t\n', '\u3000'])('refuses %j with 请输入非空格信息', (value) => {
    expect(isNonBlank(value)).toBe(false);
    expect(messages(nonBlankRule(), value)).toEqual(['请输入非空格信息']);
  });
});

describe('phone rule', () => {
  it('says 手机号码不能为空 for empty values', () => {
    for (const value of ['', null, undefined]) {
      expect(phoneError(value)).toBe('手机号码不能为空');
      expect(messages(phoneRule(), value)).toEqual(['手机号码不能为空']);
    }
  });
  it('says 手机号码长度不为11位 for any other length', () => {
    for (const value of ['1', '1381234567', '138123456789', '1381234567 8']) {
      expect(phoneError(value)).toBe('手机号码长度不为11位');
      expect(messages(phoneRule(), value)).toEqual(['手机号码长度不为11位']);
    }
  });
  it('says 手机号码格式不正确 for 11 characters that are not a mobile number', () => {
    for (const value of ['12812345678', '23812345678', '1381234567a', '010-1234567']) {
      expect(phoneError(value)).toBe('手机号码格式不正确');
      expect(messages(phoneRule(), value)).toEqual(['手机号码格式不正确']);
    }
  });
  it('accepts 11-digit mobile numbers, as text or number', () => {
    for (const value of ['13812345678', '19912345678', 15001045678]) {
      expect(isPhone(value)).toBe(true);
      expect(phoneRule().parse(value)).toBe(String(value));
    }
    // Surrounding spaces are what a paste leaves behind, as on the login page.
    expect(phoneRule().parse(' 13812345678 ')).toBe('13812345678');
  });
});

describe('ID-number rule', () => {
  const digits = (n: number) => '1234567890'.repeat(3).slice(0, n);
  it.each([17, 19, 21])('accepts %i digits', (n) => {
    expect(isIdNumber(digits(n))).toBe(true);
    expect(messages(idNumberRule(), digits(n))).toEqual([]);
  });
  it.each([0, 16, 18, 20, 22])('refuses %i digits', (n) => {
    expect(isIdNumber(digits(n))).toBe(false);
    expect(messages(idNumberRule(), digits(n))).toEqual([RULE_MSG.idNumber]);
  });
  it('refuses anything but digits, and honours other lengths when asked', () => {
    expect(isIdNumber(`${digits(16)}X`)).toBe(false);
    expect(isIdNumber(12345678901234568)).toBe(false);
    expect(isIdNumber(digits(18), [18])).toBe(true);
    expect(messages(idNumberRule([18], '证件号码须为18位'), digits(17))).toEqual(['证件号码须为18位']);
  });
});

describe('money rule', () => {
  it.each(['0', '0.01', '0.99', '5000', '5000.5', '5000.50', 12.34, 0, '123456789.99'])('accepts %j', (value) => {
    expect(isMoney(value)).toBe(true);
  });
  it.each(['', '-1', -1, '1.234', 1.234, '1.', '.5', 'abc', '1e3', 1e21, Number.POSITIVE_INFINITY, Number.NaN, null, true])('refuses %j', (value) => {
    expect(isMoney(value)).toBe(false);
    expect(messages(moneyRule(), value)).toEqual([RULE_MSG.money]);
  });
  it('limits integer digits and zero when asked (the recharge rule)', () => {
    const recharge = { maxIntegerDigits: 9, allowZero: false };
    expect(isMoney('999999999.99', recharge)).toBe(true);
    expect(isMoney('1000000000', recharge)).toBe(false);
    expect(isMoney('0', recharge)).toBe(false);
    expect(isMoney('0.00', recharge)).toBe(false);
    expect(isMoney('0.01', recharge)).toBe(true);
    expect(isMoney('000123', recharge)).toBe(true);
    const schema = moneyRule(recharge, '请输入大于零的正数且最多保留2位小数');
    expect(messages(schema, '0')).toEqual(['请输入大于零的正数且最多保留2位小数']);
    expect(schema.parse(12.5)).toBe('12.5');
    expect(schema.parse(' 8.80 ')).toBe('8.80');
  });
});
