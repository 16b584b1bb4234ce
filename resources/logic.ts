/**
 * Functions a declaration names instead of writing them (`{ logic: 'exportResultFileName' }`), for what a
 * condition or a template cannot say (DESIGN.md section 4: real logic is named and registered, as the bespoke
 * dialogs are). Each is given what a function of the property is given. Keep them small and self-contained:
 * the engine carries this registry with it.
 */

/** A task's result file is always an xlsx named after the task (SPEC.md section 7, import and export). */
const xlsxName = (name: unknown) => `${String(name ?? '').replace(/\.(xlsx|xls)$/i, '')}.xlsx`;

export const logic = {
  /** 下载结果 of an import: the uploaded file's name as xlsx. */
  importResultFileName: (record: { fileName?: string | null }) => xlsxName(record.fileName),
  /** 下载结果 of an export: the task's name as xlsx. */
  exportResultFileName: (record: { taskName?: string | null }) => xlsxName(record.taskName),
} satisfies Record<string, (...args: never[]) => unknown>;

export type LogicName = keyof typeof logic;
