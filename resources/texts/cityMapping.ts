import type { ResourceTexts } from '../define';

/** The labels of cityMapping in both languages (its page titles are the shell's, in src/locales). */
export const cityMappingTexts: ResourceTexts = {
  'zh-CN': {
    fields: {
      code: '城市编码',
      fullName: '城市全称',
      level: '级别',
      countryCode: '国家',
      bipName: '商旅城市',
      bipParentName: '商旅上级城市',
      slyCode: '商旅城市编码',
      mappingFlag: '映射状态',
      candidateName: '商旅城市名称',
      candidateFullName: '商旅城市全称',
    },
    placeholders: { fullName: '请输入城市全称', candidate: '请输入商旅城市名称' },
    sync: '商旅数据同步',
    country: '国家',
    confirmDelete: '是否确认删除该条参照关系?',
  },
  en: {
    fields: {
      code: 'City code',
      fullName: 'Full name',
      level: 'Level',
      countryCode: 'Country',
      bipName: 'Travel city',
      bipParentName: 'Travel parent city',
      slyCode: 'Travel city code',
      mappingFlag: 'Mapping',
      candidateName: 'Travel city name',
      candidateFullName: 'Travel city full name',
    },
    placeholders: { fullName: 'Enter the full city name', candidate: 'Enter a travel city name' },
    sync: 'Sync travel data',
    country: 'Country',
    confirmDelete: 'Delete this mapping?',
  },
};
