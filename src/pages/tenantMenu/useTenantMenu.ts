import { useEffect, useMemo, useState } from 'react';
import { App } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from '@refinedev/core';
import type { MenuNode } from '@schemas/menu';
import { MENU_ADMIN_MSG, type TenantProducts } from '@schemas/menuAdmin';
import type { ResourceDecl } from '@resources/define';
import { flattenMenu } from '@/providers/modules';
import { tm } from '@/providers/i18n';
import { useMenuAdminTree, useProductLines } from '@/pages/menuAdmin/useMenuAdminTree';
import { endpointCall } from '@/engine/actions/endpointCall';

export const MAIN_TENANT_ID = 1;

interface Tenant {
  id: number;
  name: string;
  shortName?: string;
}

/** Leaves only: a checked parent in antd's tree checks every child, so parents follow from their children. */
export function leafIds(tree: MenuNode[], ids: number[]): number[] {
  const held = new Set(ids);
  return flattenMenu(tree)
    .filter((n) => !(n.children ?? []).length && held.has(n.id))
    .map((n) => n.id);
}

/** The ids of a node and everything under it. */
const subtree = (node: MenuNode): number[] => flattenMenu([node]).map((n) => n.id);

/** The controller of the tenant menu page: tenants, what the chosen one holds, the edited choice, save. */
export function useTenantMenu(resource: ResourceDecl) {
  const { message } = App.useApp();
  const dataProvider = useDataProvider()();
  const tree = useMenuAdminTree();
  const productLines = useProductLines();
  const tenants = useQuery({
    queryKey: ['tenantMenu', 'tenants'],
    queryFn: async () => (await dataProvider.custom!<Tenant[]>({ url: String(resource.api.tenants), method: 'get', meta: {} })).data ?? [],
  });
  const [tenantId, setTenantId] = useState<number | undefined>();
  const held = useQuery({
    queryKey: ['tenantMenu', 'products', tenantId],
    enabled: tenantId !== undefined,
    queryFn: async () => (await dataProvider.custom!<TenantProducts>({ url: String(resource.api.products), method: 'get', query: { tenantId }, meta: {} })).data,
  });
  const [checked, setChecked] = useState<number[]>([]);
  const [halfChecked, setHalfChecked] = useState<number[]>([]);
  const [saving, setSaving] = useState(false);

  // Another tenant than the main one first: the main tenant's menu is fixed.
  useEffect(() => {
    if (tenantId === undefined && tenants.data?.length) {
      setTenantId((tenants.data.find((t) => t.id !== MAIN_TENANT_ID) ?? tenants.data[0]).id);
    }
  }, [tenants.data, tenantId]);

  useEffect(() => {
    if (held.data && tree.data) {
      setChecked(leafIds(tree.data, held.data.menuIds));
      setHalfChecked([]);
    }
  }, [held.data, tree.data]);

  const modules = useMemo(() => tree.data ?? [], [tree.data]);
  const heldLines = useMemo(() => {
    const all = new Set([...checked, ...halfChecked]);
    return modules.filter((m) => subtree(m).some((id) => all.has(id))).map((m) => String(m.id));
  }, [modules, checked, halfChecked]);

  /** Checking a product line takes its whole module; unchecking drops it. */
  const setLines = (lines: string[]) => {
    let next = new Set(checked);
    for (const m of modules) {
      const ids = subtree(m);
      const want = lines.includes(String(m.id));
      const has = heldLines.includes(String(m.id));
      if (want && !has) ids.forEach((id) => next.add(id));
      if (!want && has) next = new Set([...next].filter((id) => !ids.includes(id)));
    }
    setChecked(leafIds(modules, [...next]));
    setHalfChecked([]);
  };

  const save = async () => {
    if (tenantId === undefined) return;
    const menuIds = [...new Set([...checked, ...halfChecked])];
    if (!menuIds.length) {
      message.warning(tm(MENU_ADMIN_MSG.menuIds));
      return;
    }
    setSaving(true);
    try {
      const { url, method } = endpointCall(resource, 'update', {});
      await dataProvider.custom!({ url, method, payload: { tenantId, menuIds }, meta: {} });
      message.success(tm('修改成功'));
      await held.refetch();
    } catch {
      // The http client showed the server's message.
    } finally {
      setSaving(false);
    }
  };

  return {
    tenants,
    tenantId,
    setTenantId,
    tree,
    productLines,
    heldLines,
    setLines,
    held,
    checked,
    onCheck: (keys: number[], half: number[]) => {
      setChecked(keys);
      setHalfChecked(half);
    },
    save,
    saving,
    fixed: tenantId === MAIN_TENANT_ID,
  };
}
