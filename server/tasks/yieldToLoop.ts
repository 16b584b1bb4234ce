import { setImmediate as afterPendingIo } from 'node:timers/promises';

/**
 * Lets the event loop turn once: timers fire and sockets are read before the task goes on.
 *
 * On the embedded database (PGlite, in this process) a query resolves without any I/O, so a task's loop of
 * batches is one long chain of promise continuations that never lets the loop reach its timers or its socket
 * reads. A 60,000-row import held the server that way for 14 s: no other request was answered, the STOMP
 * heart-beats went unread, and when the loop came free the sessions' heart-beat checks closed the connections
 * whose beats were still waiting in the socket (the task's final event was then lost). Each batch yields here.
 */
export function yieldToLoop(): Promise<void> {
  return afterPendingIo();
}
