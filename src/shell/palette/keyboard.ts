/** The shell's keyboard shortcuts (docs/screens.md#operator-tools-on-every-list), as pure decisions over a key event. */

import { isPageOnScreen } from '../keepAlive/hidden';

export type Shortcut = 'palette' | 'focusSearch' | 'help' | null;

/** A field where typing `/` or `?` is text, not a shortcut. */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT';
}

/** Which shortcut a key press asks for: Ctrl+K / ⌘K anywhere; `/` and `?` outside a field, with no dialog open. */
export function shortcutOf(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'target'>, dialogOpen: boolean): Shortcut {
  if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 'k') return 'palette';
  if (e.ctrlKey || e.metaKey || e.altKey || dialogOpen || isTyping(e.target)) return null;
  if (e.key === '/') return 'focusSearch';
  if (e.key === '?') return 'help';
  return null;
}

/** The first search field of the page on screen (a kept-alive page hidden behind it does not count). */
export function firstSearchField(root: ParentNode = document): HTMLElement | null {
  const pages = Array.from(root.querySelectorAll<HTMLElement>('.page-scroll')).filter(isPageOnScreen);
  for (const page of pages) {
    const field = page.querySelector<HTMLElement>('.search-form input:not([type=hidden]):not([disabled])');
    if (field) return field;
  }
  return null;
}

/** Shown on screen: not display: none itself nor inside a hidden layer (a kept page's dialogs hide with its tab). */
const onScreen = (el: Element) => (typeof (el as HTMLElement).checkVisibility === 'function' ? (el as HTMLElement).checkVisibility() : !el.closest('[style*="display: none"]'));
/** An antd dialog, a drawer or the palette is open on screen: `/` and `?` are left to it. */
export const dialogIsOpen = () => [...document.querySelectorAll('.ant-modal-wrap, .ant-drawer-open, [cmdk-dialog]')].some(onScreen);
