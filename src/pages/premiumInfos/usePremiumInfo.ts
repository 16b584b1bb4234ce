import { useEffect, useMemo } from 'react';
import { getConfig } from '@/providers/config';
import { PRODUCT } from '@/providers/product';
import { loadTenantInfo } from '@/providers/sessionData';
import { useMenuTree } from '@/shell/useMenuTree';
import { useHomeData } from '@/pages/home/useHomeData';
import { moduleRowsOf, sectionsOf } from './sections';

/**
 * /premiumInfos: the product (version, copyright, which client), the signed-in tenant, the modules it holds
 * (the module menu, and the sections of the active module from the menu tree already loaded), and the user's
 * roles and permission count. All of it is what the session already holds; the tenant is fetched when missing.
 */
export function usePremiumInfo() {
  const home = useHomeData();
  const { tree } = useMenuTree();
  const tenantMissing = !home.tenant;
  useEffect(() => {
    if (tenantMissing) void loadTenantInfo().catch(() => undefined);
  }, [tenantMissing]);
  const modules = useMemo(() => moduleRowsOf(home.modules, home.moduleActive), [home.modules, home.moduleActive]);
  const sections = useMemo(() => sectionsOf(tree), [tree]);
  return {
    product: { ...PRODUCT, year: new Date().getFullYear(), clientMode: getConfig().clientMode },
    user: home.user,
    tenant: home.tenant,
    tenantId: home.tenantId,
    roles: home.roles,
    permissionCount: home.permissionCount,
    modules,
    sections,
  };
}
