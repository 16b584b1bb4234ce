import { lazy, Suspense, useEffect, useState } from 'react';
import { dialogIsOpen, firstSearchField, shortcutOf } from './keyboard';

// Both load on their first use, never with the shell (docs/performance.md#what-the-browser-loads): cmdk and pinyin-pro are the palette's.
const CommandPalette = lazy(() => import('./CommandPalette'));
const ShortcutsDialog = lazy(() => import('./ShortcutsDialog'));

/**
 * The shell's keyboard (docs/screens.md#operator-tools-on-every-list): Ctrl+K / ⌘K opens the command palette, `/` focuses the first search field of
 * the page, `?` shows the shortcuts. Enter in a search field searches and Esc closes a dialog by themselves.
 */
export function KeyboardShortcuts() {
  const [palette, setPalette] = useState(false);
  const [help, setHelp] = useState(false);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const shortcut = shortcutOf(e, dialogIsOpen());
      if (!shortcut) return;
      if (shortcut === 'palette') {
        e.preventDefault();
        setPalette((open) => !open);
      } else if (shortcut === 'focusSearch') {
        const field = firstSearchField();
        if (!field) return;
        e.preventDefault();
        field.focus();
      } else {
        e.preventDefault();
        setHelp(true);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <Suspense fallback={null}>
      {/* Mounted while open: each opening reads the tabs, recent records and page actions as they are then. */}
      {palette && <CommandPalette open onOpenChange={setPalette} />}
      {help && <ShortcutsDialog onClose={() => setHelp(false)} />}
    </Suspense>
  );
}
