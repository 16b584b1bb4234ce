import { useMemo } from 'react';
import type { MenuNode } from '@schemas/menu';
import { KEYS } from '@/providers/session';
import type { ModuleItem, SysUser, TenantInfo } from '@/providers/sessionData';
import { flattenMenu } from '@/providers/modules';
import { useStoreValue } from '@/providers/useStoreValue';
import { useMenuTree } from '@/shell/useMenuTree';

/** What the welcome page shows: the signed-in user, their tenant, modules and menu pages. */
export function useHomeData() {
  const user = useStoreValue<SysUser>(KEYS.userInfo);
  const tenant = useStoreValue<TenantInfo>(KEYS.tenantInfo);
  const tenantId = useStoreValue<string>(KEYS.tenantId);
  const roles = useStoreValue<string[]>(KEYS.roles) ?? [];
  const permissions = useStoreValue<Record<string, boolean>>(KEYS.permissions) ?? {};
  const modules = useStoreValue<ModuleItem[]>(KEYS.moduleList) ?? [];
  const moduleActive = useStoreValue<number>(KEYS.moduleActive);
  const { tree } = useMenuTree();
  const pages = useMemo(() => flattenMenu(tree).filter((n: MenuNode) => n.path && !n.children?.length), [tree]);
  return {
    user,
    tenant,
    tenantId,
    roles,
    permissionCount: Object.keys(permissions).length,
    modules,
    moduleActive,
    pages,
  };
}
