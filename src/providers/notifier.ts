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

const pending: [ToastKind, string, number | undefined][] = [];
const layers: Record<NotifierLayer, Notifier | null> = { root: null, signedIn: null };
const current = () => layers.signedIn ?? layers.root;

export function setNotifier(next: Notifier | null, layer: NotifierLayer = 'root'): void {
  layers[layer] = next;
  const now = current();
  if (now) for (const [kind, text, d] of pending.splice(0)) now.show(kind, text, d);
}

function show(kind: ToastKind, text: string, durationSeconds?: number) {
  const now = current();
  if (now) now.show(kind, text, durationSeconds);
  else pending.push([kind, text, durationSeconds]);
}

export const notify = {
  error: (text: string, durationSeconds?: number) => show('error', text, durationSeconds),
  success: (text: string, durationSeconds?: number) => show('success', text, durationSeconds),
  warning: (text: string, durationSeconds?: number) => show('warning', text, durationSeconds),
  info: (text: string, durationSeconds?: number) => show('info', text, durationSeconds),
};
