import type { ScreenDeclaration, ScreenSource, ScreenValueType } from '@schemas/runtimeScreen';

/**
 * The screen designer's form and the declaration it edits (docs/screens.md#screens-built-at-run-time): titles as two
 * inputs, enum labels as lines `value=中文=English`, search and detail fields as lists of names, the source's
 * mutations as ticks with one confirmation. Both ways, so an imported JSON fills the form and the form saves JSON.
 */
export interface DesignerColumn {
  field?: string;
  titleZh?: string;
  titleEn?: string;
  type?: ScreenValueType;
  width?: number | null;
  enumLabels?: string;
}

export interface DesignerValues {
  key?: string;
  titleZh?: string;
  titleEn?: string;
  source?: string;
  pageSize?: number;
  sortField?: string;
  sortOrder?: 'asc' | 'desc';
  columns?: DesignerColumn[];
  search?: string[];
  detail?: string[];
  export?: boolean;
  mutations?: string[];
  confirmZh?: string;
  confirmEn?: string;
  /** The row actions' condition as JSON text (empty: every row). */
  visibleJson?: string;
}

const labelLines = (labels: { value: string; zh: string; en: string }[] | undefined) => labels?.map((l) => `${l.value}=${l.zh}=${l.en}`).join('\n');

function parseLabels(text: string | undefined) {
  const lines = (text ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  if (lines.length === 0) return undefined;
  return lines.map((line) => {
    const [value = '', zh = '', en = ''] = line.split('=').map((p) => p.trim());
    return { value, zh, en: en || zh };
  });
}

export function toForm(decl: ScreenDeclaration): DesignerValues {
  const first = decl.actions?.[0]?.confirm;
  return {
    key: decl.key,
    titleZh: decl.title.zh,
    titleEn: decl.title.en,
    source: decl.source,
    pageSize: decl.pageSize,
    sortField: decl.sort?.field,
    sortOrder: decl.sort?.order,
    columns: decl.columns.map((c) => ({ field: c.field, titleZh: c.title.zh, titleEn: c.title.en, type: c.type, width: c.width, enumLabels: labelLines(c.enumLabels) })),
    search: decl.search?.map((s) => s.field) ?? [],
    detail: decl.detail ?? [],
    export: decl.export ?? false,
    mutations: decl.actions?.map((a) => a.mutation) ?? [],
    confirmZh: first?.zh,
    confirmEn: first?.en,
    visibleJson: decl.actions?.[0]?.visible ? JSON.stringify(decl.actions[0].visible) : undefined,
  };
}

const optional = <T>(list: T[] | undefined) => (list && list.length > 0 ? list : undefined);

/** The condition typed as JSON; text that is not JSON stays text, for the schema to refuse at its field. */
function conditionOf(text: string | undefined): unknown {
  if (!text?.trim()) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The declaration the form holds (not yet checked: the schema and the server do that, each error at its field). */
export function fromForm(values: DesignerValues, source?: Pick<ScreenSource, 'search'>): ScreenDeclaration {
  const confirm = values.confirmZh || values.confirmEn ? { zh: values.confirmZh || undefined, en: values.confirmEn || undefined } : undefined;
  const decl: Record<string, unknown> = {
    key: values.key ?? '',
    title: { zh: values.titleZh ?? '', en: values.titleEn ?? '' },
    source: values.source ?? '',
    columns: (values.columns ?? []).map((c) => {
      const column: Record<string, unknown> = { field: c.field ?? '', title: { zh: c.titleZh ?? '', en: c.titleEn ?? '' } };
      if (c.type) column.type = c.type;
      if (typeof c.width === 'number') column.width = c.width;
      const labels = parseLabels(c.enumLabels);
      if (labels) column.enumLabels = labels;
      return column;
    }),
    pageSize: values.pageSize ?? 20,
  };
  if (values.sortField) decl.sort = { field: values.sortField, order: values.sortOrder ?? 'asc' };
  // Each search field with the operator its source's query accepts for it (equality, or a range of days).
  const operatorOf = (field: string) => source?.search.find((s) => s.field === field)?.operators[0] ?? 'eq';
  const search = optional(values.search?.map((field) => ({ field, operator: operatorOf(field) })));
  if (search) decl.search = search;
  const detail = optional(values.detail);
  if (detail) decl.detail = detail;
  if (values.export) decl.export = true;
  const visible = conditionOf(values.visibleJson);
  const actions = optional(values.mutations?.map((mutation) => ({ mutation, ...(confirm ? { confirm } : {}), ...(visible !== undefined ? { visible } : {}) })));
  if (actions) decl.actions = actions;
  return decl as unknown as ScreenDeclaration;
}

/**
 * Where a declaration path (`columns.1.title.zh`, as the schema and the server name it) sits in the form
 * (`['columns', 1, 'titleZh']`); undefined for a path with no field of its own (shown above the form).
 */
export function formNameOf(path: readonly (string | number)[]): (string | number)[] | undefined {
  const [head, index, sub, lang] = path;
  if (head === 'title') return [index === 'en' ? 'titleEn' : 'titleZh'];
  if (head === 'key' || head === 'source' || head === 'pageSize' || head === 'export') return [head];
  if (head === 'search') return ['search'];
  if (head === 'sort') return [index === 'order' ? 'sortOrder' : 'sortField'];
  if (head === 'detail') return ['detail'];
  if (head === 'actions') return sub === 'visible' ? ['visibleJson'] : ['mutations'];
  if (head === 'columns' && typeof Number(index) === 'number' && index !== undefined && sub !== undefined) {
    const i = Number(index);
    if (sub === 'title') return ['columns', i, lang === 'en' ? 'titleEn' : 'titleZh'];
    if (sub === 'field' || sub === 'type' || sub === 'width' || sub === 'enumLabels') return ['columns', i, sub];
  }
  return undefined;
}

/** Every leaf of a declaration by its path (`columns.0.title.zh`), for a field-by-field comparison. */
export function flatten(value: unknown, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  if (value !== null && typeof value === 'object') {
    const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
    for (const [k, v] of entries) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else if (value !== undefined) {
    out[prefix] = JSON.stringify(value);
  }
  return out;
}

/** The fields that differ between two declarations: path, value in A, value in B (absent = undefined). */
export function diffDeclarations(a: unknown, b: unknown): { path: string; a?: string; b?: string }[] {
  const fa = flatten(a);
  const fb = flatten(b);
  const paths = [...new Set([...Object.keys(fa), ...Object.keys(fb)])].sort((x, y) => x.localeCompare(y, 'en', { numeric: true }));
  return paths.filter((p) => fa[p] !== fb[p]).map((path) => ({ path, a: fa[path], b: fb[path] }));
}
