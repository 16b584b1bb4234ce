import type { MessageTask } from '@schemas/sysMessage';
import { exportStateEnum, importStatusEnum, RUNNING_IMPORT_STATUSES, type TaskProgress } from '@schemas/taskConstants';

/** What the reminder page shows of an import or an export, whose log rows name their fields differently. */
export interface TaskView {
  type: 'import' | 'export';
  id: number;
  name: string;
  total: number;
  success: number;
  state: string;
  stateLabel: string;
  /** processing while running, success when done, error when it failed. */
  tone: 'processing' | 'success' | 'error' | 'default';
  note: string | null;
  creatorName: string;
  createTime: string;
  downloadUrl: string | null;
  /** How far it is while it runs; null once it ended. */
  progress: TaskProgress | null;
  /** The filter of the log dialog that lists this task among its kind. */
  logFilter: { templateCode?: string; billType?: string };
}

export function taskViewOf(task: MessageTask, lang: 'zh-CN' | 'en'): TaskView {
  if (task.type === 'import') {
    const r = task.record;
    const running = RUNNING_IMPORT_STATUSES.includes(r.status);
    return {
      type: 'import',
      id: r.id,
      name: r.fileName,
      total: r.dataCount,
      success: r.successNum,
      state: r.status,
      stateLabel: importStatusEnum.label(r.status, lang),
      tone: running ? 'processing' : r.status === 'IMPORTED' ? 'success' : 'error',
      note: r.errorMsg,
      creatorName: r.creatorName,
      createTime: r.createTime,
      downloadUrl: r.downloadUrl,
      progress: r.progress ?? null,
      logFilter: { templateCode: r.templateCode },
    };
  }
  const r = task.record;
  const tone = r.state === 'doing' ? 'processing' : r.state === 'done' ? 'success' : r.state === 'failed' ? 'error' : 'default';
  return {
    type: 'export',
    id: r.id,
    name: r.taskName,
    total: r.totalNum,
    success: r.successNum,
    state: r.state,
    stateLabel: exportStateEnum.label(r.state, lang),
    tone,
    note: r.message,
    creatorName: r.creatorName,
    createTime: r.createTime,
    downloadUrl: r.downloadUrl,
    progress: r.progress ?? null,
    logFilter: r.billType ? { billType: r.billType } : {},
  };
}

/** A message id as the route gives it: a positive whole number, else nothing to ask the server for. */
export function messageIdOf(param: string | undefined): number | null {
  if (!param || !/^\d{1,15}$/.test(param)) return null;
  const id = Number(param);
  return id >= 1 ? id : null;
}
