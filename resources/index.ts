import type { ResourceDecl } from './define';
import { accountTypeResource } from './accountType';
import { outMerchantResource } from './outMerchant';
import { cityMappingResource } from './cityMapping';
import { menuAdminResource, tenantMenuResource } from './menuAdmin';
import { auditResource } from './audit';

/** Every resource the console knows; the menu tree decides which of them a user sees. */
export const resources: ResourceDecl[] = [
  accountTypeResource,
  outMerchantResource,
  cityMappingResource,
  menuAdminResource,
  tenantMenuResource,
  auditResource,
];

export const findResourceByPath = (path: string): ResourceDecl | undefined =>
  resources.find((r) => Object.values(r.routes).includes(path));

export type { ResourceDecl } from './define';
