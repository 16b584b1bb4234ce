import type { TaskEvent } from '@schemas/taskConstants';

/**
 * The live channels of the signed-in user a declaration may name, and what one message on each is. The engine
 * listens (src/engine/live/) while the screen is shown and polls instead while the connection is down.
 */
export interface LiveChannels {
  /** The user's own imports and exports as they move (schemas/realtime.ts taskDestination). */
  tasks: TaskEvent;
}

export type LiveChannelName = keyof LiveChannels;

/**
 * Rows that move while shown (a running task): newer versions of them arrive on a live channel, and the list
 * shows each as it comes instead of asking again. `pick` answers the row a message is about, or undefined
 * when it is not about this list.
 */
export type LiveRowsDecl<R> = {
  [C in LiveChannelName]: { channel: C; pick: (message: LiveChannels[C]) => R | undefined };
}[LiveChannelName];
