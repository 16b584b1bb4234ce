import { z } from 'zod';
import { MONEY_RE, toCents } from './money';
import { idField, moneyInput } from './input';
import { withheldNamesSchema } from './withheldReply';
import { decimalText } from './reply';

export const RECHARGE_REQUIRED = '请输入充值金额';
export const RECHARGE_FORMAT = '请输入大于零的正数且最多保留2位小数';

/** docs/product.md#validation: positive, at most 9 integer digits and 2 decimals; 0.01 to 0.99 allowed, zero refused. */
export const rechargeAmountSchema = moneyInput(RECHARGE_REQUIRED).pipe(
  z
    .string()
    .min(1, RECHARGE_REQUIRED)
    .regex(MONEY_RE, RECHARGE_FORMAT)
    .refine((v) => !MONEY_RE.test(v) || toCents(v) > 0n, RECHARGE_FORMAT),
);

export const rechargeItemSchema = z.object({
  toAccountNo: z.string({ error: '请选择充值账户' }).max(32, '请选择充值账户').trim().min(1, '请选择充值账户'),
  changeNum: rechargeAmountSchema,
  tenantId: idField().optional(),
});

/** Body of `POST /accountcenter/actAccount/exchangeAccounts/recharge`: a list with exactly one item. */
export const rechargeRequestSchema = z.array(rechargeItemSchema, { error: '请选择充值账户' }).length(1, '每次只能为一个账户充值');

/** The recharge dialog's form. */
export const rechargeFormSchema = z.object({ changeNum: rechargeAmountSchema });

export const RECHARGE_REFUSED = {
  disabled: '账户已停用，不能充值',
  frozen: '账户已冻结，不能充值',
  overLimit: '充值后余额将超过账户余额上限',
} as const;

/** What the recharge call answers: the account's new balance and the flow written. */
export const rechargeResultSchema = z.strictObject({
  accountNo: z.string(),
  accountNum: decimalText.nullable().describe('The balance after the recharge (null where amounts are withheld)'),
  flowMetaId: z.int(),
  withheld: withheldNamesSchema,
});
export type RechargeResult = z.output<typeof rechargeResultSchema>;
