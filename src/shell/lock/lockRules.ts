import { getStore, removeStore, setStore } from '@/providers/storage';
import { KEYS } from '@/providers/session';

/** docs/product.md#states-and-transitions and docs/product.md#validation, docs/product.md#the-admin-shell: the screen lock; its password lives in session storage. */
export const LOCK_PASSWORD_REQUIRED = '锁屏密码不能为空';
export const LOCK_PATH = '/lock';

export const isLocked = () => getStore<boolean>(KEYS.isLock) === true;
export const hasLockPassword = () => Boolean(getStore<string>(KEYS.lockPasswd));

/** Sets the lock password and locks; returns the message of docs/product.md#validation when the password is empty. */
export function lockWithPassword(password: string | undefined): { ok: true } | { ok: false; message: string } {
  if (!password || !password.trim()) return { ok: false, message: LOCK_PASSWORD_REQUIRED };
  setStore({ name: KEYS.lockPasswd, content: password, type: 'session' });
  setStore({ name: KEYS.isLock, content: true, type: 'session' });
  return { ok: true };
}

/** Locks with the password already set; false when none is set (the dialog must ask for one). */
export function lockNow(): boolean {
  if (!hasLockPassword()) return false;
  setStore({ name: KEYS.isLock, content: true, type: 'session' });
  return true;
}

/** Unlocks when the password matches; the password is forgotten with the lock. */
export function unlock(password: string): boolean {
  const stored = getStore<string>(KEYS.lockPasswd);
  if (!stored || password !== stored) return false;
  removeStore(KEYS.isLock);
  removeStore(KEYS.lockPasswd);
  return true;
}
