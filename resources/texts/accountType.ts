import type { ResourceTexts } from '../define';

/** The labels of accountType in both languages (its page titles are the shell's, in src/locales). */
export const accountTypeTexts: ResourceTexts = {
  'zh-CN': {
    fields: {
      id: '编号',
      accountTypeName: '账户类型名称',
      accountType: '账户类别',
      accountKind: '账户种类',
      enableFlag: '状态',
      remark: '备注',
      createTime: '创建时间',
      updateTime: '更新时间',
    },
    placeholders: { accountTypeName: '请输入账户类型名称', enableFlag: '请选择状态', accountType: '请选择账户类别' },
  },
  en: {
    fields: {
      id: 'ID',
      accountTypeName: 'Account type name',
      accountType: 'Category',
      accountKind: 'Kind',
      enableFlag: 'Status',
      remark: 'Remark',
      createTime: 'Created at',
      updateTime: 'Updated at',
    },
    placeholders: {
      accountTypeName: 'Enter the account type name',
      enableFlag: 'Select a status',
      accountType: 'Select a category',
    },
  },
};
