import type { z } from 'zod';
import { accountStatusEnum } from '../../../schemas/account';
import { SUBJECT_EXPORT_BILL_TYPE, subjectSearchFields, subjectTypeEnum } from '../../../schemas/accountSubject';
import { searchObject } from '../../../schemas/input';
import { exportRequestFields } from '../../../schemas/tasks';
import { subjectExportCount, subjectExportPage } from '../../repositories/subjects';
import { defineExport } from '../registry';
import { taskScope } from '../taskScope';
import { op } from '../../http/operations';

/** The subject list's search; its tenant is checked as the list checks it (exportTasks.ts). */
const subjectExportFilter = searchObject({ ...subjectSearchFields, ...exportRequestFields });
type SubjectExportFilter = z.output<typeof subjectExportFilter>;

/**
 * Account subjects with their parent account (bill type EXPORT_ACCOUNT_SUBJECT), newest first.
 * Export only: opening a subject binds a ledger account to an owner picked by id from the organisation tree
 * or the employee list, which a spreadsheet row can only name ambiguously.
 */
export const accountSubjectExport = defineExport<SubjectExportFilter>({
  billType: SUBJECT_EXPORT_BILL_TYPE,
  path: '/accountcenter/subject/export',
  operation: op('exportSubjects', 'Export account subjects', 'tasks'),
  title: { zh: '账户主体', en: 'Account subjects' },
  filterSchema: subjectExportFilter,
  columns: [
    { key: 'subjectNo', zh: '主体编号', en: 'Subject number', width: 14 },
    { key: 'subjectName', zh: '主体名称', en: 'Subject', width: 28 },
    { key: 'subjectType', zh: '主体类型', en: 'Subject type', enum: subjectTypeEnum, width: 12 },
    { key: 'tenantName', zh: '租户', en: 'Tenant', width: 24 },
    { key: 'accountName', zh: '账户名称', en: 'Account name', width: 24 },
    { key: 'accountNo', zh: '账号', en: 'Account number', width: 16 },
    { key: 'configNames', zh: '业务场景', en: 'Business scenes', width: 28 },
    { key: 'accountNum', zh: '余额', en: 'Balance', width: 14, withheld: 'amount' },
    { key: 'creditNum', zh: '授信', en: 'Credit', width: 14, withheld: 'amount' },
    { key: 'childCount', zh: '子账户数', en: 'Child accounts', width: 10 },
    { key: 'status', zh: '状态', en: 'Status', enum: accountStatusEnum, width: 10 },
    { key: 'createTime', zh: '创建时间', en: 'Created', width: 20 },
  ],
  count: async (db, ctx, filter) => subjectExportCount(db, ctx.tenantId, filter, await taskScope(db, ctx)),
  async page(db, ctx, filter, after, limit) {
    const rows = await subjectExportPage(db, ctx.tenantId, filter, await taskScope(db, ctx), after, limit);
    return {
      rows: rows.map((row) => ({ ...row })),
      next: rows.length === limit ? rows[rows.length - 1].id : null,
    };
  },
});
