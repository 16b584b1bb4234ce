import { z } from 'zod';
import { choiceOf, dateTimeText } from './reply';
import { recordVersion, versionField } from './version';
import { withheldNamesSchema } from './withheldReply';
import { sortQueryFields } from './listSort';
import { defineEnum } from './enums';
import { boundedText, idField, pageFields, textChoice } from './input';

/** Out merchants (third-party enterprises) of the cashier: docs/product.md#records-and-fields, docs/product.md#states-and-transitions, docs/product.md#validation and docs/product.md#out-merchants. */

export const OUT_MERCHANT_MSG = {
  outSupplier: '请选择申请方',
  merchantCode: '请输入三方企业编码',
  merchantName: '请输入三方企业名称',
  merchantCodeMax: '三方企业编码不能超过64个字符',
  merchantNameMax: '三方企业名称不能超过100个字符',
  outAuthInfo: '授权信息必须是JSON对象格式，例如 {"appKey":"..."}',
  outAuthInfoMax: '授权信息不能超过4000个字符',
  enabledFlag: '请选择启用状态',
  id: '缺少三方企业编号',
  /** The server refuses to edit or delete an enabled merchant. */
  disableFirst: '请先停用该三方企业',
  duplicateCode: '该申请方下三方企业编码已存在',
  /** Asterisks stand for a stored secret; a new merchant has none to keep. */
  maskedWithoutStored: '授权信息中的******是已保存密钥的脱敏值，此处没有可保留的原值，请填写真实值',
} as const;

/** docs/product.md#states-and-transitions: '1' enabled, '0' disabled. */
export const outMerchantEnabledEnum = defineEnum([
  { value: '1', zh: '启用', en: 'Enabled' },
  { value: '0', zh: '停用', en: 'Disabled' },
] as const);

/** The six applicant types (who applied for the enterprise authorisation). */
export const outSupplierEnum = defineEnum([
  { value: 'MEITUAN', zh: '美团企业版', en: 'Meituan Enterprise' },
  { value: 'ELEME', zh: '饿了么企业订餐', en: 'Ele.me Enterprise' },
  { value: 'DIDI', zh: '滴滴企业版', en: 'DiDi Enterprise' },
  { value: 'CTRIP', zh: '携程商旅', en: 'Trip.com Business' },
  { value: 'ALIPAY', zh: '支付宝企业码', en: 'Alipay Enterprise Code' },
  { value: 'JD', zh: '京东企业购', en: 'JD Enterprise Purchase' },
] as const);

export type OutSupplier = (typeof outSupplierEnum.values)[number];

export interface OutAuthInfoFormat {
  /** Every key the applicant's authorisation JSON is expected to hold, in the order of the hint. */
  keys: readonly string[];
  /** The keys whose values are secrets: masked on every read. */
  secretKeys: readonly string[];
}

/** Per applicant type: the expected keys of `outAuthInfo` (shown as the form's hint) and which are secret. */
export const OUT_AUTH_INFO_FORMATS: Record<OutSupplier, OutAuthInfoFormat> = {
  MEITUAN: { keys: ['entId', 'accessKey', 'secretKey'], secretKeys: ['secretKey'] },
  ELEME: { keys: ['enterpriseId', 'appKey', 'appSecret'], secretKeys: ['appSecret'] },
  DIDI: { keys: ['companyId', 'clientId', 'clientSecret', 'signKey'], secretKeys: ['clientSecret', 'signKey'] },
  CTRIP: { keys: ['corpId', 'appKey', 'appSecurity'], secretKeys: ['appSecurity'] },
  ALIPAY: { keys: ['appId', 'enterpriseId', 'privateKey', 'alipayPublicKey'], secretKeys: ['privateKey'] },
  JD: { keys: ['clientId', 'clientSecret', 'username', 'password'], secretKeys: ['clientSecret', 'password'] },
};

/**
 * Keys that are secret whatever the applicant: a key named like a secret, password, token or private key.
 * (Identifiers such as appKey or accessKey are not secrets; signing and secret keys are.)
 */
export const SECRET_KEY_PATTERN = /(secret|password|passwd|pwd|token|private|signkey|security)/i;

/** What every masked secret reads as. */
export const AUTH_MASK = '******';

/** A value that is only asterisks: the masked secret sent back unchanged. */
export function isMaskedValue(value: unknown): boolean {
  return typeof value === 'string' && /^\*{3,}$/.test(value);
}

export function isSecretKey(key: string, supplier?: string): boolean {
  const format = supplier ? OUT_AUTH_INFO_FORMATS[supplier as OutSupplier] : undefined;
  return (format?.secretKeys.includes(key) ?? false) || SECRET_KEY_PATTERN.test(key);
}

/** The hint shown under the field: a JSON example with the applicant's expected keys. */
export function outAuthInfoHint(supplier: string | undefined | null): string {
  const format = supplier ? OUT_AUTH_INFO_FORMATS[supplier as OutSupplier] : undefined;
  if (!format) return '';
  return JSON.stringify(Object.fromEntries(format.keys.map((k) => [k, ''])));
}

/** Parses authorisation text into a JSON object, or null when it is not one. */
export function parseAuthInfo(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const requiredText = (message: string, max: number, maxMessage: string) => z.string({ error: message }).max(max, maxMessage).trim().min(1, message);

export const OUT_AUTH_INFO_MAX = 4000;

/** `outAuthInfo`: optional; when given, JSON text of an object. Blank means none. */
export const outAuthInfoSchema = z
  .string({ error: OUT_MERCHANT_MSG.outAuthInfo })
  .max(OUT_AUTH_INFO_MAX, OUT_MERCHANT_MSG.outAuthInfoMax)
  .trim()
  .refine((text) => text === '' || parseAuthInfo(text) !== null, { message: OUT_MERCHANT_MSG.outAuthInfo });

/** The fields an administrator writes when adding or editing an out merchant. */
export const outMerchantFormSchema = z.object({
  outSupplier: textChoice(outSupplierEnum.values as [OutSupplier, ...OutSupplier[]], OUT_MERCHANT_MSG.outSupplier),
  merchantCode: requiredText(OUT_MERCHANT_MSG.merchantCode, 64, OUT_MERCHANT_MSG.merchantCodeMax),
  merchantName: requiredText(OUT_MERCHANT_MSG.merchantName, 100, OUT_MERCHANT_MSG.merchantNameMax),
  outAuthInfo: outAuthInfoSchema.optional().nullable(),
});

const merchantId = idField(OUT_MERCHANT_MSG.id);

/**
 * `PUT /cashierMgr/cashieroutmerchant`. An omitted `outAuthInfo` keeps the stored one; masked values
 * (asterisks) inside it keep the stored secrets key by key.
 */
export const outMerchantUpdateSchema = outMerchantFormSchema.extend({ id: merchantId, version: versionField.optional() });

export const outMerchantIdSchema = z.object({ id: merchantId });

/** `POST /cashierMgr/cashieroutmerchant/updateStatus`. */
export const outMerchantStatusSchema = z.object({
  id: merchantId,
  enabledFlag: z.enum(['0', '1'], { error: OUT_MERCHANT_MSG.enabledFlag }),
  version: versionField.optional(),
});

/** Filters of `GET /cashierMgr/cashieroutmerchant/page` (20 per page, docs/product.md#constants-and-limits). */
export const OUT_MERCHANT_PAGE_SIZE = 20;
export const outMerchantListQuerySchema = z.object({
  ...pageFields(500, OUT_MERCHANT_PAGE_SIZE),
  merchantName: boundedText(100).optional(),
  merchantCode: boundedText(64).optional(),
  outSupplier: textChoice(outSupplierEnum.values as [OutSupplier, ...OutSupplier[]]).optional(),
  enabledFlag: z.enum(['0', '1'], { error: OUT_MERCHANT_MSG.enabledFlag }).optional(),
  ...sortQueryFields(['merchantName', 'createTime']),
});

export type OutMerchantForm = z.infer<typeof outMerchantFormSchema>;
export type OutMerchantUpdate = z.infer<typeof outMerchantUpdateSchema>;

/** An out merchant as the server returns it (`outAuthInfo` with its secrets masked). */
export const outMerchantSchema = z
  .strictObject({
    id: z.int(),
    tenantId: z.int(),
    outSupplier: choiceOf(outSupplierEnum),
    merchantCode: z.string(),
    merchantName: z.string(),
    enabledFlag: z.enum(['0', '1']),
    outAuthInfo: z.string().nullable().describe('JSON text of the authorisation, its secrets masked as ****** (null where withheld)'),
    createTime: dateTimeText,
    updateTime: dateTimeText.nullable(),
    version: recordVersion,
    withheld: withheldNamesSchema,
  })
  .meta({ id: 'OutMerchant' });
export type OutMerchant = z.output<typeof outMerchantSchema>;
