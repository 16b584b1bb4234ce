import { describe, expect, it } from 'vitest';
import { rechargeAmountSchema } from '../../schemas/recharge';
import { balanceLimitSchema, creditLimitSchema } from '../../schemas/accountLimit';
import { accountNameSchema } from '../../schemas/account';
import { addMoney, fromCents, toCents } from '../../schemas/money';

const verdict = (schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } }, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? 'ok' : r.error!.issues[0].message;
};

describe('recharge amount (docs/product.md#validation)', () => {
  it.each([
    ['', '请输入充值金额'],
    [undefined, '请输入充值金额'],
    ['0', '请输入大于零的正数且最多保留2位小数'],
    [0, '请输入大于零的正数且最多保留2位小数'],
    ['0.0', '请输入大于零的正数且最多保留2位小数'],
    ['0.01', 'ok'],
    ['0.99', 'ok'],
    ['99', 'ok'],
    ['100', 'ok'],
    ['100000000', 'ok'],
    ['999999999.99', 'ok'],
    ['1000000000', '请输入大于零的正数且最多保留2位小数'],
    ['0.001', '请输入大于零的正数且最多保留2位小数'],
    ['-0.01', '请输入大于零的正数且最多保留2位小数'],
    ['01', '请输入大于零的正数且最多保留2位小数'],
    ['1.', '请输入大于零的正数且最多保留2位小数'],
  ])('%j -> %s', (value, expected) => {
    expect(verdict(rechargeAmountSchema, value)).toBe(expected);
  });
});

describe('balance upper limit', () => {
  it.each([
    ['', '请输入账户余额上限'],
    ['0', 'ok'],
    ['0.01', 'ok'],
    ['0.99', 'ok'],
    ['5000', 'ok'],
    ['999999999.99', 'ok'],
    ['1000000000', '请输入大于零的正数或保留2位小数'],
    ['1.234', '请输入大于零的正数或保留2位小数'],
    ['-5', '请输入大于零的正数或保留2位小数'],
  ])('%j -> %s', (value, expected) => {
    expect(verdict(balanceLimitSchema, value)).toBe(expected);
  });
});

describe('credit limit', () => {
  it.each([
    ['', '请输入授信额度'],
    ['0', '请输入100-100000000正整数'],
    ['0.01', '请输入100-100000000正整数'],
    ['0.99', '请输入100-100000000正整数'],
    ['99', '请输入100-100000000正整数'],
    ['100', 'ok'],
    [100, 'ok'],
    ['100000000', 'ok'],
    ['100000001', '请输入100-100000000正整数'],
    ['999999999.99', '请输入100-100000000正整数'],
    ['1000000000', '请输入100-100000000正整数'],
    ['0100', '请输入100-100000000正整数'],
  ])('%j -> %s', (value, expected) => {
    expect(verdict(creditLimitSchema, value)).toBe(expected);
  });
});

describe('account name and money arithmetic', () => {
  it('name is required and at most 30 characters', () => {
    expect(verdict(accountNameSchema, '')).toBe('请输入账户名称');
    expect(verdict(accountNameSchema, '账'.repeat(30))).toBe('ok');
    expect(verdict(accountNameSchema, '账'.repeat(31))).toBe('账户名称不能超过30个字符');
  });

  it('adds in cents without float error', () => {
    expect(addMoney('0.1', '0.2')).toBe('0.30');
    expect(addMoney('999999999.99', '0.01')).toBe('1000000000.00');
    expect(fromCents(toCents('-0.05'))).toBe('-0.05');
    expect(addMoney('963.01', '500.00')).toBe('1463.01');
  });
});

describe('form rules from the shared schemas', () => {
  it('resolves for valid values and rejects with the schema message, translated', async () => {
    const { rulesFor } = await import('../../src/engine/form/schemaRules');
    const { z } = await import('zod');
    const { setLanguage } = await import('../../src/providers/i18n');
    const [rule] = rulesFor(z.object({ changeNum: rechargeAmountSchema }), 'changeNum') as [{ validator: (r: unknown, v: unknown) => Promise<void> }];
    await expect(rule.validator({}, '12.34')).resolves.toBeUndefined();
    await setLanguage('zh-CN');
    await expect(rule.validator({}, '0')).rejects.toThrow('请输入大于零的正数且最多保留2位小数');
    await setLanguage('en');
    await expect(rule.validator({}, '')).rejects.toThrow('Enter the recharge amount');
    await setLanguage('zh-CN');
  });
});
