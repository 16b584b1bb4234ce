import type { SubTableDecl } from './define';

/**
 * The changed fields of one audit record (the detail dialog's table): each field's label, its value before
 * and after, as text (src/pages/audit/auditLabels.ts gives the labels and the values' text).
 */
export const auditChangesTable: SubTableDecl<Record<string, unknown>> = {
  rowKey: 'field',
  columns: [
    { key: 'label', titleKey: 'audit.field', width: 180 },
    { key: 'before', titleKey: 'audit.before' },
    { key: 'after', titleKey: 'audit.after' },
  ],
  emptyKey: 'audit.noChanges',
  testId: 'audit-changes',
};
