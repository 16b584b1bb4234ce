import { useEffect, useState } from 'react';
import { fetchTodoCount } from './api';

/**
 * Where a frame hears the count: `onCount` with each count pushed, `onReconnect` when the connection is back
 * after a break (what was said meanwhile is lost, so the count is asked again). Returns the way to stop.
 */
export type CountSource = (onCount: (todo: number) => void, onReconnect: () => void) => () => void;

/**
 * How many requests wait for the signed-in user (the badge, docs/approvals.md): asked once, then pushed live
 * whenever a request of the tenant changes, from whichever instance changed it. The shell hears it on its STOMP
 * connection (shellCount.ts), the phone frame on the plain per-user channel.
 */
export function useTodoCount(enabled: boolean, source: CountSource): number | null {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let alive = true;
    const refresh = () =>
      fetchTodoCount()
        .then((todo) => alive && setCount(todo))
        .catch(() => undefined);
    void refresh();
    const stop = source((todo) => alive && setCount(todo), () => void refresh());
    return () => {
      alive = false;
      stop();
    };
  }, [enabled, source]);
  return count;
}
