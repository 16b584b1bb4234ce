import {
  ACCOUNT_SCOPE,
  PICK_ORG_FIRST,
  PICK_PERSON_FIRST,
  accountFlagEnum,
  accountScopeEnum,
  accountStatusEnum,
  childAccountSaveSchema,
  childAccountUpdateSchema,
  scopeNeeds,
  type Account,
} from '@schemas/account';
import { SUBJECT_TYPE, subjectTypeEnum } from '@schemas/accountSubject';
import { addChildQuerySchema, childQuerySchema, editChildQuerySchema, type ChildQuery } from '@schemas/accountCenterRoutes';
import { addMoney } from '@schemas/money';
import { defineEnum } from '@schemas/enums';
import { defineResource, formPage, type ColumnDecl, type Condition, type ScopePart } from '../define';
import { AC, ACCOUNT_ROUTES, orgColumns, peopleColumns, statusColumn, statusToggleActions, statusToggleBulk } from './shared';
import { accountCenterTexts } from './texts';

type Api = 'save' | 'update' | 'operate';

/** docs/product.md#states-and-transitions: on the edit page subject type 2 means employee, anything else organisation. */
const subjectKindEnum = defineEnum([
  { value: 2, zh: '员工', en: 'Employee' },
  { value: 1, zh: '组织', en: 'Organisation' },
] as const);
const subjectKindOf = (subjectType: number) => (subjectType === SUBJECT_TYPE.employee ? 2 : 1);

/** docs/product.md#states-and-transitions: on the edit page status moves freely between 2 enabled and 1 disabled. */
const editableStatusEnum = defineEnum([
  { value: 2, zh: '启用', en: 'Enabled' },
  { value: 1, zh: '停用', en: 'Disabled' },
] as const);
const scenes = {
  url: ({ query }: { query: Record<string, unknown> }) => `${AC}/actAccount/scenes/${query.parentId ?? query.id}/${query.tenantId}`,
  valueField: 'id',
  labelField: 'sceneName',
};
const accountTypes = { url: `${AC}/actAccountType/enableList`, valueField: 'id', labelField: 'accountTypeName' };
const needsOf = (values: Record<string, unknown>) => scopeNeeds(Number(values.accountType), Number(values.flag));
/**
 * scopeNeeds (schemas/account.ts) as data, read from the form's values or the record edited: an organisation-wide
 * account (2), or an employee-wide one (3) by organisation (flag 1), picks organisations; one by person, people.
 */
const picks = (what: 'person' | 'org', scopeField: string, from?: ScopePart): Condition => {
  const scope = (value: number): Condition => ({ field: scopeField, op: 'eq', value, from });
  const byOrgFlag: Condition = { field: 'flag', op: 'eq', value: 1, from };
  return what === 'org'
    ? { any: [scope(ACCOUNT_SCOPE.organisation), { all: [scope(ACCOUNT_SCOPE.employee), byOrgFlag] }] }
    : { all: [scope(ACCOUNT_SCOPE.employee), { not: byOrgFlag }] };
};
const ids = (list: unknown, key: string) => (Array.isArray(list) ? list.map((x) => (x as Record<string, number>)[key]) : []);

/** addChild (docs/product.md#account-centre): subject read-only; name, scenes, type, scope, then the people or organisations. */
const addChild = formPage<Account, Api>()({
  query: addChildQuerySchema,
  mode: 'create',
  keepDraft: true,
  fields: [
    { field: 'subjectType', widget: 'input', display: ({ query }) => query.subjectType, displayType: 'enum', enum: subjectTypeEnum },
    { field: 'subjectName', widget: 'input', display: ({ query }) => query.subjectName },
    { field: 'accountName', widget: 'input', maxLength: 30, showCount: true },
    { field: 'configIds', widget: 'multiSelect', options: scenes },
    { field: 'accountTypeId', widget: 'select', options: accountTypes },
    {
      field: 'accountType',
      widget: 'radio',
      options: accountScopeEnum,
      // docs/product.md#states-and-transitions: a group subject may only be self-use.
      optionDisabled: (value, { query }) => query.subjectType === SUBJECT_TYPE.group && value !== ACCOUNT_SCOPE.self,
    },
    { field: 'flag', widget: 'radio', options: accountFlagEnum, visibleWhen: { field: 'accountType', op: 'eq', value: ACCOUNT_SCOPE.employee } },
    {
      field: 'people',
      widget: 'plugin',
      plugin: 'employeePicker',
      props: { mode: 'page', pickPage: ACCOUNT_ROUTES.addPerson },
      visibleWhen: picks('person', 'accountType'),
      requiredWhen: { when: picks('person', 'accountType'), message: PICK_PERSON_FIRST },
    },
    {
      field: 'orgs',
      widget: 'plugin',
      plugin: 'orgPicker',
      props: { multiple: true, levelLimit: true },
      visibleWhen: picks('org', 'accountType'),
      requiredWhen: { when: picks('org', 'accountType'), message: PICK_ORG_FIRST },
    },
  ],
  schema: childAccountSaveSchema,
  initialValues: () => ({ accountType: ACCOUNT_SCOPE.self, flag: 0 }),
  submit: {
    endpoint: 'save',
    body: (v, { query }) => {
      const needs = needsOf(v);
      return {
        accountName: v.accountName,
        configIds: v.configIds,
        accountTypeId: v.accountTypeId,
        accountType: v.accountType,
        flag: Number(v.accountType) === ACCOUNT_SCOPE.employee ? v.flag : 0,
        accountSysId: needs === 'person' ? ids(v.people, 'userId') : needs === 'org' ? ids(v.orgs, 'deptId') : [],
        parentId: query.parentId,
        subjectId: query.subjectId,
        subjectName: query.subjectName,
        subjectNo: query.subjectNo,
        subjectType: query.subjectType,
        tenantId: query.tenantId,
        status: 2,
      };
    },
    success: '新增成功!',
  },
  exit: { to: ACCOUNT_ROUTES.child, query: ({ query }) => ({ id: query.parentId, tenantId: query.tenantId }) },
});

/** editChild (type 1) and detailChild / type 2 read-only: name, scenes and status editable; the people or organisations listed. */
const editChild = formPage<Account, Api>()({
  query: editChildQuerySchema,
  mode: (query) => (query.type === '2' ? 'view' : 'edit'),
  load: { url: `${AC}/actAccount/son/view/:id/:tenantId` },
  fields: [
    { field: 'subjectType', widget: 'input', display: ({ record }) => (record ? subjectKindOf(record.subjectType) : undefined), displayType: 'enum', enum: subjectKindEnum },
    { field: 'subjectName', widget: 'input', display: ({ record }) => record?.subjectName },
    { field: 'accountNo', widget: 'input', display: ({ record }) => record?.accountNo },
    { field: 'accountTypeId', widget: 'input', display: ({ record }) => record?.accountTypeName },
    {
      field: 'accountType',
      widget: 'input',
      display: ({ record, lang }) =>
        record ? `${accountScopeEnum.label(record.accountScope, lang)}${record.accountScope === ACCOUNT_SCOPE.employee ? ` · ${accountFlagEnum.label(record.flag, lang)}` : ''}` : '',
    },
    { field: 'accountName', widget: 'input', maxLength: 30, showCount: true },
    { field: 'configIds', widget: 'multiSelect', options: { ...scenes, url: ({ query }) => `${AC}/actAccount/scenes/${query.parentId ?? query.id}/${query.tenantId}` } },
    { field: 'status', widget: 'radio', options: editableStatusEnum, readOnly: { field: 'status', op: 'eq', value: 3, from: 'record' } },
    {
      field: 'people',
      widget: 'subTable',
      visibleWhen: picks('person', 'accountScope', 'record'),
      subTable: { rowKey: 'userId', columns: peopleColumns, source: { url: '/admin/user/listByIds', body: (r) => (r.accountSysId?.length ? r.accountSysId : null) } },
    },
    {
      field: 'orgs',
      widget: 'subTable',
      visibleWhen: picks('org', 'accountScope', 'record'),
      subTable: { rowKey: 'deptId', columns: orgColumns, source: { url: '/admin/dept/getDeptListByIds', body: (r) => (r.accountSysId?.length ? r.accountSysId : null) } },
    },
  ],
  schema: childAccountUpdateSchema,
  initialValues: ({ record }) => (record ? { accountName: record.accountName, configIds: record.configIds, status: record.status } : {}),
  submit: {
    endpoint: 'update',
    body: (v, { record }) => ({
      accountName: v.accountName,
      configIds: v.configIds,
      status: v.status,
      id: record?.id,
      tenantId: record?.tenantId,
      subjectId: record?.subjectId,
      accountTypeId: record?.accountTypeId,
      accountType: record?.accountScope,
    }),
    success: '编辑成功!',
  },
  exit: { to: ACCOUNT_ROUTES.child, query: ({ query, record }) => ({ id: query.parentId ?? record?.parentId, tenantId: query.tenantId }) },
});

/** The body of a child account's status change (the row action's and the bulk action's). */
const childStatus = (r: Account, status: 1 | 2) => ({ tenantId: r.tenantId, accountId: r.id, status });

/** Amounts read 无权查看 where the user's roles withhold them (docs/security.md): the server sends null. */
const moneyColumns: ColumnDecl<Account>[] = [
  { field: 'accountNum', type: 'money', withheld: 'amount' },
  { field: 'creditNum', type: 'money', withheld: 'amount' },
  // total = balance + credit, in cents (docs/product.md#routes-and-screens); nothing to add up when they are withheld.
  { key: 'total', type: 'money', withheld: 'amount', value: (r) => (r.accountNum === null || r.creditNum === null ? null : addMoney(r.accountNum, r.creditNum)) },
];

/** 子账户管理 (docs/product.md#account-centre): the parent account above, its child accounts, and what can be done to them. */
export default defineResource<Account>()({
  query: childQuerySchema,
  api: {
    list: { url: `${AC}/actAccount/son/list`, method: 'post' },
    save: { url: `${AC}/actAccount/save`, method: 'post' },
    update: { url: `${AC}/actAccount/update`, method: 'post' },
    operate: { url: `${AC}/actAccount/operate`, method: 'post' },
  },
  titleField: 'accountName',
  // Each child account's changes (opening, edits, status), read from the audit trail; edits and status changes are
  // reverted, never money nor the opening: accounts hold money (server/audit/revertTargets.ts).
  history: { entity: 'account' },
  listQuery: ({ query }) => ({ parentId: query.id, tenantId: query.tenantId }),
  header: {
    source: { record: `${AC}/actAccount/manage/view/:id/:tenantId` },
    testId: 'parent-header',
    emptyKey: 'accountChild.hints.noParent',
    items: [
      { key: 'subjectName' },
      { key: 'subjectType', type: 'enum', enum: subjectTypeEnum },
      { key: 'configNames' },
      { key: 'accountName' },
      { key: 'accountNo' },
      statusColumn(),
      { key: 'accountNum', type: 'money', withheld: 'amount' },
    ],
  },
  columns: [
    { field: 'accountNo', width: 150, search: { widget: 'input', maxLength: 32, order: 1 } },
    { field: 'accountName', ellipsis: true, search: { widget: 'input', maxLength: 30, order: 0 } },
    { field: 'accountTypeName' },
    { field: 'accountScope', type: 'enum', enum: accountScopeEnum },
    { field: 'configNames', ellipsis: true },
    ...moneyColumns,
    { ...statusColumn<Account>(), search: { widget: 'select', options: accountStatusEnum, order: 2 } },
    { field: 'createTime', width: 170 },
    { key: 'createRange', hideInTable: true, search: { widget: 'dateRange', into: ['startTime', 'endTime'], order: 3 } },
  ],
  actions: [
    {
      key: 'view',
      kind: 'navigate',
      to: ACCOUNT_ROUTES.detailChild,
      query: (r, { query }) => ({ id: r.id, parentId: query.id, tenantId: r.tenantId, type: 2, subjectId: r.subjectId, subjectNo: r.subjectNo }),
    },
    {
      key: 'edit',
      kind: 'navigate',
      // The edit sets the status too, which the rule accountStatus may hold (server/approval/covered/accountStatus.ts).
      approval: 'accountStatus',
      to: ACCOUNT_ROUTES.editChild,
      query: (r, { query }) => ({ id: r.id, parentId: query.id, tenantId: r.tenantId, type: 1, subjectId: r.subjectId, subjectNo: r.subjectNo }),
    },
    ...statusToggleActions<Account, ChildQuery, Api | 'list'>('accountChild', 'operate', childStatus, 'accountStatus'),
    { key: 'permission', kind: 'dialog', dialog: { plugin: 'accountPermission' }, approval: 'accountLimit' },
    { key: 'recharge', kind: 'dialog', dialog: { plugin: 'recharge' }, reload: ['list', 'header'], approval: 'recharge' },
    {
      key: 'dealLock',
      kind: 'dialog',
      dialog: {
        table: {
          titleKey: 'accountChild.titles.dealLock',
          url: `${AC}/actAccount/queryAccountDealLock`,
          query: (r) => ({ accountNo: r.accountNo }),
          rowsField: 'dealOrderList',
          rowKey: (row) => `${row.bizNo}-${row.lockTime}`,
          columns: [{ key: 'bizSource' }, { key: 'bizNo' }, { key: 'lockTime' }, { key: 'lockAmount', type: 'money', withheld: 'amount', value: (r) => r.changeNum }],
        },
      },
    },
  ],
  toolbar: [
    {
      key: 'addChild',
      kind: 'navigate',
      primary: true,
      to: ACCOUNT_ROUTES.addChild,
      query: (parent) => ({
        id: parent?.id,
        parentId: parent?.id,
        tenantId: parent?.tenantId,
        subjectId: parent?.subjectId,
        subjectNo: parent?.subjectNo,
        subjectName: parent?.subjectName,
        accountName: parent?.accountName,
        subjectType: parent?.subjectType,
      }),
    },
  ],
  bulk: statusToggleBulk<Account, ChildQuery, Api | 'list'>('operate', childStatus, 'accountStatus'),
  forms: { create: addChild, edit: editChild },
  pageSize: 10,
  texts: accountCenterTexts,
});
