import { PICK_ORG_TO_SEARCH, PICK_PEOPLE_TO_ADD, PICK_PEOPLE_TO_DELETE } from '@schemas/orgPicker';
import { defineResource } from '../define';
import { ACCOUNT_ROUTES, orgTreeSource, peopleColumns } from './shared';
import { accountCenterTexts } from './texts';

/**
 * addPerson (docs/product.md#account-centre): the organisation tree beside a department's employees, 10 a page; the
 * employees picked go back to the addChild form (kept for the session), cancel leaves them as they were.
 */
export default defineResource()({
  api: {},
  masterDetail: {
    tree: orgTreeSource,
    treeSearchPlaceholderKey: 'accountPerson.fields.searchOrg',
    list: {
      url: '/admin/user/queryByDeptId',
      body: (deptId, name) => ({ deptId, name }),
      rowKey: 'userId',
      columns: [{ key: 'actualName' }, { key: 'phone', withheld: 'phone' }, { key: 'deptName' }],
      pageSize: 10,
      searchPlaceholderKey: 'accountPerson.hints.searchPeople',
      searchMaxLength: 50,
      needNodeMessage: PICK_ORG_TO_SEARCH,
      chooseNodeKey: 'accountPerson.hints.chooseDept',
    },
    pick: {
      form: ACCOUNT_ROUTES.addChild,
      field: 'people',
      columns: peopleColumns,
      titleKey: 'accountPerson.hints.chosenPeople',
      addKey: 'accountPerson.actions.add',
      bulkAddKey: 'accountPerson.actions.batchAdd',
      removeKey: 'accountPerson.actions.remove',
      bulkRemoveKey: 'accountPerson.actions.batchRemove',
      noneToAdd: PICK_PEOPLE_TO_ADD,
      noneToRemove: PICK_PEOPLE_TO_DELETE,
    },
  },
  texts: accountCenterTexts,
});
