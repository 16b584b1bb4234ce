import type { ApprovalEntity } from '@schemas/approvalLinks';
import type { z } from 'zod';
import type { ScreenRoutes } from '@schemas/screens';
import type { HistoryEntity } from '@schemas/auditRevert';
import type { ActionDecl, BulkActionDecl } from './actions';
import type { FormFieldDecl, FormPageDecl } from './forms';
import type { LiveRowsDecl } from './live';
import type { HeaderDecl, MasterDetailDecl } from './pages';
import type { ColumnDecl, DeclContext } from './values';
import type { Dynamic } from './dynamic';
import type { DialogPluginName, PagePluginName, ToolbarPluginName } from '../plugins';

/** One call of a resource: a path (with `:id`-style parameters) or a path with its method. */
export type Endpoint = string | { url: string; method?: 'get' | 'post' | 'put' | 'delete' | 'patch' };

/** The calls a resource makes (docs/product.md#calls); the data provider reads them from `meta.api`. */
export interface ResourceApi {
  list?: Endpoint;
  one?: Endpoint;
  create?: Endpoint;
  update?: Endpoint;
  delete?: Endpoint;
  [action: string]: Endpoint | undefined;
}

/**
 * Import and export through the task machinery: one line adds the list page's dropdown. The export request
 * goes to `api.export` when declared, else to the list call's path with its last segment replaced by `export`.
 */
export interface ImportExportDecl {
  /** Template code of the server's import registry; omit for a resource that only exports. */
  templateCode?: string;
  /** Bill type of the server's export registry; omit for a resource that only imports. */
  billType?: string;
  /** 'buttons': 导出 and 导出日志 as buttons of their own (an export-only page); default the dropdown. */
  layout?: 'dropdown' | 'buttons';
  /** The permission key (docs/product.md#roles-and-permissions) the user must hold to export; the log stays open to all. */
  exportPermission?: string;
}

/** The zod schemas of a resource's generated create and edit dialogs. */
export interface FormSchemas {
  create?: z.ZodType;
  update?: z.ZodType;
}

/** The routes of a resource's pages (schemas/screens.ts holds them, for the server to read too). */
export type ResourceRoutes = ScreenRoutes;

export type PageKind = keyof ResourceRoutes;

/**
 * What the shell knows of a resource before any of its pages opens (resources/index.ts): its name, routes,
 * menu placement and module. Everything else is in the declaration, which loads with its page's chunk.
 */
export interface ResourceEntry {
  /** Refine resource name and the i18n namespace of its labels. */
  name: string;
  routes: ResourceRoutes;
  /**
   * The menu page that decides who may open these pages and where the breadcrumb hangs them; default the
   * list route (the child pages hang under 开户管理).
   */
  menuPath?: string;
  /** Module the resource belongs to (menu id of docs/product.md#the-menu-and-modules). */
  module?: number;
  keepAlive?: boolean;
  /** The declaration (resources/<name>.ts), loaded with the page. */
  load: () => Promise<{ default: ResourceBody }>;
}

/** Fields of the generated show dialog. */
export interface ShowFieldDecl {
  field: string;
  type?: ColumnDecl['type'];
  enum?: ColumnDecl['enum'];
  colors?: Record<string, string>;
  titleKey?: string;
  /** The withheld field it is: 无权查看 / Hidden where the user's roles withhold it. */
  withheld?: ColumnDecl['withheld'];
}

/** A resource's labels in both languages, registered under its name when the declaration loads. */
export interface ResourceTexts {
  'zh-CN': Record<string, unknown>;
  en: Record<string, unknown>;
}

/**
 * The declaration of a resource, typed by its record `R`, its route query `Q` (from its `query` schema) and
 * the names of its calls `A`, so a column names a field the record has and an action a call the resource makes.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the default is what the engine holds declarations of every record type as: with `unknown`, a callback typed by its record would not fit
export interface ResourceBody<R = any, Q = any, A extends ResourceApi = any> {
  api: A;
  /** The route query (docs/product.md#route-parameters), checked on entry: a bad address shows the message, no call is made. */
  query?: z.ZodType<Q>;
  /** The id field of a record; default `id`. */
  idField?: string;
  /** The field that names a record in confirmations, titles and tabs. */
  titleField?: string;
  /** One column list: table, search form and detail view. */
  columns?: ColumnDecl<R>[];
  /**
   * The list call answers every row at once, a plain array (`GET /admin/tenant/list`): the engine sends it
   * neither paging nor search, and searches (an input field by 'contains', the others by equality) and pages
   * the rows itself, so the list looks and works like any other.
   */
  wholeList?: boolean;
  /** Fields the list call always sends, from the route query (the child list's parent). */
  listQuery?: Dynamic<(ctx: DeclContext<Q>) => Record<string, unknown>>;
  /** Shown instead of rows while the list call cannot be made: its address lacks a route parameter (i18n key). */
  waitingKey?: string;
  /**
   * The list refreshes by itself every `intervalMs` while a row it shows is still running (a task), unless the
   * row's news arrives on its `live` channel.
   */
  autoRefresh?: { while: Dynamic<(record: R) => boolean>; intervalMs: number };
  /** Rows that move while shown get their newer versions from a live channel of the user. */
  live?: LiveRowsDecl<R>;
  header?: HeaderDecl;
  /**
   * The audited entity its rows are (docs/product.md#history-and-undo): each row gets 历史记录 / History, a drawer of
   * its changes from the audit trail, each revertible where the server allows it.
   */
  history?: { entity: HistoryEntity };
  /**
   * The entity whose pending approval requests the list marks (docs/approvals.md), where its rows have no history
   * to name it; an action naming its `approval` rule makes the list ask.
   */
  approvalEntity?: ApprovalEntity;
  /** Row actions, in order. */
  actions?: ActionDecl<R, Q, Extract<keyof A, string>>[];
  /** Toolbar actions (given the header record, when there is one). */
  toolbar?: ActionDecl<Record<string, unknown> | undefined, Q, Extract<keyof A, string>>[];
  /**
   * Bulk actions on the ticked rows (docs/screens.md#operator-tools-on-every-list): the list gets a selection column, kept across pages,
   * with a count and 清空. Declare only what the resource's calls allow; a list without one has no selection.
   */
  bulk?: BulkActionDecl<R, Q, Extract<keyof A, string>>[];
  /** Bespoke toolbar pieces by name (city sync). */
  toolbarPlugins?: ToolbarPluginName[];
  pageSize?: number;
  pageSizeOptions?: number[];
  /** The sort in force while the address names none: one of the `sortable` columns, by key. */
  defaultSort?: { field: string; order: 'asc' | 'desc' };
  /** Quick jumper and fewer page buttons (docs/product.md#constants-and-limits: the flow list's 5 page buttons). */
  compactPager?: boolean;
  importExport?: ImportExportDecl;

  /**
   * The zod schemas of the generated create and edit dialogs (and of the server's request bodies), or a loader
   * of them: with a loader the list page loads without the validation library and the dialog brings it
   * (docs/performance.md#what-the-browser-loads).
   */
  schema?: FormSchemas | (() => Promise<FormSchemas>);
  /** Fields of the generated create / edit dialog, in order. */
  form?: FormFieldDecl<R, Q>[];
  /** Fields of the generated show dialog; default the form fields, then the columns not among them. */
  showFields?: ShowFieldDecl[];
  /** The success messages (zh) of the generated dialogs (docs/product.md#errors-and-messages). */
  messages?: { create?: string; edit?: string; delete?: string };
  /** Adjusts the values about to be sent (after validation), e.g. to leave out an untouched masked secret. */
  beforeSave?: Dynamic<(values: Record<string, unknown>, ctx: { mode: 'create' | 'edit'; record?: Record<string, unknown> }) => Record<string, unknown>>;
  formWidth?: number;
  /** Bespoke dialogs, by name, standing in for the generated create / edit / show dialogs. */
  dialogs?: { create?: DialogPluginName; edit?: DialogPluginName; show?: DialogPluginName };

  /** Form pages: create, edit, view as routes of their own. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a form page's route query is its own, not the list's `Q`
  forms?: Partial<Record<'create' | 'edit' | 'show', FormPageDecl<R, any, Extract<keyof A, string>>>>;
  /** The list route is a master/detail page. */
  masterDetail?: MasterDetailDecl;
  /** The list route is a bespoke page, by name (the menu tree's administration). */
  page?: PagePluginName;
  /** The resource's labels (`<name>.fields.*`, placeholders, confirmations); its titles stay with the shell. */
  texts?: ResourceTexts;
}

/** A declaration with the registry entry it belongs to: what the engine works with. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as ResourceBody's defaults
export type ResourceDecl<R = any, Q = any, A extends ResourceApi = any> = Omit<ResourceEntry, 'load'> & ResourceBody<R, Q, A>;

/**
 * Declares a resource typed by its record: `defineResource<Account>()({ ... })`. The route query's type comes
 * from the `query` schema and the call names from `api`, so callbacks and action endpoints are checked.
 */
export const defineResource =
  <R = Record<string, unknown>>() =>
  <A extends ResourceApi, Q = Record<string, never>>(decl: ResourceBody<R, Q, A> & { api: A; query?: z.ZodType<Q> }): ResourceBody<R, Q, A> =>
    decl;
