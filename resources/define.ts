import type { EnumDef } from '@schemas/enums';

/** One call of a resource: a path (with `:id`-style parameters) or a path with its method. */
export type Endpoint = string | { url: string; method?: 'get' | 'post' | 'put' | 'delete' | 'patch' };

/** The calls a resource makes (SPEC.md section 7); the data provider reads them from `meta.api`. */
export interface ResourceApi {
  list?: Endpoint;
  one?: Endpoint;
  create?: Endpoint;
  update?: Endpoint;
  delete?: Endpoint;
  [action: string]: Endpoint | undefined;
}

export type ColumnRender = 'text' | 'enum' | 'tag' | 'date' | 'datetime' | 'money';

export interface ColumnDecl {
  field: string;
  /** i18n key of the title; default `<resource>.fields.<field>`. */
  titleKey?: string;
  render?: ColumnRender;
  enum?: EnumDef;
  /** Tag colours per enum value (render 'tag'). */
  colors?: Record<string, string>;
  width?: number;
  ellipsis?: boolean;
  align?: 'left' | 'center' | 'right';
}

export type FilterWidget = 'input' | 'select' | 'dateRange';

export interface FilterDecl {
  field: string;
  widget: FilterWidget;
  enum?: EnumDef;
  labelKey?: string;
  placeholderKey?: string;
  /** Query operator for the data provider; 'eq' unless a backend needs something else. */
  operator?: 'eq' | 'contains';
}

/**
 * Import and export through the task machinery (issue 7): one line adds the list page's dropdown. The
 * export request goes to `api.export` when declared, else to the list call's path with its last segment
 * replaced by `export` (`.../listPage` -> `.../export`, `.../detail/page` -> `.../detail/export`).
 */
export interface ImportExportDecl {
  /** Template code of the server's import registry; omit for a resource that only exports. */
  templateCode?: string;
  /** Bill type of the server's export registry; omit for a resource that only imports. */
  billType?: string;
}

export interface ResourceDecl {
  /** Refine resource name and the i18n namespace of its labels. */
  name: string;
  /** Routes of the generated pages (the list route is the path the menu tree names). */
  routes: { list: string; create?: string; edit?: string; show?: string };
  api: ResourceApi;
  /** The id field of a record. */
  idField?: string;
  columns: ColumnDecl[];
  filters?: FilterDecl[];
  pageSize?: number;
  pageSizeOptions?: number[];
  /** Permission keys of the resource's buttons (SPEC.md section 6). */
  permissions?: Partial<Record<'add' | 'edit' | 'delete' | 'enable' | 'disable' | 'export' | 'import', string>>;
  /** Module the resource belongs to (menu id of SPEC.md section 4). */
  module?: number;
  keepAlive?: boolean;
  importExport?: ImportExportDecl;
}

export const defineResource = <T extends ResourceDecl>(decl: T): T => decl;
