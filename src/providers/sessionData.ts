import type { UserInfoReply } from '@schemas/auth';
import type { Envelope } from '@schemas/envelope';
import { menuName, type MenuNode } from '@schemas/menu';
import { httpClient } from './lazyClient';
import { getConfig } from './config';
import { getStore, setStore } from './storage';
import { KEYS, getTenantId } from './session';
import { firstModule, visibleModules } from './modules';
import { forgetModuleTrees, rememberModuleTree } from './moduleTrees';

export interface TenantInfo {
  id: number;
  name: string;
  shortName?: string;
  [k: string]: unknown;
}

export type SysUser = UserInfoReply['sysUser'];

/** A module of the module menu: its id and its names (the top-level menu node's). */
export interface ModuleItem {
  value: number;
  label: string;
  /** Absent in a list stored by an earlier version: the Chinese name then. */
  enLabel?: string | null;
}

/** A module's name in a language. */
export const moduleLabel = (m: ModuleItem, lang: string) => menuName({ name: m.label, enName: m.enLabel }, lang);

/** `GET /admin/user/info`: user, roles and the permission map (docs/product.md#roles-and-permissions). */
export async function loadUserInfo(): Promise<UserInfoReply> {
  const { data } = await (await httpClient()).get<Envelope<UserInfoReply>>('/admin/user/info');
  const info = data.data;
  setStore({ name: KEYS.userInfo, content: info.sysUser });
  setStore({ name: KEYS.roles, content: info.roles ?? [], type: 'session' });
  setStore({
    name: KEYS.permissions,
    content: Object.fromEntries((info.permissions ?? []).map((p) => [p, true])),
  });
  setStore({ name: KEYS.withheld, content: info.withheld ?? [] });
  setStore({ name: KEYS.passwordTemporary, content: info.passwordTemporary === true });
  return info;
}

/** `GET /admin/menu?type=top` then the tree of the active module. */
export async function loadMenus(): Promise<MenuNode[]> {
  const { clientMode } = getConfig();
  forgetModuleTrees();
  const top = await (await httpClient()).get<Envelope<MenuNode[]>>('/admin/menu', { params: { type: 'top' } });
  const modules = visibleModules(top.data.data ?? [], clientMode);
  const items: ModuleItem[] = modules.map((m) => ({ value: m.id, label: m.name || m.label, enLabel: m.enName ?? null }));
  setStore({ name: KEYS.moduleList, content: items });
  const stored = getStore<number>(KEYS.moduleActive);
  const active = modules.some((m) => m.id === stored) ? stored : firstModule(modules, clientMode);
  if (active === undefined) {
    setStore({ name: KEYS.menu, content: [] });
    return [];
  }
  return loadModuleMenu(active);
}

export async function loadModuleMenu(moduleId: number): Promise<MenuNode[]> {
  const tree = await fetchModuleMenu(moduleId);
  showModuleMenu(moduleId, tree);
  return tree;
}

/** `GET /admin/menu?parentId=`: the module's tree, remembered for the next switch but not shown. */
export async function fetchModuleMenu(moduleId: number): Promise<MenuNode[]> {
  const { data } = await (await httpClient()).get<Envelope<MenuNode[]>>('/admin/menu', { params: { parentId: moduleId } });
  const tree = data.data ?? [];
  rememberModuleTree(moduleId, tree);
  return tree;
}

/** Makes a module the active one with its menu tree. */
export function showModuleMenu(moduleId: number, tree: MenuNode[]) {
  setStore({ name: KEYS.moduleActive, content: moduleId });
  setStore({ name: KEYS.menu, content: tree });
}

/** `GET /admin/tenant/list`, kept as the signed-in tenant's info (shortName, name). */
export async function loadTenantInfo(): Promise<TenantInfo | undefined> {
  const { data } = await (await httpClient()).get<Envelope<TenantInfo[]>>('/admin/tenant/list', { ignoreErrors: true });
  const tenantId = String(getTenantId() ?? '');
  const tenant = (data.data ?? []).find((t) => String(t.id) === tenantId);
  if (tenant) setStore({ name: KEYS.tenantInfo, content: tenant });
  return tenant;
}

export const getUser = () => getStore<SysUser>(KEYS.userInfo);
export const getRoles = () => getStore<string[]>(KEYS.roles) ?? [];
export const getPermissionMap = () => getStore<Record<string, boolean>>(KEYS.permissions) ?? {};
export const getMenu = () => getStore<MenuNode[]>(KEYS.menu);
export const getTenantInfo = () => getStore<TenantInfo>(KEYS.tenantInfo);
