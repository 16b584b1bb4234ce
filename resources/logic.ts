/**
 * Functions a declaration names instead of writing them (`{ logic: 'exportResultFileName' }`), for what a
 * condition or a template cannot say (docs/screens.md#dynamic-values: real logic is named and registered, as the bespoke
 * dialogs are). Each is given what a function of the property is given. Keep them small and self-contained:
 * the engine carries this registry with it.
 */

/** A task's result file is always an xlsx named after the task (docs/product.md#import-export-and-files). */
const xlsxName = (name: unknown) => `${String(name ?? '').replace(/\.(xlsx|xls)$/i, '')}.xlsx`;

/** The name a standard city is best searched by among business-travel cities (docs/product.md#city-mapping): its own level's name. */
export function citySearchName(city: { level?: number | null; provinceName?: string | null; cityName?: string | null; areaName?: string | null; fullName?: string | null }): string {
  const own = city.level === 1 ? city.provinceName : city.level === 2 ? city.cityName : city.areaName;
  const name = own || city.fullName || '';
  // "杭州市" is "杭州" on the travel side; strip the administrative suffix when a name remains.
  return name.length > 2 ? name.replace(/(特别行政区|自治区|自治州|地区|省|市|区|县|都|府|州)$/, '') : name;
}

export const logic = {
  /** The city mapping dialog's candidate search, prefilled with the standard city's own name. */
  citySearchName,
  /** 下载结果 of an import: the uploaded file's name as xlsx. */
  importResultFileName: (record: { fileName?: string | null }) => xlsxName(record.fileName),
  /** 下载结果 of an export: the task's name as xlsx. */
  exportResultFileName: (record: { taskName?: string | null }) => xlsxName(record.taskName),
} satisfies Record<string, (...args: never[]) => unknown>;

export type LogicName = keyof typeof logic;
