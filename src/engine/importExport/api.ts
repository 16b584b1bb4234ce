import type { CrudFilter } from '@refinedev/core';
import type { ResourceDecl } from '@resources/define';
import type { Envelope, Page } from '@schemas/envelope';
import { EXPORT_DEFAULTS, endOfDay, type ExportRequestReply, type ExportTaskRecord, type ImportLogRecord } from '@schemas/taskConstants';
import { http } from '@/providers/client';
import { filtersToQuery } from '@/providers/dataProvider';
import { newIdempotencyKey } from '@/providers/intentKey';
import { getTenantId } from '@/providers/session';

/**
 * The calls of the import/export dropdown's entries and the two log dialogs (docs/product.md#import-export-and-files), loaded when
 * an entry is first chosen; the running tasks the dropdown watches from the start are asked in `runningTasksApi.ts`.
 */
export const IMPORT_URL = '/platsync/importdata/async/auto-import';
export const IMPORT_LOG_URL = '/import/importlog/page';
export const EXPORT_LOG_URL = '/admin/v1/export-task/page';
export const templateUrl = (code: string) => `/import/template/${encodeURIComponent(code)}/excel`;

/**
 * What the dropdown needs of a resource: its name (labels), calls and task codes. A generated list passes
 * its resource; a bespoke page (the subject list) declares just these.
 */
export type ImportExportTarget = Pick<ResourceDecl, 'name' | 'api' | 'importExport'>;

/** `api.export` when declared, else the list path with its last segment replaced by `export`. */
export function exportUrlOf(resource: ImportExportTarget): string | undefined {
  const declared = resource.api.export;
  if (declared) return typeof declared === 'string' ? declared : declared.url;
  const list = resource.api.list;
  const path = typeof list === 'string' ? list : list?.url;
  return path ? path.replace(/\/[^/]*$/, '/export') : undefined;
}

/** The list's current filters plus the export defaults of docs/product.md#import-export-and-files; an end date runs to 23:59:59 of its day. */
export function exportBody(filters: CrudFilter[] | undefined, billType: string): Record<string, unknown> {
  const body: Record<string, unknown> = { ...filtersToQuery(filters), billType, ...EXPORT_DEFAULTS };
  for (const key of Object.keys(body)) {
    if (/end(Date|Time)?$/i.test(key) && typeof body[key] === 'string' && /^\d{4}-\d{2}-\d{2}/.test(body[key] as string)) {
      body[key] = endOfDay(body[key] as string);
    }
  }
  return body;
}

/** Each request, upload and cancel is one intent with its idempotency key: a retry never starts a second task (docs/api.md). */
export async function requestExport(url: string, body: Record<string, unknown>) {
  const res = await http.post<Envelope<ExportRequestReply>>(url, body, { idempotencyKey: newIdempotencyKey() });
  return res.data;
}

export async function uploadImport(templateCode: string, file: File) {
  const form = new FormData();
  form.append('excel', file, file.name);
  const tenantId = getTenantId();
  const res = await http.post<Envelope<{ id: number; batch: string }>>(IMPORT_URL, form, {
    params: { templateCode, ...(tenantId !== undefined && tenantId !== '' ? { tenantId } : {}) },
    idempotencyKey: newIdempotencyKey(),
  });
  return res.data;
}

export type TaskKind = 'import' | 'export';
export type TaskRow = ImportLogRecord | ExportTaskRecord;

export async function fetchTaskLog(kind: TaskKind, filter: { templateCode?: string; billType?: string }, current: number, size: number) {
  const url = kind === 'import' ? IMPORT_LOG_URL : EXPORT_LOG_URL;
  const params = kind === 'import' ? { templateCode: filter.templateCode, current, size } : { billType: filter.billType, current, size };
  const res = await http.get<Envelope<Page<TaskRow>>>(url, { params });
  return res.data.data;
}

/** `filename*=UTF-8''…` (or plain `filename=`) of a Content-Disposition header. */
export function fileNameOf(disposition: string | undefined | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star) {
    try {
      return decodeURIComponent(star[1]);
    } catch {
      return fallback;
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1] : fallback;
}

/** Downloads a file of the API (bearer and tenant headers included) and hands it to the browser. */
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  const res = await http.get<Blob>(url, { responseType: 'blob', timeout: 120_000 });
  const name = fileNameOf(res.headers['content-disposition'] as string | undefined, fallbackName);
  const href = URL.createObjectURL(res.data);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = name;
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
