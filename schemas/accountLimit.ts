import { z } from 'zod';
import { decimalText } from './reply';
import { recordVersion, versionField } from './version';
import { withheldNamesSchema } from './withheldReply';
import { MONEY_RE, toCents } from './money';
import { defineEnum } from './enums';
import { boundedText, idField, INPUT_MSG, moneyInput, numberChoice } from './input';

/** Account permissions (first list of the permission dialog). */
export const accountPermissionEnum = defineEnum([
  { value: '1_1', zh: '允许充值', en: 'Recharge' },
  { value: '1_2', zh: '允许消费', en: 'Spend' },
  { value: '1_3', zh: '允许退款', en: 'Refund' },
  { value: '1_4', zh: '允许授信', en: 'Credit' },
] as const);

/** Deal-type permissions (second list); 2_2 is always held. */
export const dealPermissionEnum = defineEnum([
  { value: '2_1', zh: '线上消费', en: 'Online payment' },
  { value: '2_2', zh: '线下消费', en: 'In-person payment' },
  { value: '2_3', zh: '商旅预订', en: 'Travel booking' },
  { value: '2_4', zh: '外卖点餐', en: 'Food delivery' },
] as const);

export const ALWAYS_ON_DEAL = '2_2';
export const DEFAULT_BALANCE_LIMIT = '5000';

/** limitType of an action limit: 1 account permission, 2 deal permission, 3 balance upper limit, 4 credit limit. */
export const LIMIT_TYPE = { account: 1, deal: 2, balance: 3, credit: 4 } as const;
export const BALANCE_LIMIT_ACTION = 'balance_limit';
export const CREDIT_LIMIT_ACTION = 'credit_limit';

export const BALANCE_LIMIT_REQUIRED = '请输入账户余额上限';
export const BALANCE_LIMIT_FORMAT = '请输入大于零的正数或保留2位小数';
export const CREDIT_REQUIRED = '请输入授信额度';
export const CREDIT_FORMAT = '请输入100-100000000正整数';

/** docs/product.md#validation: required, non-negative, at most 2 decimals (and at most 9 integer digits). */
export const balanceLimitSchema = moneyInput(BALANCE_LIMIT_REQUIRED).pipe(z.string().min(1, BALANCE_LIMIT_REQUIRED).regex(MONEY_RE, BALANCE_LIMIT_FORMAT));

/** docs/product.md#validation: required, an integer of 3 to 9 digits from 100 to 100000000. */
export const creditLimitSchema = moneyInput(CREDIT_REQUIRED).pipe(
  z
    .string()
    .min(1, CREDIT_REQUIRED)
    .regex(/^[1-9]\d{2,8}$/, CREDIT_FORMAT)
    .refine((v) => !/^\d+$/.test(v) || (BigInt(v) >= 100n && BigInt(v) <= 100_000_000n), CREDIT_FORMAT),
);

export const accountPermissionsSchema = z
  .array(
    z.string({ error: '请选择账户权限' }).refine((v) => accountPermissionEnum.values.includes(v as never), '请选择账户权限'),
    {
      error: '请选择账户权限',
    },
  )
  .min(1, '请选择账户权限')
  .max(20, '请选择账户权限');

export const dealPermissionsSchema = z
  .array(
    z.string({ error: '请选择交易权限' }).refine((v) => dealPermissionEnum.values.includes(v as never), '请选择交易权限'),
    {
      error: '请选择交易权限',
    },
  )
  .min(1, '请选择交易权限')
  .max(20, '请选择交易权限');

/** The permission dialog's form. */
export const accountLimitFormSchema = z.object({
  accountPermissions: accountPermissionsSchema,
  dealPermissions: dealPermissionsSchema,
  balanceLimit: balanceLimitSchema,
  creditLimit: creditLimitSchema,
});
export type AccountLimitForm = z.input<typeof accountLimitFormSchema>;

const actionLimitItem = z.object({
  actionLimit: boundedText(32, '请选择账户权限'),
  limitType: numberChoice(Object.values(LIMIT_TYPE), '请选择账户权限'),
  limitNum: z
    .union([z.string().max(32, BALANCE_LIMIT_FORMAT), z.number()], { error: BALANCE_LIMIT_FORMAT })
    .optional()
    .nullable(),
  limitOn: z.boolean({ error: INPUT_MSG.flag }).optional(),
});

/**
 * Body of `POST /accountcenter/actAccountLimit/saveActAccountLimit`. A balance or credit item whose `limitNum` is
 * null keeps the stored amount: what the dialog sends for a caller whose amounts are withheld (docs/security.md),
 * who never writes them; anyone else is refused with the field's required message by the route.
 */
export const saveAccountLimitSchema = z
  .object({
    accountNo: z.string({ error: '缺少账户编号' }).max(32, '缺少账户编号').trim().min(1, '缺少账户编号'),
    subjectNo: boundedText(32).optional().nullable(),
    accountLevel: numberChoice([1, 2]).optional().nullable(),
    tenantId: idField().optional(),
    actionLimits: z.array(actionLimitItem, { error: '请选择账户权限' }).max(50, '请选择账户权限'),
    version: versionField.optional(),
  })
  .transform((body, ctx) => {
    const of = (type: number) => body.actionLimits.filter((a) => a.limitType === type);
    const kept = (type: number) => of(type).length > 0 && of(type)[0].limitNum === null;
    const keepBalance = kept(LIMIT_TYPE.balance);
    const keepCredit = kept(LIMIT_TYPE.credit);
    const form = {
      accountPermissions: of(LIMIT_TYPE.account).map((a) => a.actionLimit),
      dealPermissions: of(LIMIT_TYPE.deal).map((a) => a.actionLimit),
      balanceLimit: keepBalance ? DEFAULT_BALANCE_LIMIT : (of(LIMIT_TYPE.balance)[0]?.limitNum ?? ''),
      creditLimit: keepCredit ? '100' : (of(LIMIT_TYPE.credit)[0]?.limitNum ?? ''),
    };
    const parsed = accountLimitFormSchema.safeParse(form);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      return z.NEVER;
    }
    const deal = new Set(parsed.data.dealPermissions);
    deal.add(ALWAYS_ON_DEAL);
    return {
      accountNo: body.accountNo,
      tenantId: body.tenantId,
      accountPermissions: [...new Set(parsed.data.accountPermissions)],
      dealPermissions: [...deal],
      balanceLimit: keepBalance ? null : parsed.data.balanceLimit,
      creditLimit: keepCredit ? null : parsed.data.creditLimit,
      version: body.version,
    };
  });

/** One item of the two lists `getActAccountLimit` answers. */
export const actionLimitSchema = z.strictObject({
  actionLimit: z.string(),
  limitType: z.int(),
  limitNum: z.string().nullable(),
  limitOn: z.boolean(),
  actionLabel: z.string(),
});
export type ActionLimit = z.output<typeof actionLimitSchema>;

/** The reply of `GET /accountcenter/actAccountLimit/getActAccountLimit`. */
export const accountLimitReplySchema = z
  .strictObject({
    accountNo: z.string(),
    accountLimitList: z.array(actionLimitSchema),
    dealTypeLimitList: z.array(actionLimitSchema),
    balanceLimit: decimalText.nullable().describe('null where amounts are withheld'),
    creditLimit: z.string().nullable().describe('The whole credit limit, or empty for none (null where amounts are withheld)'),
    version: recordVersion.describe('The version of the account’s limits (their own, apart from the account’s): send it back to save them'),
    withheld: withheldNamesSchema,
  })
  .meta({ id: 'AccountLimits' });
export type AccountLimitReply = z.output<typeof accountLimitReplySchema>;

/**
 * Builds the `actionLimits` list of the save call from the dialog's values; a null amount keeps the stored one (what a
 * caller whose amounts are withheld sends: docs/security.md).
 */
export function toActionLimits(form: { accountPermissions: string[]; dealPermissions: string[]; balanceLimit: string | null; creditLimit: string | null }) {
  return [
    ...form.accountPermissions.map((a) => ({ actionLimit: a, limitType: LIMIT_TYPE.account, limitNum: null })),
    ...[...new Set([...form.dealPermissions, ALWAYS_ON_DEAL])].map((a) => ({ actionLimit: a, limitType: LIMIT_TYPE.deal, limitNum: null })),
    { actionLimit: BALANCE_LIMIT_ACTION, limitType: LIMIT_TYPE.balance, limitNum: form.balanceLimit },
    { actionLimit: CREDIT_LIMIT_ACTION, limitType: LIMIT_TYPE.credit, limitNum: form.creditLimit },
  ];
}

/** The cents of a valid balance limit (used where a limit is compared). */
export const balanceLimitCents = (value: string) => toCents(value);
