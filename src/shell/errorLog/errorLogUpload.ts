import { ERROR_LOG_LIMITS } from '@schemas/errorLogLimits';
import { setStore } from '@/providers/storage';
import { clearErrorLogs, ERROR_LOG_KEY, getErrorLogs, type LocalErrorLog } from './errorLogStore';

/*
 * The error log's upload (上传服务器, docs/product.md#the-admin-shell), with the dialog that offers it: the log's
 * store, which records errors from the first moment, comes with the sign-in page (docs/performance.md#what-the-browser-loads).
 */

/** The server takes request bodies up to 1 MB; batches stay well below. */
export const UPLOAD_BATCH_BYTES = 512 * 1024;

/** Splits the log into batches of at most 200 entries and about 512 KB each. */
export function uploadBatches(logs: LocalErrorLog[]): LocalErrorLog[][] {
  const batches: LocalErrorLog[][] = [];
  let current: LocalErrorLog[] = [];
  let bytes = 0;
  for (const log of logs) {
    const size = new Blob([JSON.stringify(log)]).size + 1;
    if (current.length && (current.length >= ERROR_LOG_LIMITS.batch || bytes + size > UPLOAD_BATCH_BYTES)) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(log);
    bytes += size;
  }
  if (current.length) batches.push(current);
  return batches;
}

/** Uploads every local entry in batches the server accepts, then removes what was sent. */
export async function uploadErrorLogs(post: (batch: LocalErrorLog[]) => Promise<unknown>): Promise<number> {
  const logs = getErrorLogs();
  for (const batch of uploadBatches(logs)) await post(batch);
  // Entries recorded during the upload are newer (first in the list) and stay.
  const now = getErrorLogs();
  const left = now.slice(0, Math.max(0, now.length - logs.length));
  if (left.length) setStore({ name: ERROR_LOG_KEY, content: left });
  else clearErrorLogs();
  return logs.length;
}
