import type { OutSupplier } from '../../../schemas/outMerchant';

/** Demo out merchants (third-party enterprises authorised for the cashier); secrets are made-up demo values. */
export interface OutMerchantSeed {
  tenantId: number;
  outSupplier: OutSupplier;
  merchantCode: string;
  merchantName: string;
  enabledFlag: '0' | '1';
  outAuthInfo: Record<string, string> | null;
}

export const OUT_MERCHANTS: OutMerchantSeed[] = [
  {
    tenantId: 1,
    outSupplier: 'MEITUAN',
    merchantCode: 'MT-ZS-0001',
    merchantName: '美团企业版·总部员工餐',
    enabledFlag: '1',
    outAuthInfo: { entId: '7300125', accessKey: 'mt-ak-52c1e0', secretKey: 'demo-mt-sk-9f2b7c41d8' },
  },
  {
    tenantId: 1,
    outSupplier: 'ELEME',
    merchantCode: 'ELE-BJ-2024',
    merchantName: '饿了么企业订餐·北京分公司',
    enabledFlag: '1',
    outAuthInfo: { enterpriseId: 'E20240311', appKey: 'ele-app-7781', appSecret: 'demo-ele-secret-33ab90' },
  },
  {
    tenantId: 1,
    outSupplier: 'DIDI',
    merchantCode: 'DD-TRIP-01',
    merchantName: '滴滴企业版·差旅用车',
    enabledFlag: '0',
    outAuthInfo: { companyId: '1125899906', clientId: 'didi-c-4410', clientSecret: 'demo-didi-cs-71e2', signKey: 'demo-didi-sign-05' },
  },
  {
    tenantId: 1,
    outSupplier: 'CTRIP',
    merchantCode: 'CT-CORP-88',
    merchantName: '携程商旅·集团差旅',
    enabledFlag: '0',
    outAuthInfo: { corpId: 'zs_group', appKey: 'ct-obk-2210', appSecurity: 'demo-ct-sec-6c0d' },
  },
  {
    tenantId: 1,
    outSupplier: 'ALIPAY',
    merchantCode: 'ALI-EC-3301',
    merchantName: '支付宝企业码·上海分公司',
    enabledFlag: '1',
    outAuthInfo: {
      appId: '2021004112345678',
      enterpriseId: '2088000000000001',
      privateKey: 'demo-MIIEvQIBADANBgkqhkiG9w0BAQEFAASC',
      alipayPublicKey: 'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8A-public',
    },
  },
  {
    tenantId: 1,
    outSupplier: 'JD',
    merchantCode: 'JD-VOP-520',
    merchantName: '京东企业购·办公采购',
    enabledFlag: '0',
    outAuthInfo: null,
  },
  {
    tenantId: 2,
    outSupplier: 'MEITUAN',
    merchantCode: 'MT-HZ-0101',
    merchantName: '美团企业版·杭州园区',
    enabledFlag: '1',
    outAuthInfo: { entId: '7300988', accessKey: 'mt-ak-hz01', secretKey: 'demo-mt-sk-hz-44c9' },
  },
  {
    tenantId: 2,
    outSupplier: 'ELEME',
    merchantCode: 'ELE-SZ-0202',
    merchantName: '饿了么企业订餐·苏州工厂',
    enabledFlag: '0',
    outAuthInfo: { enterpriseId: 'E20230907', appKey: 'ele-app-sz02', appSecret: 'demo-ele-secret-sz-8d' },
  },
];
