import type { z } from 'zod';
import type { ColumnDecl, DeclContext, OptionSource, ValueType } from './values';
import type { EnumDef } from '@schemas/enums';
import type { WidgetPluginName } from '../plugins';
import type { WithheldField } from '@schemas/access';
import type { Dynamic } from './dynamic';

/**
 * Forms, as dialogs and as pages: fields with their controls, rules from the shared schema, fields that
 * appear or become required from another field's value, read-only fields, sub-tables and pickers.
 */

export type FormMode = 'create' | 'edit' | 'view';

export type FormWidget =
  | 'input'
  | 'textarea'
  | 'json'
  | 'select'
  | 'multiSelect'
  | 'radio'
  | 'number'
  | 'password'
  | 'tags'
  /** Records related to the one edited (the employees of an account), fetched or held in the field. */
  | 'subTable'
  /** A bespoke control by name (the organisation tree, the employee picker): resources/plugins.ts. */
  | 'plugin';

/** What a form field's callbacks see: the route query, the record being edited, the values so far. */
export interface FormContext<R = Record<string, unknown>, Q = Record<string, unknown>> extends DeclContext<Q> {
  mode: FormMode;
  record?: R;
  values: Record<string, unknown>;
}

/** The related records of a sub-table: fetched for the record (by ids it holds), or the field's own value. */
export interface SubTableDecl<R> {
  rowKey: string;
  columns: ColumnDecl<Record<string, unknown>>[];
  source?: {
    url: string;
    method?: 'get' | 'post';
    /** The body (or query) of the call; null = nothing to fetch. */
    body: Dynamic<(record: R) => unknown>;
  };
  /**
   * The rows are the field's own and each can be taken out of it (the people picked for an account): a column
   * with this button label (i18n key), none while the form is read-only.
   */
  remove?: { labelKey: string };
  /** Shown when there are no rows (i18n key); default the table's own. */
  emptyKey?: string;
  /** `data-testid` of the table. */
  testId?: string;
}

export interface FormFieldDecl<R = Record<string, unknown>, Q = Record<string, unknown>> {
  field: string;
  widget: FormWidget;
  /** Options of select, multiSelect, radio and tags. */
  options?: OptionSource<Q>;
  /** Shorthand for `options` with an enum (kept by the earlier declarations). */
  enum?: EnumDef;
  labelKey?: string;
  placeholderKey?: string;
  /** A hint under the field, from the values being edited (the JSON keys an applicant expects). */
  hint?: Dynamic<(values: Record<string, unknown>, lang: string) => string>;
  /** Shown, not editable; with `display`, a value that is not a form value at all. */
  readOnly?: boolean | Dynamic<(ctx: FormContext<R, Q>) => boolean>;
  /** The read-only text of a field computed from the route query or the record (the subject type's label). */
  display?: Dynamic<(ctx: FormContext<R, Q>) => unknown>;
  displayType?: ValueType;
  /** Shown only while this holds (scope employee shows its way of choosing). */
  visibleWhen?: Dynamic<(values: Record<string, unknown>, ctx: FormContext<R, Q>) => boolean>;
  /** Required, with this zh message, while `when` holds (the organisations of an organisation-wide account). */
  requiredWhen?: { when: Dynamic<(values: Record<string, unknown>, ctx: FormContext<R, Q>) => boolean>; message: string };
  /** Options greyed out for this context (a group subject may only be self-use). */
  optionDisabled?: Dynamic<(value: unknown, ctx: FormContext<R, Q>) => boolean>;
  /** Not editable when editing an existing record. */
  readOnlyOnEdit?: boolean;
  /** Left out of the create form. */
  editOnly?: boolean;
  /** Left out of the edit form (a user's temporary password, set once). */
  createOnly?: boolean;
  /**
   * The withheld field it is (docs/security.md): where the user's roles withhold it, the form shows 无权查看 /
   * Hidden in its place, read-only, and sends nothing for it (the server never writes what the user cannot see).
   */
  withheld?: WithheldField;
  rows?: number;
  maxLength?: number;
  showCount?: boolean;
  /** widget 'plugin': the control, and what it is told. */
  plugin?: WidgetPluginName;
  props?: Record<string, unknown> | Dynamic<(ctx: FormContext<R, Q>) => Record<string, unknown>>;
  /** widget 'subTable'. */
  subTable?: SubTableDecl<R>;
}

/** Where a form goes when it is cancelled or saved: a route and its query. */
export interface FormExit<R, Q> {
  to: string;
  query: Dynamic<(ctx: FormContext<R, Q>) => Record<string, unknown>>;
}

/** What saving sends: a call of the resource's `api`, its body, and the success message of docs/product.md#errors-and-messages. */
export interface FormSubmit<R, Q, K extends string> {
  endpoint: K;
  body: Dynamic<(values: Record<string, unknown>, ctx: FormContext<R, Q>) => unknown>;
  success: string;
}

/** A form declared as a dialog of an action (opening a subject): fields, schema, call, message. */
export interface FormDialogDecl<R, Q, K extends string> {
  titleKey: string;
  width?: number;
  /** The schema whose field rules the form checks (the server's own). */
  schema?: z.ZodType;
  fields: FormFieldDecl<R, Q>[];
  /** The record, read-only, above the form. */
  info?: ColumnDecl<R>[];
  initialValues?: Dynamic<(ctx: FormContext<R, Q>) => Record<string, unknown>>;
  submit: FormSubmit<R, Q, K>;
}

/** A form as a route of its own: create, edit, or view (the addChild, editChild and detailChild of docs/product.md#account-centre). */
export interface FormPageDecl<R, Q, K extends string> {
  /** The page's route query (docs/product.md#route-parameters), checked on entry like a list's. */
  query?: z.ZodType<Q>;
  titleKey?: string;
  /** The mode, fixed or read from the route query (editChild's `type`: 1 edit, 2 view). */
  mode: FormMode | Dynamic<(query: Q) => FormMode>;
  /** The record edited or shown, by a call whose `:params` are filled from the route query. */
  load?: { url: string };
  schema?: z.ZodType;
  fields: FormFieldDecl<R, Q>[];
  initialValues?: Dynamic<(ctx: FormContext<R, Q>) => Record<string, unknown>>;
  submit?: FormSubmit<R, Q, K>;
  /** Where cancel and a successful save go. */
  exit: FormExit<R, Q>;
  /**
   * The values are kept for the session while the user picks records on another page (addPerson), and
   * come back when the form's route opens again without a query; a route with a query starts afresh.
   */
  keepDraft?: boolean;
}

/**
 * Declares a form page typed by its record and the resource's call names; its route query's type comes from
 * its `query` schema: `formPage<Account, 'save'>()({ query: addChildQuerySchema, ... })`.
 */
export const formPage =
  <R, K extends string>() =>
  <Q = Record<string, never>>(decl: FormPageDecl<R, Q, K> & { query?: z.ZodType<Q> }): FormPageDecl<R, Q, K> =>
    decl;
