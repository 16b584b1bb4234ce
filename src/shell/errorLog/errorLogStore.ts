import { clampErrorLogEntry, ERROR_LOG_LIMITS, type ErrorLogEntry } from '@schemas/errorLogLimits';
import { getStore, removeStore, setStore } from '@/providers/storage';

/** The local error log (docs/product.md#the-admin-shell): `{type, message, stack, info, url, time}` in local storage. */
export const ERROR_LOG_KEY = 'errorLog';

export type LocalErrorLog = Required<ErrorLogEntry>;

export const getErrorLogs = (): LocalErrorLog[] => getStore<LocalErrorLog[]>(ERROR_LOG_KEY) ?? [];

const pad = (n: number) => String(n).padStart(2, '0');
export const formatTime = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;

/** Newest first; the oldest leave beyond the local limit. */
export function addErrorLog(entry: Partial<ErrorLogEntry> & { message: string }, now = new Date()): void {
  const full = clampErrorLogEntry({
    type: entry.type ?? 'error',
    message: entry.message,
    stack: entry.stack ?? '',
    info: entry.info ?? '',
    url: entry.url ?? (typeof window !== 'undefined' ? window.location.href : ''),
    time: entry.time ?? formatTime(now),
  }) as LocalErrorLog;
  setStore({ name: ERROR_LOG_KEY, content: [full, ...getErrorLogs()].slice(0, ERROR_LOG_LIMITS.local) });
}

export const clearErrorLogs = () => removeStore(ERROR_LOG_KEY);

function describe(reason: unknown): { message: string; stack: string } {
  if (reason instanceof Error) return { message: reason.message || reason.name, stack: reason.stack ?? '' };
  if (typeof reason === 'string') return { message: reason, stack: '' };
  try {
    return { message: JSON.stringify(reason) ?? String(reason), stack: '' };
  } catch {
    return { message: String(reason), stack: '' };
  }
}

/** Captures uncaught errors and unhandled rejections into the log; returns the uninstaller. */
export function installErrorCapture(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => {
    // Resource load failures (img, script) have no error object and no message; they are not script errors.
    if (!event.message && !event.error) return;
    const { message, stack } = describe(event.error ?? event.message);
    addErrorLog({
      type: 'error',
      message: event.message || message,
      stack,
      info: event.filename ? `${event.filename}:${event.lineno}:${event.colno}` : 'window.onerror',
    });
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    const { message, stack } = describe(event.reason);
    addErrorLog({ type: 'unhandledrejection', message, stack, info: 'unhandledrejection' });
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
