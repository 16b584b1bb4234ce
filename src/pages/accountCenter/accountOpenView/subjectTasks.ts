import { SUBJECT_EXPORT_BILL_TYPE } from '@schemas/accountSubject';
import type { ImportExportTarget } from '@/engine/importExport/api';
import { ACCOUNT_API } from '../shared/api';

/**
 * The subject list's entries of the engine's import/export dropdown: export and its log only. Subjects are
 * opened one by one against an owner chosen from the organisation tree or the employee list, so there is no
 * import template for them.
 */
export const subjectTasks: ImportExportTarget = {
  name: 'accountSubject',
  api: { list: ACCOUNT_API.subjectList, export: { url: ACCOUNT_API.subjectExport, method: 'post' } },
  importExport: { billType: SUBJECT_EXPORT_BILL_TYPE },
};
