import { useEffect, useRef } from 'react';
import { usePageShownStore, whileShown } from './pageShown';

/** An action of the page on screen, as the command palette offers it (docs/screens.md#operator-tools-on-every-list). */
export interface PageAction {
  key: string;
  label: string;
  run: () => void;
}

let current: PageAction[] = [];

/** The actions of the page on screen (a kept-alive page hidden behind another has none registered). */
export const currentPageActions = (): PageAction[] => current;

/**
 * Offers a page's toolbar actions to the command palette while the page is shown: a kept-alive page hidden
 * behind another tab withdraws them, and offers them again when its tab comes back.
 */
export function usePageActions(actions: PageAction[]): void {
  const latest = useRef(actions);
  latest.current = actions;
  const shown = usePageShownStore();
  // Offered again when an action comes or goes or is renamed, not on every render's new array.
  const offered = actions.map((a) => `${a.key}:${a.label}`).join('|');
  useEffect(
    () =>
      whileShown(shown, () => {
        const proxy: PageAction[] = latest.current.map((a) => ({ ...a, run: () => latest.current.find((x) => x.key === a.key)?.run() }));
        current = proxy;
        return () => {
          if (current === proxy) current = [];
        };
      }),
    [shown, offered],
  );
}
