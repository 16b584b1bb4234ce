import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import type { EnumDef } from '../../schemas/enums';
import type { WithheldField } from '../../schemas/access';
import type { Database } from '../db/schema';
import type { Access } from '../access/dataScope';
import type { OperationText } from '../http/operations';

/**
 * The task registry: a resource becomes importable with one `defineImport` and exportable with one
 * `defineExport` (see definitions/). The routes, workers, templates and logs read only these declarations.
 */
export type Lang = 'zh' | 'en';

export interface TaskContext {
  tenantId: number;
  userId: number;
  lang: Lang;
  /**
   * The requester's data scope and withheld fields, resolved when the task was asked for and carried with it to
   * whichever worker runs it (docs/security.md, "Users, roles and data scopes"). A task queued before scopes
   * existed carries none: the runner resolves its creator's then.
   */
  access?: Access;
}

export interface TaskColumn {
  key: string;
  zh: string;
  en: string;
  width?: number;
  /** Cells show the enum's label in the user's language; an import accepts the label in either language or the value. */
  enum?: EnumDef;
  required?: boolean;
  /** The template's sample value. */
  sample?: string | number;
  /** An export's column of a withheld field: kept, its cells left empty for a requester who may not see it. */
  withheld?: WithheldField;
}

export interface ImportDefinition<Row = unknown> {
  templateCode: string;
  title: { zh: string; en: string };
  /** The permission key needed to import; holders also see every import of the tenant in the log. */
  permission?: string;
  columns: TaskColumn[];
  /** The resource's own form schema: a row gets exactly the messages a form would show. */
  schema: z.ZodType<Row>;
  /**
   * The export of the same list, whose files import again into the same rows (the round trip of docs/product.md#import-and-export-tasks; the
   * round-trip test runs it for every import that names one, and asks every import to name one).
   */
  exportBillType?: string;
  /** Writes valid rows inside the worker's transaction; one entry per row: null when written, else why not. */
  insert(trx: Transaction<Database>, ctx: TaskContext, rows: Row[]): Promise<(string | null)[]>;
}

export interface ExportPage {
  rows: Record<string, unknown>[];
  /** The keyset cursor of the next page, null after the last page. */
  next: number | null;
}

export interface ExportDefinition<Filter = unknown> {
  billType: string;
  /** The request route under the API base, e.g. `/accountcenter/actAccountType/export`. */
  path: string;
  /** The request route's operation in the OpenAPI document, tagged `tasks` (docs/architecture.md#a-routes-facts). */
  operation: OperationText;
  title: { zh: string; en: string };
  permission?: string;
  /** The list's filters (the export request carries the list's current filters). */
  filterSchema: z.ZodType<Filter>;
  /** The filter honours `ids` (exportSelectionSchema): the ticked rows of a list can be exported alone. */
  selectable?: boolean;
  columns: TaskColumn[];
  count(db: Kysely<Database>, ctx: TaskContext, filter: Filter): Promise<number>;
  /** One keyset page: rows after `after` (null = from the start), at most `limit`. */
  page(db: Kysely<Database>, ctx: TaskContext, filter: Filter, after: number | null, limit: number): Promise<ExportPage>;
}

const imports = new Map<string, ImportDefinition>();
const exportsByType = new Map<string, ExportDefinition>();

export function defineImport<Row>(def: ImportDefinition<Row>): ImportDefinition<Row> {
  if (imports.has(def.templateCode)) throw new Error(`import template ${def.templateCode} declared twice`);
  imports.set(def.templateCode, def as ImportDefinition);
  return def;
}

export function defineExport<Filter>(def: ExportDefinition<Filter>): ExportDefinition<Filter> {
  if (exportsByType.has(def.billType)) throw new Error(`export bill type ${def.billType} declared twice`);
  exportsByType.set(def.billType, def as ExportDefinition);
  return def;
}

export const findImport = (code: string | undefined) => (code ? imports.get(code) : undefined);
export const findExport = (billType: string | undefined) => (billType ? exportsByType.get(billType) : undefined);
export const allExports = () => [...exportsByType.values()];
export const allImports = () => [...imports.values()];

export const columnTitle = (column: TaskColumn, lang: Lang) => (lang === 'en' ? column.en : column.zh);
export const titleOf = (def: { title: { zh: string; en: string } }, lang: Lang) => (lang === 'en' ? def.title.en : def.title.zh);

/** The language of a request: `lang` query first, then Accept-Language; Chinese by default. */
export function langOf(query: unknown, acceptLanguage: string | undefined): Lang {
  const q = query && typeof query === 'object' ? (query as Record<string, unknown>).lang : undefined;
  const raw = typeof q === 'string' && q ? q : (acceptLanguage ?? '');
  return raw.trim().toLowerCase().startsWith('en') ? 'en' : 'zh';
}
