import type { ColumnDecl, DeclContext } from './values';
import type { FormDialogDecl } from './forms';
import type { DialogPluginName } from '../plugins';
import type { Dynamic } from './dynamic';
import type { ApprovalAction } from '@schemas/approvalConstants';

/**
 * What a button does, in four kinds (as amis' actionType): go to a route, open a dialog, call the server, or
 * one of the generated record actions (show, edit, delete, status, download). Row actions get the row;
 * toolbar and header actions get the header record (undefined until it has loaded, or on a list without one).
 */

/** What reloads after an action succeeded; default the list. The tree is a master/detail page's. */
export type ReloadTarget = 'list' | 'header' | 'tree';

interface ActionCommon<R, Q> {
  /** The action's key: its label is `buttons.<key>` unless `labelKey` says otherwise. */
  key: string;
  labelKey?: string;
  /** The permission key (docs/product.md#roles-and-permissions) the user must hold to see the action. */
  permission?: string;
  /** Shown only for records this accepts (enable only while disabled). */
  visible?: Dynamic<(record: R, ctx: DeclContext<Q>) => boolean>;
  /** Shown greyed out, with the reason (a zh message) as its tooltip, while this returns one. */
  disabledReason?: Dynamic<(record: R, ctx: DeclContext<Q>) => string | null>;
  danger?: boolean;
  /** A primary button (toolbar). */
  primary?: boolean;
  reload?: ReloadTarget[];
  /**
   * The approval rule that may hold what this action changes (docs/approvals.md): the server decides, by the
   * action's route; the list marks the rows that wait for a checker and the action says 已提交审批，等待审核.
   */
  approval?: ApprovalAction;
}

/** Goes to a route with a query built from the record (the route table of docs/product.md#route-parameters). */
export interface NavigateAction<R, Q> extends ActionCommon<R, Q> {
  kind: 'navigate';
  to: string;
  query?: Dynamic<(record: R, ctx: DeclContext<Q>) => Record<string, unknown>>;
}

/** A bespoke dialog, plugged in by name (resources/plugins.ts). */
export interface PluginDialogRef {
  plugin: DialogPluginName;
}

/** A search field of a table dialog: one query parameter of its list call, typed in a text box. */
export interface TableDialogSearch<R> {
  /** The list call's query parameter. */
  name: string;
  /** i18n key of the box's placeholder, which is also its accessible name. */
  labelKey: string;
  /** Its value when the dialog opens, from the record (a named function: the city's own name). */
  initial?: Dynamic<(record: R) => unknown>;
}

/**
 * Picking rows of a table dialog and saving the pick: one row (radios) or several (check boxes, kept across
 * pages). The save calls `endpoint` with `body`, given the record and the pick (data reads it as
 * `values.picked`: the key, or the list of keys when several are picked).
 */
export interface TableDialogPick<R, K extends string> {
  mode: 'single' | 'multi';
  /** The record's field that holds what is picked already (a key, or a list of keys). */
  currentField?: string;
  /** The zh message (docs/product.md#validation) shown instead of saving when nothing is picked; without it an empty pick is saved. */
  required?: string;
  endpoint: K;
  body: Dynamic<(record: R, picked: unknown) => unknown>;
  /** The zh success message (docs/product.md#errors-and-messages); default the resource's edit message. */
  success?: string;
}

/**
 * A table in a dialog, fed by a call made for the record (docs/screens.md#table-dialogs):
 * read-only (the pre-locks of an account), or searched, paged by the server and picked from (the business-travel
 * cities a standard city maps to). The call is `url`, or a key of the resource's `api` in `endpoint`.
 */
export interface TableDialogDecl<R, K extends string = string> {
  titleKey: string;
  url?: string;
  endpoint?: K;
  /** The call's fixed query, from the record. */
  query?: Dynamic<(record: R) => Record<string, unknown>>;
  /** Where the rows are in the reply's data (`dealOrderList`); default the data itself. */
  rowsField?: string;
  rowKey: string | ((row: Record<string, unknown>) => string);
  columns: ColumnDecl<Record<string, unknown>>[];
  width?: number;
  /** The record's fields shown read-only above the table. */
  info?: ColumnDecl<R>[];
  search?: TableDialogSearch<R>[];
  /** Paged by the server: asked with `current` and `size`, answered with a page `{ records, total }`. */
  pageSize?: number;
  pick?: TableDialogPick<R, K>;
}

export interface DialogAction<R, Q, K extends string> extends ActionCommon<R, Q> {
  kind: 'dialog';
  dialog: PluginDialogRef | { form: FormDialogDecl<R, Q, K> } | { table: TableDialogDecl<R, K> };
}

/** A call to the server, asked first when `confirmKey` is set, with the success message of docs/product.md#errors-and-messages. */
export interface MutationAction<R, Q, K extends string> extends ActionCommon<R, Q> {
  kind: 'mutation' | 'status';
  /** The call: a key of the resource's `api` (its `:params` filled from the record). */
  endpoint: K;
  body?: Dynamic<(record: R, ctx: DeclContext<Q>) => unknown>;
  /** i18n key of the question asked first (`{{name}}` = the record's title field); default `engine.confirm.<key>`. */
  confirmKey?: string;
  /** Asks nothing first (harmless calls). */
  noConfirm?: boolean;
  success?: string;
}

/** The generated record actions: the show and edit dialogs (or form pages), delete. */
export interface RecordAction<R, Q> extends ActionCommon<R, Q> {
  kind: 'show' | 'edit' | 'delete' | 'create';
  confirmKey?: string;
  success?: string;
}

/** Downloads the file a record points to (a task's result). */
export interface DownloadAction<R, Q> extends ActionCommon<R, Q> {
  kind: 'download';
  url: Dynamic<(record: R) => string | null | undefined>;
  fileName: Dynamic<(record: R) => string>;
}

export type ActionDecl<R = Record<string, unknown>, Q = Record<string, unknown>, K extends string = string> =
  NavigateAction<R, Q> | DialogAction<R, Q, K> | MutationAction<R, Q, K> | RecordAction<R, Q> | DownloadAction<R, Q>;

/**
 * An action on the rows ticked in a list (docs/screens.md#operator-tools-on-every-list): the selection is kept across pages, the user confirms with
 * the count, and each row succeeds or fails on its own (the result names the rows that failed and why).
 */
interface BulkCommon {
  /** Its label is `<resource>.actions.<key>`, else `buttons.<key>`, unless `labelKey` says otherwise. */
  key: string;
  labelKey?: string;
  /** The permission key the user must hold to see it (as a row action's). */
  permission?: string;
  danger?: boolean;
  /** The approval rule that may hold each row's change (as a row action's `approval`). */
  approval?: ApprovalAction;
}

/** One call per ticked row: a call of the resource's `api` (its `:params` from the row) with `body` (default `{ id }`). */
export interface BulkEachAction<R, Q, K extends string> extends BulkCommon {
  kind: 'each';
  endpoint: K;
  body?: Dynamic<(record: R, ctx: DeclContext<Q>) => unknown>;
  /** The message (docs/product.md#errors-and-messages) of one success, shown once for all (default the engine's count of rows done). */
  success?: string;
}

/** Deletes each ticked row through the resource's `delete` call. */
export interface BulkDeleteAction extends BulkCommon {
  kind: 'delete';
}

/** Exports the ticked rows through the task machinery: the resource's export call with their ids. */
export interface BulkExportAction extends BulkCommon {
  kind: 'export';
}

export type BulkActionDecl<R = Record<string, unknown>, Q = Record<string, unknown>, K extends string = string> = BulkEachAction<R, Q, K> | BulkDeleteAction | BulkExportAction;
