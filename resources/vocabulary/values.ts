import type { EnumDef } from '@schemas/enums';
import type { WithheldField } from '@schemas/access';
import type { Dynamic } from './dynamic';

/**
 * The words a declaration uses to say what a value is and how it is searched. One column list feeds the
 * table, the search form and the detail view (as ProComponents' ProTable and ProDescriptions do).
 */

/**
 * How a value reads: plain text, an enum label (as text or as a coloured tag), money, a number, a date, JSON, or
 * the progress of a running task (a TaskProgress of schemas/tasks.ts: a bar of rows done of the total, the rate
 * and the time left; nothing once the task ended).
 */
export type ValueType = 'text' | 'enum' | 'tag' | 'money' | 'number' | 'date' | 'datetime' | 'json' | 'progress';

/** What a declaration's callbacks are given besides the record: the page's parsed route query and more. */
export interface DeclContext<Q = Record<string, unknown>> {
  /** The route query as the resource's query schema parsed it (the route table of docs/product.md#route-parameters). */
  query: Q;
  /** The record of the page's header block, once loaded (the parent account above the child list). */
  header?: Record<string, unknown>;
  /** The console's language ('zh-CN' or 'en'). */
  lang: string;
}

/** A group of enum options shown under a heading (the flow page's income and expense exchange types). */
export interface OptionGroup {
  key: string;
  zh: string;
  en: string;
  enum: EnumDef;
}

/** Options fetched from a call: `valueField` and `labelField` of each item of the reply (or of `data.records`). */
export interface RemoteOptions<Q = Record<string, unknown>> {
  /** The call; a function of the context may answer null while what it needs is missing (no request then). */
  url: string | Dynamic<(ctx: DeclContext<Q>) => string | null>;
  method?: 'get' | 'post';
  body?: Record<string, unknown>;
  valueField: string | ((item: Record<string, unknown>) => string | number);
  labelField: string | ((item: Record<string, unknown>) => string);
  /**
   * The items are a tree whose children sit in this field (the departments): every node is an option, its label
   * the path of names from the top (北京中膳 / 财务部).
   */
  childrenField?: string;
}

/** Where a select's options come from: an enum, enum groups, or a call. */
export type OptionSource<Q = Record<string, unknown>> = EnumDef | { groups: readonly OptionGroup[] } | RemoteOptions<Q>;

/** The search field of a column: its control and how its value becomes the query fields the API expects. */
export type SearchDecl = {
  /** The query field; default the column's field. */
  name?: string;
  labelKey?: string;
  placeholderKey?: string;
  /** Where the field sits among the search fields (lower first); default the column order. */
  order?: number;
  /**
   * A field that picks what the page is about rather than filtering it (the overview's subject): its value
   * lives in the route query, and choosing one opens the page for it.
   */
  route?: { from: Dynamic<(query: Record<string, unknown>) => unknown>; to: Dynamic<(value: unknown) => Record<string, unknown>> };
} & (
  | { widget: 'input'; maxLength?: number; operator?: 'eq' | 'contains' }
  | { widget: 'select'; options?: OptionSource }
  /**
   * A date range sent as two query fields (`['beginDate', 'endDate']`), each `yyyy-MM-dd`; with `wholeDays`,
   * `yyyy-MM-dd 00:00:00` and `yyyy-MM-dd 23:59:59`, for fields that take a time.
   */
  | { widget: 'dateRange'; into: readonly [string, string]; wholeDays?: boolean }
);

/**
 * A cell edited in place (docs/screens.md#inline-editing-and-the-keyboard-grid): Enter or F2 edits it, Enter saves it
 * through `endpoint` (a key of the resource's api) with `body` (default the record with the field set), checked
 * first by the field's rule in the resource's update schema; `when` names the records it may be edited on.
 */
export interface InlineEditDecl<R> {
  endpoint: string;
  body?: Dynamic<(record: R, value: unknown) => Record<string, unknown>>;
  when?: Dynamic<(record: R) => boolean>;
  widget?: 'input' | 'number' | 'select';
  maxLength?: number;
  /**
   * A select's choices, from a list call of the resource's `api` (`endpoint`, its page's `records`), searched by
   * `search` as the user types: each record gives its `value` and `label`; `current` is the record's field that
   * holds the chosen value (the column shows the label).
   */
  options?: { endpoint: string; query?: Dynamic<(record: R) => Record<string, unknown>>; value: string; label: string; search?: string; current: string };
}

interface ColumnCommon<R> {
  /** The cell edits in place, driven by the keyboard too. */
  inline?: InlineEditDecl<R>;
  /** i18n key of the title; default `<resource>.fields.<field or key>`. */
  titleKey?: string;
  type?: ValueType;
  /** The enum of an 'enum' or 'tag' value. */
  enum?: EnumDef;
  /** Tag colours per value ('tag'). */
  colors?: Record<string, string>;
  /** Tag values still in progress (a running task's states): their tag turns. */
  spinValues?: readonly (string | number)[];
  width?: number;
  ellipsis?: boolean;
  align?: 'left' | 'center' | 'right';
  /** Only a search field (or a header item), never a table column. */
  hideInTable?: boolean;
  /** Left out of the generated detail view. */
  hideInDetail?: boolean;
  search?: SearchDecl;
  /** The value shown, computed from the whole record (a total of two amounts, a label made of two fields). */
  value?: Dynamic<(record: R) => unknown>;
  /** A note shown as the cell's tooltip (why a task failed). */
  note?: Dynamic<(record: R) => string | null | undefined>;
  /**
   * The list call can sort by this column: the header sorts it, the address and saved views keep the sort, and
   * the call sends `ascs` / `descs` with the column's key (the server says which keys it sorts by).
   */
  sortable?: boolean;
  /**
   * The field a role may withhold that this value is (docs/security.md, "Users, roles and data scopes"): where the
   * signed-in user's roles withhold it, the server sends null and the cell reads 无权查看 / Hidden.
   */
  withheld?: WithheldField;
}

/** A column of the record's own field. */
export interface FieldColumn<R> extends ColumnCommon<R> {
  field: Extract<keyof R, string>;
  key?: never;
}

/** A column computed from the record (`value`), or a search field of its own (`hideInTable`), under a key. */
export interface KeyedColumn<R> extends ColumnCommon<R> {
  key: string;
  field?: never;
}

export type ColumnDecl<R = Record<string, unknown>> = FieldColumn<R> | KeyedColumn<R>;

/** The key a column is known by: its field, or its own key. */
export const columnKey = (c: { field?: string; key?: string }): string => (c.field ?? c.key) as string;
