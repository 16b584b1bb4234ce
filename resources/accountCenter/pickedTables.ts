import type { SubTableDecl } from '../define';

/**
 * The people and organisations picked for an account or a subject, as the picker controls show them
 * (src/pages/accountCenter/pickers): sub-tables of the field's own rows, drawn by the engine.
 */
/** The employees picked for an account on the add page (the employee picker's table), each removable. */
export const pickedPeopleTable: SubTableDecl<Record<string, unknown>> = {
  rowKey: 'userId',
  columns: (['actualName', 'jobNo', 'phone', 'deptName'] as const).map((key) => ({
    key,
    titleKey: `pickers.people.${key}`,
    ...(key === 'phone' ? { withheld: 'phone' as const } : {}),
  })),
  remove: { labelKey: 'pickers.remove' },
};

/** The organisations picked for an account or a subject (the organisation picker's table), each removable. */
export const pickedOrgsTable: SubTableDecl<Record<string, unknown>> = {
  rowKey: 'deptId',
  columns: (['name', 'parentName'] as const).map((key) => ({ key, titleKey: `pickers.org.${key}` })),
  remove: { labelKey: 'pickers.remove' },
};
