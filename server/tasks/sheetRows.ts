import { formatDateTime } from '../domain/time';
import { unescapeCell } from './cellSafety';
import { TASK_LIMITS } from './limits';
import type { ImportDefinition } from './registry';

/** A data row as read: its sheet row number, the raw text per column key, and a problem found while reading. */
export interface SheetRow {
  rowNumber: number;
  cells: Record<string, string>;
  problem: string | null;
}

/** Why a whole file is refused once reading has begun (the import ends CHECK_FAIL with the message). */
export class SheetError extends Error {}

export const SHEET_MSG = {
  headers: '模板表头不正确，请下载最新的导入模板',
  noSheet: '文件中没有工作表',
  tooManyRows: `导入数据不能超过${TASK_LIMITS.importRows}行`,
  tooManyColumns: `导入文件不能超过${TASK_LIMITS.importColumns}列`,
  formula: '不支持公式，请直接填写内容',
  cellTooLong: `单元格内容不能超过${TASK_LIMITS.cellChars}个字符`,
  badCell: '单元格内容无法识别',
  unreadable: '文件内容无法读取，请在Excel中重新保存后再导入',
  tooMuchContent: '文件内容过多，无法读取，请减少数据后再导入',
} as const;

/**
 * A cell as either reader gives it: text, a number, a boolean, a date, nothing, or an object (a formula, rich
 * text, a hyperlink, an error). Formula and error cells are refused, never evaluated; every other value becomes
 * plain text.
 */
export function cellText(value: unknown): { text: string; problem: string | null } {
  if (value === null || value === undefined) return { text: '', problem: null };
  if (typeof value === 'string') return { text: unescapeCell(value), problem: null };
  if (typeof value === 'number' || typeof value === 'boolean') return { text: String(value), problem: null };
  if (value instanceof Date) return { text: formatDateTime(value) ?? '', problem: null };
  if (typeof value === 'object') {
    const v = value as Record<string, unknown>;
    if ('formula' in v || 'sharedFormula' in v) return { text: '', problem: SHEET_MSG.formula };
    if (Array.isArray(v.richText)) return { text: v.richText.map((r: { text?: unknown }) => String(r.text ?? '')).join(''), problem: null };
    if (typeof v.text === 'string') return { text: v.text, problem: null };
  }
  return { text: '', problem: SHEET_MSG.badCell };
}

/**
 * Turns the rows of the first worksheet, as a reader hands them over, into data rows, the same way for .xlsx
 * and .xls: the header row is matched against the template's columns (either language), data rows are bounded
 * in number and width, empty rows are skipped, and so is the untouched sample row of the template (importing
 * the template as downloaded imports nothing).
 */
export class SheetCollector {
  private readonly rows: SheetRow[] = [];
  private keyOfColumn: (string | undefined)[] | null = null;
  private readonly samples: string[][];

  constructor(private readonly def: ImportDefinition) {
    this.samples = (['zh', 'en'] as const).map((lang) => def.columns.map((c) => (c.sample === undefined ? '' : sampleText(c, c.sample, lang))));
  }

  /** Data rows taken so far. */
  get count(): number {
    return this.rows.length;
  }

  /** One sheet row: its number and its values by 1-based column (index 0 unused, as exceljs gives them). */
  add(rowNumber: number, values: readonly unknown[]): void {
    if (values.length - 1 > TASK_LIMITS.importColumns) throw new SheetError(SHEET_MSG.tooManyColumns);
    if (!this.keyOfColumn) {
      this.keyOfColumn = matchHeaders(values, this.def);
      return;
    }
    const cells: Record<string, string> = {};
    let problem: string | null = null;
    let empty = true;
    for (let col = 1; col < values.length; col++) {
      const key = this.keyOfColumn[col];
      const { text, problem: p } = cellText(values[col]);
      if (p) problem ??= p;
      if (text.trim() !== '' || p) empty = false;
      if (text.length > TASK_LIMITS.cellChars) problem ??= SHEET_MSG.cellTooLong;
      if (key) cells[key] = text.slice(0, TASK_LIMITS.cellChars);
    }
    if (empty) return;
    if (!problem && this.isSample(cells)) return;
    if (this.rows.length >= TASK_LIMITS.importRows) throw new SheetError(SHEET_MSG.tooManyRows);
    this.rows.push({ rowNumber, cells, problem });
  }

  /** The template's sample row as downloaded, in either language (columns the file lacks, e.g. an older template's, left out). */
  private isSample(cells: Record<string, string>): boolean {
    const present = new Set(this.keyOfColumn);
    return this.samples.some((sample) => this.def.columns.every((c, i) => !present.has(c.key) || (cells[c.key] ?? '').trim() === sample[i]));
  }

  /** The data rows; a sheet without a header row is refused. */
  finish(): SheetRow[] {
    if (!this.keyOfColumn) throw new SheetError(SHEET_MSG.headers);
    return this.rows;
  }
}

function matchHeaders(values: readonly unknown[], def: ImportDefinition): (string | undefined)[] {
  const keys: (string | undefined)[] = [];
  const seen = new Set<string>();
  for (let col = 1; col < values.length; col++) {
    const title = cellText(values[col]).text.trim().replace(/^\*/, '');
    const column = def.columns.find((c) => c.zh === title || c.en === title);
    if (column && !seen.has(column.key)) {
      keys[col] = column.key;
      seen.add(column.key);
    }
  }
  if (def.columns.some((c) => c.required && !seen.has(c.key))) throw new SheetError(SHEET_MSG.headers);
  return keys;
}

/** The text a sample value shows in the template (enum samples as their zh label). */
export function sampleText(column: ImportDefinition['columns'][number], value: string | number, lang: 'zh' | 'en' = 'zh'): string {
  return column.enum ? column.enum.label(value, lang) : String(value);
}

/** Turns read text into the input of the resource's schema: enum labels (either language) back to values. */
export function toSchemaInput(def: ImportDefinition, cells: Record<string, string>): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const column of def.columns) {
    const raw = (cells[column.key] ?? '').trim();
    if (raw === '') continue;
    if (column.enum) {
      const option = column.enum.options.find((o) => o.zh === raw || o.en === raw || String(o.value) === raw);
      input[column.key] = option ? option.value : raw;
    } else input[column.key] = raw;
  }
  return input;
}
