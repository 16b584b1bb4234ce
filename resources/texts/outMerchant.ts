import type { ResourceTexts } from '../define';

/** The labels of outMerchant in both languages (its page titles are the shell's, in src/locales). */
export const outMerchantTexts: ResourceTexts = {
  'zh-CN': {
    fields: {
      outSupplier: '申请方',
      merchantCode: '三方企业编码',
      merchantName: '三方企业名称',
      enabledFlag: '状态',
      outAuthInfo: '授权信息',
      createTime: '创建时间',
    },
    placeholders: {
      outSupplier: '请选择申请方',
      merchantCode: '请输入三方企业编码',
      merchantName: '请输入三方企业名称',
      enabledFlag: '请选择状态',
      outAuthInfo: '请输入JSON格式的授权信息',
    },
  },
  en: {
    fields: {
      outSupplier: 'Applicant',
      merchantCode: 'Enterprise code',
      merchantName: 'Enterprise name',
      enabledFlag: 'Status',
      outAuthInfo: 'Authorisation info',
      createTime: 'Created at',
    },
    placeholders: {
      outSupplier: 'Select the applicant',
      merchantCode: 'Enter the enterprise code',
      merchantName: 'Enter the enterprise name',
      enabledFlag: 'Select a status',
      outAuthInfo: 'Authorisation info as JSON',
    },
  },
};
