import type { ColumnDecl } from './values';
import type { Dynamic } from './dynamic';
import type { ActionDecl } from './actions';

/**
 * What a page shows besides its table: a header block above the list, and the master/detail page that
 * picks records from a lazily loaded tree.
 */

interface HeaderCommon {
  /** The header's own card title (i18n key). */
  titleKey?: string;
  /** Shown when there is nothing to show (i18n key). */
  emptyKey?: string;
  /** `data-testid` of the block. */
  testId?: string;
}

/**
 * The block above a list: a record fetched for the page (the parent account above the child list, its
 * `:params` filled from the route query), the summary the list call answers beside its rows (the subject
 * overview's totals), or the search in force (the flow page: dates, tenant, account type...).
 */
export type HeaderDecl =
  | (HeaderCommon & { source: { record: string }; items: ColumnDecl<Record<string, unknown>>[]; layout?: 'descriptions' })
  | (HeaderCommon & { source: 'reply'; items: ColumnDecl<Record<string, unknown>>[]; layout?: 'descriptions' | 'statistics'; titleField?: string })
  | (HeaderCommon & { source: 'filters'; items: string[] });

/** A tree loaded level by level, searchable by name (the organisation tree: docs/product.md#account-centre, 500 ms debounce). */
export interface TreeSourceDecl {
  /** The top level. */
  roots: { url: string; body: Record<string, unknown> };
  /** The children of a node. */
  children: { url: string; body: Dynamic<(parentKey: number | string) => Record<string, unknown>> };
  /** Nodes matching a name, with their ancestors. */
  search: { url: string; body: Dynamic<(term: string) => Record<string, unknown>>; debounceMs: number };
  /** Where the nodes are in each reply (`deptList`). */
  nodesField: string;
  keyField: string;
  titleField: string;
  childrenField: string;
  /** A node with children to load. */
  hasChildrenField: string;
}

/**
 * A master/detail page: a tree beside a paged table whose rows are picked into a field of a form page's
 * kept draft (addPerson picks employees for addChild). Confirm takes the picks back to the form, cancel
 * goes back leaving the form's picks as they were. Without `pick` the page browses: the tree beside its rows
 * (the organisation and its employees).
 */
export interface MasterDetailDecl {
  tree: TreeSourceDecl;
  treeSearchPlaceholderKey: string;
  /**
   * Actions on the tree above it, given the chosen node as their record (the organisation: add a department under
   * it, rename or move it, delete it); an action needing a node is greyed out until one is chosen. They reload the
   * tree where they name it.
   */
  treeActions?: ActionDecl<Record<string, unknown>, Record<string, unknown>, string>[];
  list: {
    url: string;
    /** The body of a page of rows for the chosen node (null: none chosen, see `needNodeMessage`) and the typed name. */
    body: Dynamic<(nodeKey: number | string | null, name: string | undefined) => Record<string, unknown>>;
    rowKey: string;
    columns: ColumnDecl<Record<string, unknown>>[];
    pageSize: number;
    pageSizeOptions?: number[];
    searchPlaceholderKey: string;
    searchMaxLength: number;
    /**
     * A search with no node chosen is refused with this (docs/product.md#account-centre: 请先选择组织), and the table stays empty with
     * `chooseNodeKey` (i18n key) until one is. Without it, the rows of every node show until one is chosen.
     */
    needNodeMessage?: string;
    chooseNodeKey?: string;
  };
  pick?: {
    /** The form page (its route) whose kept draft receives the picks, and the field that holds them. */
    form: string;
    field: string;
    columns: ColumnDecl<Record<string, unknown>>[];
    /** i18n key of the picked list's title, with `{{count}}`. */
    titleKey: string;
    addKey: string;
    bulkAddKey: string;
    removeKey: string;
    bulkRemoveKey: string;
    /** The warnings (docs/product.md#account-centre): nothing ticked to add, nothing ticked to remove. */
    noneToAdd: string;
    noneToRemove: string;
  };
}
