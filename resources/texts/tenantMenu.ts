import type { ResourceTexts } from '../define';

/** The labels of tenantMenu in both languages (its page titles are the shell's, in src/locales). */
export const tenantMenuTexts: ResourceTexts = {
  'zh-CN': {
    tenant: '租户',
    menus: '菜单',
  },
  en: {
    tenant: 'Tenant',
    menus: 'Menus',
  },
};
