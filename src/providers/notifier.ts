/**
 * Toasts raised outside React (the http client, the auth provider) and by the sign-in pages. The app installs
 * a hook-based antd message API once mounted; until then messages wait in a queue. Two layers: the root's
 * (every page) and, while the signed-in part is mounted, its `App.useApp()` one, so that all toasts of the
 * shell share one container.
 */
export type ToastKind = 'error' | 'success' | 'warning' | 'info';

export interface Notifier {
  show(kind: ToastKind, text: string, durationSeconds?: number): void;
}

export type NotifierLayer = 'root' | 'signedIn';

type Toast = [kind: ToastKind, text: string, durationSeconds: number | undefined, layer: NotifierLayer | undefined];

const pending: Toast[] = [];
const layers: Record<NotifierLayer, Notifier | null> = { root: null, signedIn: null };
/** Told when a toast finds no holder: the root mounts its message API then, not with the first page. */
let waiting: (() => void) | null = null;
/** The holder of a toast: its own layer when it names one, else the innermost one mounted. */
const holderOf = (layer: NotifierLayer | undefined) => (layer ? layers[layer] : (layers.signedIn ?? layers.root));

export function setNotifier(next: Notifier | null, layer: NotifierLayer = 'root'): void {
  layers[layer] = next;
  for (const toast of pending.splice(0)) show(...toast);
}

function show(...[kind, text, durationSeconds, layer]: Toast) {
  const holder = holderOf(layer);
  if (holder) holder.show(kind, text, durationSeconds);
  else {
    pending.push([kind, text, durationSeconds, layer]);
    waiting?.();
  }
}

/** Calls `listener` whenever a toast waits for a holder (at once if some already wait); returns the unsubscribe. */
export function onToastWaiting(listener: () => void): () => void {
  waiting = listener;
  if (pending.length > 0) listener();
  return () => {
    if (waiting === listener) waiting = null;
  };
}

export const notify = {
  /** `layer: 'root'` for a message that must outlive the signed-in screens (a session the server ended). */
  error: (text: string, durationSeconds?: number, layer?: NotifierLayer) => show('error', text, durationSeconds, layer),
  success: (text: string, durationSeconds?: number) => show('success', text, durationSeconds, undefined),
  warning: (text: string, durationSeconds?: number) => show('warning', text, durationSeconds, undefined),
  info: (text: string, durationSeconds?: number) => show('info', text, durationSeconds, undefined),
};
