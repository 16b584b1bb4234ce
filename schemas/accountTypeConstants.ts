/**
 * Account types (docs/product.md#states-and-transitions, docs/product.md#import-export-and-files and docs/product.md#constants-and-limits): display values, limits, the record and the task codes, apart from
 * the zod schemas (accountType.ts) so that the account type list loads without the validation library; its
 * dialogs load the schemas when they open.
 */
import type { z } from 'zod';
import { defineEnum } from './enums';
import type { accountTypeSchema } from './accountType';

/** docs/product.md#states-and-transitions and docs/product.md#constants-and-limits: account type display values. */
export const accountCategoryEnum = defineEnum([
  { value: 0, zh: '个人账户', en: 'Personal' },
  { value: 1, zh: '福利账户', en: 'Welfare' },
  { value: 4, zh: '差旅账户', en: 'Travel' },
  { value: 2, zh: '部门加班卡', en: 'Department overtime card' },
  { value: 3, zh: '部门活动卡', en: 'Department activity card' },
] as const);

/** docs/product.md#states-and-transitions: account kind. */
export const accountKindEnum = defineEnum([
  { value: 1, zh: '金额', en: 'Amount' },
  { value: 2, zh: '次数', en: 'Count' },
  { value: 3, zh: '积分', en: 'Points' },
] as const);

/** Enabled state of an account type: 1 enabled, 0 disabled. */
export const enableFlagEnum = defineEnum([
  { value: '1', zh: '启用', en: 'Enabled' },
  { value: '0', zh: '停用', en: 'Disabled' },
] as const);

export const ACCOUNT_TYPE_NAME_MAX = 30;
export const ACCOUNT_TYPE_REMARK_MAX = 200;

/** An account type as the server returns it (its reply schema is in accountType.ts). */
export type AccountType = z.output<typeof accountTypeSchema>;

/** Import and export of account types through the task registry (docs/product.md#import-and-export-tasks). */
export const ACCOUNT_TYPE_TEMPLATE_CODE = 'ACT_ACCOUNT_TYPE';
export const ACCOUNT_TYPE_EXPORT_BILL_TYPE = 'EXPORT_ACCOUNT_TYPE';
