import type { Envelope } from '@schemas/envelope';
import type { MenuNode } from '@schemas/menu';
import { http } from './client';
import { getStore } from './storage';
import { KEYS, getAccessToken } from './session';
import { loadUserInfo } from './sessionData';
import { flattenMenu, visibleMenu } from './modules';

/**
 * The pages the signed-in user's menu holds, over every module (the side menu shows one module at a time).
 * Fetched once per session (`GET /admin/menu` without a parent = the user's whole tree) and kept until the
 * menu is reloaded, so route guards and permission checks ask the server once.
 */
let cached: { token: string; paths: Promise<Set<string>> } | null = null;
const listeners = new Set<() => void>();

async function fetchPaths(): Promise<Set<string>> {
  // Roles live in session storage: a new tab may hold the token without them.
  const roles = getStore<string[]>(KEYS.roles) ?? (await loadUserInfo()).roles ?? [];
  const { data } = await http.get<Envelope<MenuNode[]>>('/admin/menu', { ignoreErrors: true });
  const tree = visibleMenu(data.data ?? [], roles);
  return new Set(
    flattenMenu(tree)
      .map((n) => n.path)
      .filter(Boolean),
  );
}

export function menuPaths(): Promise<Set<string>> {
  const token = getAccessToken() ?? '';
  if (!cached || cached.token !== token) {
    const paths = fetchPaths();
    cached = { token, paths };
    // A failed fetch is not remembered: the next question asks again.
    paths.catch(() => {
      if (cached?.paths === paths) cached = null;
    });
  }
  return cached.paths;
}

/** Forget what the menu allowed (after a menu change or sign-in); subscribers drop their cached answers. */
export function resetMenuAccess(): void {
  cached = null;
  for (const l of listeners) l();
}

export function onMenuAccessReset(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
