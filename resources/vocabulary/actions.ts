import type { ColumnDecl, DeclContext } from './values';
import type { FormDialogDecl } from './forms';
import type { DialogPluginName } from '../plugins';
import type { Dynamic } from './dynamic';

/**
 * What a button does, in four kinds (as amis' actionType): go to a route, open a dialog, call the server, or
 * one of the generated record actions (show, edit, delete, status, download). Row actions get the row;
 * toolbar and header actions get the header record (undefined until it has loaded, or on a list without one).
 */

/** What reloads after an action succeeded; default the list. */
export type ReloadTarget = 'list' | 'header';

interface ActionCommon<R, Q> {
  /** The action's key: its label is `buttons.<key>` unless `labelKey` says otherwise. */
  key: string;
  labelKey?: string;
  /** The permission key (SPEC.md section 6) the user must hold to see the action. */
  permission?: string;
  /** Shown only for records this accepts (enable only while disabled). */
  visible?: Dynamic<(record: R, ctx: DeclContext<Q>) => boolean>;
  /** Shown greyed out, with the reason (a zh message) as its tooltip, while this returns one. */
  disabledReason?: Dynamic<(record: R, ctx: DeclContext<Q>) => string | null>;
  danger?: boolean;
  /** A primary button (toolbar). */
  primary?: boolean;
  reload?: ReloadTarget[];
}

/** Goes to a route with a query built from the record (SPEC.md section 2's route table). */
export interface NavigateAction<R, Q> extends ActionCommon<R, Q> {
  kind: 'navigate';
  to: string;
  query?: Dynamic<(record: R, ctx: DeclContext<Q>) => Record<string, unknown>>;
}

/** A bespoke dialog, plugged in by name (resources/plugins.ts). */
export interface PluginDialogRef {
  plugin: DialogPluginName;
}

/** A read-only table in a dialog, fed by a call made for the record (the pre-locks of an account). */
export interface TableDialogDecl<R> {
  titleKey: string;
  url: string;
  query?: Dynamic<(record: R) => Record<string, unknown>>;
  /** Where the rows are in the reply's data (`dealOrderList`); default the data itself. */
  rowsField?: string;
  rowKey: string | ((row: Record<string, unknown>) => string);
  columns: ColumnDecl<Record<string, unknown>>[];
  width?: number;
}

export interface DialogAction<R, Q, K extends string> extends ActionCommon<R, Q> {
  kind: 'dialog';
  dialog: PluginDialogRef | { form: FormDialogDecl<R, Q, K> } | { table: TableDialogDecl<R> };
}

/** A call to the server, asked first when `confirmKey` is set, with the SPEC.md success message. */
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
  | NavigateAction<R, Q>
  | DialogAction<R, Q, K>
  | MutationAction<R, Q, K>
  | RecordAction<R, Q>
  | DownloadAction<R, Q>;

/**
 * An action on the rows ticked in a list (README "Operator tools on every list"): the selection is kept across pages, the user confirms with
 * the count, and each row succeeds or fails on its own (the result names the rows that failed and why).
 */
interface BulkCommon {
  /** Its label is `<resource>.actions.<key>`, else `buttons.<key>`, unless `labelKey` says otherwise. */
  key: string;
  labelKey?: string;
  /** The permission key the user must hold to see it (as a row action's). */
  permission?: string;
  danger?: boolean;
}

/** One call per ticked row: a call of the resource's `api` (its `:params` from the row) with `body` (default `{ id }`). */
export interface BulkEachAction<R, Q, K extends string> extends BulkCommon {
  kind: 'each';
  endpoint: K;
  body?: Dynamic<(record: R, ctx: DeclContext<Q>) => unknown>;
  /** The SPEC.md message of one success, shown once for all (default the engine's count of rows done). */
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

export type BulkActionDecl<R = Record<string, unknown>, Q = Record<string, unknown>, K extends string = string> =
  | BulkEachAction<R, Q, K>
  | BulkDeleteAction
  | BulkExportAction;
