import { approvalDestination } from '@schemas/approvalLinks';
import { listenLive } from '@/providers/live';
import type { CountSource } from './useTodoCount';

/**
 * The approval count on the shell's STOMP connection: the user's approval destination, which the server answers
 * with the count as soon as it is subscribed, and then on every change.
 */
export const shellCount: CountSource = (onCount) =>
  listenLive(
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
