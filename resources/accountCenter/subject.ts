import { accountStatusEnum } from '@schemas/account';
import { SUBJECT_EXPORT_BILL_TYPE, SUBJECT_TYPE, subjectOpenFormSchema, subjectTypeEnum, type AccountSubject } from '@schemas/accountSubject';
import { PICK_ORG_FIRST, PICK_PERSON_FIRST } from '@schemas/account';
import { defineResource, type Condition } from '../define';
import { AC, ACCOUNT_ROUTES, statusColumn, statusToggleActions } from './shared';
import { accountCenterTexts } from './texts';

const byOrg = (type: unknown) => type === SUBJECT_TYPE.organisation || type === SUBJECT_TYPE.group;
/** The open-subject form's fields by the subject type chosen (docs/product.md#states-and-transitions). */
const subjectByOrg: Condition = { field: 'subjectType', op: 'in', value: [SUBJECT_TYPE.organisation, SUBJECT_TYPE.group] };
const subjectIs = (type: number): Condition => ({ field: 'subjectType', op: 'eq', value: type });

/** 开户管理 (docs/product.md#account-centre): the subjects with their parent account, and the ways into their accounts. */
export default defineResource<AccountSubject>()({
  api: {
    list: { url: `${AC}/subject/list`, method: 'post' },
    export: { url: `${AC}/subject/export`, method: 'post' },
    operate: { url: `${AC}/subject/operate`, method: 'post' },
    save: { url: `${AC}/subject/save`, method: 'post' },
  },
  titleField: 'subjectName',
  // Each subject's changes (opening, edits, status, freeze and thaw), read from the audit trail; edits and status
  // changes are reverted, never money nor the opening (server/audit/revertTargets.ts).
  history: { entity: 'subject' },
  columns: [
    { field: 'subjectNo' },
    { field: 'subjectName', ellipsis: true, search: { widget: 'input', maxLength: 100 } },
    { field: 'subjectType', type: 'enum', enum: subjectTypeEnum, search: { widget: 'select' } },
    { field: 'tenantName', ellipsis: true },
    { field: 'accountName' },
    { field: 'accountNo' },
    { field: 'configNames', ellipsis: true },
    { field: 'accountNum', type: 'money', withheld: 'amount' },
    { field: 'childCount', type: 'number' },
    { ...statusColumn<AccountSubject>(), search: { widget: 'select', options: accountStatusEnum } },
    { field: 'createTime', width: 170 },
  ],
  actions: [
    { key: 'children', kind: 'navigate', to: ACCOUNT_ROUTES.child, query: (r) => ({ id: r.accountId, tenantId: r.tenantId }) },
    { key: 'overview', kind: 'navigate', to: ACCOUNT_ROUTES.overview, query: (r) => ({ subjectId: r.id, tenantId: r.tenantId }) },
    ...statusToggleActions<AccountSubject, Record<string, never>, 'operate'>('accountSubject', 'operate', (r, status) => ({ id: r.id, status, tenantId: r.tenantId }), 'subjectStatus'),
  ],
  toolbar: [
    {
      key: 'openSubject',
      kind: 'dialog',
      primary: true,
      dialog: {
        form: {
          titleKey: 'accountSubject.titles.openSubject',
          fields: [
            { field: 'subjectType', widget: 'select', options: subjectTypeEnum, requiredWhen: { when: () => true, message: '请选择主体类型' } },
            {
              field: 'org',
              labelKey: 'accountSubject.fields.orgs',
              widget: 'plugin',
              plugin: 'orgPicker',
              props: ({ values }) => ({ multiple: false, levelLimit: values.subjectType === SUBJECT_TYPE.organisation }),
              visibleWhen: subjectByOrg,
              requiredWhen: { when: subjectByOrg, message: PICK_ORG_FIRST },
            },
            {
              field: 'person',
              labelKey: 'accountSubject.fields.people',
              widget: 'plugin',
              plugin: 'employeePicker',
              props: { mode: 'search' },
              visibleWhen: subjectIs(SUBJECT_TYPE.employee),
              requiredWhen: { when: subjectIs(SUBJECT_TYPE.employee), message: PICK_PERSON_FIRST },
            },
            {
              field: 'subjectName',
              widget: 'input',
              maxLength: 100,
              visibleWhen: subjectIs(SUBJECT_TYPE.provider),
              requiredWhen: { when: subjectIs(SUBJECT_TYPE.provider), message: '请输入主体名称' },
            },
            { field: 'accountName', widget: 'input', maxLength: 30, showCount: true },
            {
              field: 'configIds',
              widget: 'multiSelect',
              options: { url: `${AC}/subject/scenes`, valueField: 'id', labelField: 'sceneName' },
            },
          ],
          schema: subjectOpenFormSchema,
          submit: {
            endpoint: 'save',
            body: (v) => {
              const type = v.subjectType as number;
              const org = v.org as { deptId: number } | null | undefined;
              const person = v.person as { userId: number } | null | undefined;
              return {
                subjectType: type,
                subjectSysId: byOrg(type) ? org?.deptId : type === SUBJECT_TYPE.employee ? person?.userId : undefined,
                subjectName: v.subjectName,
                accountName: v.accountName,
                configIds: v.configIds,
              };
            },
            success: '新增成功!',
          },
        },
      },
    },
  ],
  importExport: { billType: SUBJECT_EXPORT_BILL_TYPE },
  pageSize: 10,
  texts: accountCenterTexts,
});
