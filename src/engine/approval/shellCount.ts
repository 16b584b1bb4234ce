import { approvalDestination } from '@schemas/approvalConstants';
import { listenLive, liveConnected, onLiveStateChange } from '@/providers/live';
import type { CountSource } from './useTodoCount';

/** The approval count on the shell's STOMP connection (the user's approval destination). */
export const shellCount: CountSource = (onCount, onReconnect) => {
  const unlisten = listenLive(
    (who) => approvalDestination(who.tenantId, who.userId),
    (body) => {
      try {
        const todo = (JSON.parse(body) as { todo?: unknown }).todo;
        if (typeof todo === 'number') onCount(todo);
      } catch {
        // Not a count: ignore.
      }
    },
  );
  let wasUp = liveConnected();
  const unwatch = onLiveStateChange(() => {
    const up = liveConnected();
    if (up && !wasUp) onReconnect();
    wasUp = up;
  });
  return () => {
    unlisten();
    unwatch();
  };
};
