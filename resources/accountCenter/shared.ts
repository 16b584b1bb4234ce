import { accountStatusEnum } from '@schemas/account';
import type { ApprovalAction } from '@schemas/approvalConstants';
import { TREE_SEARCH_DEBOUNCE_MS } from '@schemas/orgPicker';
import { SCREEN_ROUTES } from '@schemas/screens';
import type { BulkEachAction, ColumnDecl, MutationAction, TreeSourceDecl } from '../define';

/** What several account-centre declarations say the same way. */

/** The account-centre calls of docs/product.md#account-centre-calls (relative to the API base). */
export const AC = '/accountcenter';

/** Route paths of the account-centre pages (docs/product.md#account-centre). */
export const ACCOUNT_ROUTES = {
  openView: SCREEN_ROUTES.accountSubject.list,
  child: SCREEN_ROUTES.accountChild.list,
  addChild: SCREEN_ROUTES.accountChild.create,
  editChild: SCREEN_ROUTES.accountChild.edit,
  detailChild: SCREEN_ROUTES.accountChild.show,
  addPerson: SCREEN_ROUTES.accountPerson.list,
  overview: SCREEN_ROUTES.accountOverview.list,
  flows: SCREEN_ROUTES.accountFlow.list,
} as const;

/** docs/product.md#states-and-transitions: 1 disabled, 2 enabled, 3 frozen. */
export const statusColumn = <R>(): ColumnDecl<R> =>
  ({ field: 'status', type: 'tag', enum: accountStatusEnum, colors: { 1: 'default', 2: 'success', 3: 'processing' } }) as unknown as ColumnDecl<R>;

/** The organisation tree (docs/product.md#account-centre): enabled departments level by level, searchable by name. */
export const orgTreeSource: TreeSourceDecl = {
  roots: { url: '/admin/dept/v2/lazyLoadTreeV2', body: { parentId: 0, status: 0, platformSearch: true } },
  children: { url: '/admin/dept/v2/lazyLoadTreeV2', body: (parentId) => ({ parentId, status: 0, platformSearch: true }) },
  search: { url: '/admin/dept/v2/loadTreeByNameV2', body: (name) => ({ name, status: 0, platformSearch: true }), debounceMs: TREE_SEARCH_DEBOUNCE_MS },
  nodesField: 'deptList',
  keyField: 'deptId',
  titleField: 'name',
  childrenField: 'children',
  hasChildrenField: 'hasChildren',
};

/** Employees as the account pages list them: name, job number, phone, department. */
export const peopleColumns: ColumnDecl[] = [{ key: 'actualName' }, { key: 'jobNo' }, { key: 'phone', withheld: 'phone' }, { key: 'deptName' }];

/** Organisations as the account pages list them: name and parent organisation. */
export const orgColumns: ColumnDecl[] = [{ key: 'orgName', value: (r) => r.name }, { key: 'parentName' }];

/**
 * docs/product.md#states-and-transitions: the row action toggles 2 to 1 (停用) and 1 to 2 (启用) after asking; a frozen account (3)
 * has neither. `body` builds the call's body for the status wanted.
 */
export function statusToggleActions<R extends { status: number }, Q, K extends string>(
  name: string,
  endpoint: K,
  body: (record: R, status: 1 | 2) => Record<string, unknown>,
  approval?: ApprovalAction,
): MutationAction<R, Q, K>[] {
  return [
    {
      key: 'disable',
      kind: 'status',
      endpoint,
      visible: { field: 'status', op: 'eq', value: 2 },
      body: (r) => body(r, 1),
      confirmKey: `${name}.confirm.disable`,
      success: '停用成功',
      danger: true,
      approval,
    },
    {
      key: 'enable',
      kind: 'status',
      endpoint,
      visible: { field: 'status', op: 'eq', value: 1 },
      body: (r) => body(r, 2),
      confirmKey: `${name}.confirm.enable`,
      success: '启用成功',
      approval,
    },
  ];
}

/**
 * The same two changes on the ticked rows (docs/screens.md#operator-tools-on-every-list): each row is asked of the server on its own, so a frozen
 * account among them is refused with the server's reason while the others are done.
 */
export function statusToggleBulk<R, Q, K extends string>(
  endpoint: K,
  body: (record: R, status: 1 | 2) => Record<string, unknown>,
  approval?: ApprovalAction,
): BulkEachAction<R, Q, K>[] {
  return [
    { key: 'disable', kind: 'each', endpoint, body: (r) => body(r, 1), danger: true, approval },
    { key: 'enable', kind: 'each', endpoint, body: (r) => body(r, 2), approval },
  ];
}
