import { useEffect, useRef } from 'react';
import { usePageShownStore } from '../pageShown';

/**
 * Calls `poll` every `intervalMs` while `condition` holds and the page is visible (a hidden browser tab, or a
 * kept-alive tab that is not shown, asks nothing): the fallback of a screen whose live channel is down.
 */
export function usePollWhile(condition: boolean, poll: () => void, intervalMs: number): void {
  const latest = useRef(poll);
  latest.current = poll;
  const shown = usePageShownStore();
  useEffect(() => {
    if (!condition) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible' && shown.get()) latest.current();
    }, intervalMs);
    return () => clearInterval(timer);
  }, [condition, intervalMs, shown]);
}
