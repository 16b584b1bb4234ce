import { useEffect, useRef } from 'react';

/** An action of the page on screen, as the command palette offers it (issue 15). */
export interface PageAction {
  key: string;
  label: string;
  run: () => void;
}

let current: PageAction[] = [];

/** The actions of the page on screen (a kept-alive page hidden behind another has none registered). */
export const currentPageActions = (): PageAction[] => current;

/**
 * Offers a page's toolbar actions to the command palette while the page is shown. Effects of a kept-alive page
 * are cleaned up while it is hidden (React's <Activity>), so only the visible page's actions are offered.
 */
export function usePageActions(actions: PageAction[]): void {
  const latest = useRef(actions);
  latest.current = actions;
  useEffect(() => {
    const proxy: PageAction[] = latest.current.map((a) => ({ ...a, run: () => latest.current.find((x) => x.key === a.key)?.run() }));
    current = proxy;
    return () => {
      if (current === proxy) current = [];
    };
  }, [actions.map((a) => `${a.key}:${a.label}`).join('|')]);
}
