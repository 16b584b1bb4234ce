import type { Envelope } from '@schemas/envelope';
import type { RunningTasks } from '@schemas/taskConstants';
import { http } from '@/providers/client';
import { newIdempotencyKey } from '@/providers/intentKey';

/**
 * The calls of the import/export dropdown's watcher of running tasks, which a list asks as it opens
 * (docs/product.md#import-export-and-files); the dropdown's entries' calls load with the first one chosen (`api.ts`).
 */
export const RUNNING_TASKS_URL = '/admin/v1/task/running';
export const cancelExportUrl = (id: number) => `/admin/v1/export-task/cancel/${id}`;

/** The signed-in user's unfinished tasks of one template and bill type (the dropdown's badge; quiet when it fails). */
export async function fetchRunningTasks(filter: { templateCode?: string; billType?: string }): Promise<RunningTasks> {
  const res = await http.get<Envelope<Partial<RunningTasks> | null>>(RUNNING_TASKS_URL, { params: filter, ignoreErrors: true });
  // An answer without the lists (a failed call, a server without the route) counts as nothing running.
  const data = res.data?.data;
  return { imports: Array.isArray(data?.imports) ? data.imports : [], exports: Array.isArray(data?.exports) ? data.exports : [] };
}

export async function cancelExport(id: number) {
  const res = await http.post<Envelope<boolean>>(cancelExportUrl(id), undefined, { idempotencyKey: newIdempotencyKey() });
  return res.data;
}
