/**
 * Toasts raised outside React (the http client, the auth provider). The app installs the
 * `App.useApp()` message API once mounted; until then messages wait in a queue.
 */
export type ToastKind = 'error' | 'success' | 'warning' | 'info';

export interface Notifier {
  show(kind: ToastKind, text: string, durationSeconds?: number): void;
}

const pending: [ToastKind, string, number | undefined][] = [];
let current: Notifier | null = null;

export function setNotifier(next: Notifier | null): void {
  current = next;
  if (current) for (const [kind, text, d] of pending.splice(0)) current.show(kind, text, d);
}

function show(kind: ToastKind, text: string, durationSeconds?: number) {
  if (current) current.show(kind, text, durationSeconds);
  else pending.push([kind, text, durationSeconds]);
}

export const notify = {
  error: (text: string, durationSeconds?: number) => show('error', text, durationSeconds),
  success: (text: string, durationSeconds?: number) => show('success', text, durationSeconds),
  warning: (text: string, durationSeconds?: number) => show('warning', text, durationSeconds),
  info: (text: string, durationSeconds?: number) => show('info', text, durationSeconds),
};
