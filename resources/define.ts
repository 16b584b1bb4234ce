import type { ComponentType, LazyExoticComponent } from 'react';
import type { z } from 'zod';
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
  /** Maps the wire value before rendering (e.g. every flag but '0' reads as failure). */
  mapValue?: (value: unknown) => unknown;
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

export type FormWidget = 'input' | 'textarea' | 'json' | 'select' | 'radio' | 'number' | 'password' | 'tags' | 'custom';

/** A bespoke form control: Form.Item hands it value and onChange. */
export interface CustomControlProps {
  value?: unknown;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
  placeholder?: string;
  id?: string;
}

/** One field of the generated create / edit form; its rules come from the resource's schema. */
export interface FormFieldDecl {
  field: string;
  widget: FormWidget;
  enum?: EnumDef;
  labelKey?: string;
  placeholderKey?: string;
  /** A hint under the field, computed from the values being edited (e.g. the JSON keys an applicant expects). */
  hint?: (values: Record<string, unknown>, lang: string) => string;
  /** Shown but not editable when editing an existing record. */
  readOnlyOnEdit?: boolean;
  /** Left out of the create form. */
  editOnly?: boolean;
  rows?: number;
  maxLength?: number;
  /** widget 'custom': the control. */
  component?: ComponentType<CustomControlProps>;
}

/** Row action kinds the engine knows: the generated dialogs, the delete call, or a state change call. */
export type RowActionKind = 'show' | 'edit' | 'delete' | 'status';

export interface RowActionDecl {
  /** Key of the action: its label is `buttons.<key>` unless `labelKey` says otherwise. */
  key: string;
  kind: RowActionKind;
  labelKey?: string;
  /** Shown only for records this accepts (e.g. enable only while disabled). */
  visible?: (record: Record<string, unknown>) => boolean;
  /** Shown greyed out, with the reason as tooltip, when this returns a zh message. */
  disabledReason?: (record: Record<string, unknown>) => string | null;
  /** The confirmation asked first (i18n key, `{{name}}` = the record's title field); destructive actions need one. */
  confirmKey?: string;
  danger?: boolean;
  /** `status`: the endpoint (a key of `api`) and the body sent. */
  endpoint?: string;
  body?: (record: Record<string, unknown>) => Record<string, unknown>;
  /** The SPEC.md success message (zh text) shown when the call succeeds. */
  success?: string;
}

/** A bespoke page (lazily loaded) standing in for a generated one. */
export type PageComponent = LazyExoticComponent<ComponentType<{ resource: ResourceDecl }>>;

/** A bespoke dialog standing in for a generated one; `onSaved` refreshes the list. */
export interface DialogProps {
  resource: ResourceDecl;
  row?: Record<string, unknown>;
  onClose: () => void;
  onSaved: () => void;
}
export type DialogComponent = LazyExoticComponent<ComponentType<DialogProps>>;

/** Extra buttons of a generated list's toolbar (e.g. a sync); `onChanged` refreshes the list. */
export type ToolbarComponent = LazyExoticComponent<ComponentType<{ resource: ResourceDecl; onChanged: () => void }>>;

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
  /**
   * Permission keys (SPEC.md section 6) per action: `add` guards the create button, the other keys the row
   * action of the same key. An action without a key is open to everyone who may open the page.
   */
  permissions?: Partial<Record<string, string>>;
  /** Module the resource belongs to (menu id of SPEC.md section 4). */
  module?: number;
  keepAlive?: boolean;
  /** The zod schemas that validate the create and edit forms here and the request bodies on the server. */
  schema?: { create?: z.ZodType; update?: z.ZodType };
  /** Fields of the generated create / edit dialog, in order. */
  form?: FormFieldDecl[];
  /** Fields of the show dialog; default: the form fields, then the columns not among them. */
  showFields?: { field: string; render?: ColumnRender; enum?: EnumDef; colors?: Record<string, string>; widget?: 'json' }[];
  /** The field that names a record in confirmations and titles. */
  titleField?: string;
  /** Row actions, in order. */
  actions?: RowActionDecl[];
  /** SPEC.md success messages (zh) of the generated dialogs. */
  messages?: { create?: string; edit?: string; delete?: string };
  /** Adjusts the values about to be sent (after validation), e.g. to leave out an untouched masked secret. */
  beforeSave?: (values: Record<string, unknown>, ctx: { mode: 'create' | 'edit'; record?: Record<string, unknown> }) => Record<string, unknown>;
  /** Width of the form dialog. */
  formWidth?: number;
  /** Bespoke pages and dialogs that replace generated ones, per action. */
  pages?: { list?: PageComponent; create?: DialogComponent; edit?: DialogComponent; show?: DialogComponent };
  /** Extra toolbar of the generated list. */
  toolbar?: ToolbarComponent;
  importExport?: ImportExportDecl;
}

export const defineResource = <T extends ResourceDecl>(decl: T): T => decl;
