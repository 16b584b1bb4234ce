import type { z } from 'zod';
import {
  ACCOUNT_TYPE_EXPORT_BILL_TYPE,
  ACCOUNT_TYPE_TEMPLATE_CODE,
  accountCategoryEnum,
  accountKindEnum,
  accountTypeImportSchema,
  accountTypeSearchFields,
  enableFlagEnum,
  type AccountTypeImportRow,
} from '../../../schemas/accountType';
import { pageFields, searchObject } from '../../../schemas/input';
import { exportDateFields, exportRequestFields, exportSelectionFields } from '../../../schemas/tasks';
import { formatDateTime } from '../../domain/time';
import { defineExport, defineImport } from '../registry';
import { accountTypeExportCount, accountTypeExportPage, insertNewAccountTypes } from '../../repositories/accountTypes';
import { op } from '../../http/operations';

const DUPLICATE_NAME = '账户类型名称已存在';

/** Account types: the first resource importable and exportable through the task registry. */
export const accountTypeImport = defineImport<AccountTypeImportRow>({
  templateCode: ACCOUNT_TYPE_TEMPLATE_CODE,
  title: { zh: '账户类型', en: 'Account types' },
  permission: 'account_type_add',
  columns: [
    { key: 'accountTypeName', zh: '账户类型名称', en: 'Account type name', required: true, width: 28, sample: '员工午餐账户' },
    { key: 'accountType', zh: '账户类别', en: 'Category', required: true, enum: accountCategoryEnum, width: 22, sample: 1 },
    { key: 'accountKind', zh: '账户种类', en: 'Kind', required: true, enum: accountKindEnum, width: 14, sample: 1 },
    { key: 'enableFlag', zh: '状态', en: 'Status', enum: enableFlagEnum, width: 12, sample: '1' },
    { key: 'remark', zh: '备注', en: 'Remark', width: 36, sample: '工作日午餐补贴' },
  ],
  schema: accountTypeImportSchema,
  exportBillType: ACCOUNT_TYPE_EXPORT_BILL_TYPE,
  async insert(trx, ctx, rows) {
    // The unique index decides duplicates, against the table and within the file alike.
    const fresh = new Set(await insertNewAccountTypes(trx, ctx.tenantId, rows));
    return rows.map((row) => {
      if (!fresh.has(row.accountTypeName)) return DUPLICATE_NAME;
      fresh.delete(row.accountTypeName);
      return null;
    });
  },
});

/**
 * The list's own search (plus a creation date range and the ticked rows), so an export never starts on a
 * filter the list refuses.
 */
const accountTypeExportFilter = searchObject({ ...pageFields(), ...accountTypeSearchFields, ...exportRequestFields, ...exportDateFields, ...exportSelectionFields });
type AccountTypeExportFilter = z.output<typeof accountTypeExportFilter>;

export const accountTypeExport = defineExport<AccountTypeExportFilter>({
  billType: ACCOUNT_TYPE_EXPORT_BILL_TYPE,
  path: '/accountcenter/actAccountType/export',
  operation: op('exportAccountTypes', 'Export account types', 'tasks'),
  title: { zh: '账户类型', en: 'Account types' },
  filterSchema: accountTypeExportFilter,
  selectable: true,
  columns: [
    { key: 'accountTypeName', zh: '账户类型名称', en: 'Account type name', width: 28 },
    { key: 'accountType', zh: '账户类别', en: 'Category', enum: accountCategoryEnum, width: 22 },
    { key: 'accountKind', zh: '账户种类', en: 'Kind', enum: accountKindEnum, width: 14 },
    { key: 'enableFlag', zh: '状态', en: 'Status', enum: enableFlagEnum, width: 12 },
    { key: 'remark', zh: '备注', en: 'Remark', width: 36 },
    { key: 'createTime', zh: '创建时间', en: 'Created', width: 22 },
  ],
  count: (db, ctx, filter) => accountTypeExportCount(db, ctx.tenantId, filter),
  async page(db, ctx, filter, after, limit) {
    const rows = await accountTypeExportPage(db, ctx.tenantId, filter, after, limit);
    return {
      rows: rows.map((r) => ({
        accountTypeName: r.account_type_name,
        accountType: r.account_type,
        accountKind: r.account_kind,
        enableFlag: r.enable_flag,
        remark: r.remark,
        createTime: formatDateTime(r.create_time),
      })),
      next: rows.length === limit ? rows[rows.length - 1].id : null,
    };
  },
});
