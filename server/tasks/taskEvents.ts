import type { Selectable } from 'kysely';
import type { TaskEvent } from '../../schemas/tasks';
import type { SysExportTaskTable, SysImportLogTable } from '../db/schema';
import { exportTaskRecord, importLogRecord } from './records';

/** Sends one event to a task's creator (the realtime channel; nothing when the app has none). */
export type TaskEventSink = (tenantId: number, userId: number, event: TaskEvent) => void;

/** Progress of one task reaches its creator at most this often; a change of state always goes at once. */
export const PROGRESS_EVENT_MS = 250;

type Row = { kind: 'import'; row: Selectable<SysImportLogTable> } | { kind: 'export'; row: Selectable<SysExportTaskTable> };

/**
 * Tells a task's creator that the task moved, with its log row as the log pages return it, so the console
 * updates its logs, the task's page and the 导入/导出 badge without asking. Progress within one state and phase
 * is thinned to one event per PROGRESS_EVENT_MS per task; a new state or phase is never held back.
 */
export class TaskEvents {
  private readonly lastSent = new Map<string, { at: number; state: string }>();

  constructor(
    private readonly sink: TaskEventSink,
    private readonly now: () => number = () => performance.now(),
  ) {}

  announce(task: Row): void {
    const event: TaskEvent = task.kind === 'import' ? { kind: 'import', record: importLogRecord(task.row) } : { kind: 'export', record: exportTaskRecord(task.row) };
    const key = `${task.kind}:${task.row.id}`;
    // A new state or phase (queued, reading, writing) always goes out; progress within one may be thinned.
    const state = `${event.kind === 'import' ? event.record.status : event.record.state}/${event.record.progress?.phase ?? ''}`;
    const last = this.lastSent.get(key);
    const at = this.now();
    if (last && last.state === state && at - last.at < PROGRESS_EVENT_MS) return;
    if (event.record.progress) this.lastSent.set(key, { at, state });
    else this.lastSent.delete(key); // ended: nothing more will come
    this.sink(Number(task.row.tenant_id), Number(task.row.creator_id), event);
  }
}
