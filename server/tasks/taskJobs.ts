import type { TaskContext } from './registry';
import type { SheetFormat } from './uploadGuard';

/** The queues of the tasks, and the one where the queue puts a task whose runs all died. */
export const TASK_QUEUES = { import: 'atrium-import', export: 'atrium-export', dead: 'atrium-task-dead' } as const;

/** What an import job carries: everything a worker on any instance needs, as JSON. */
export interface ImportJobData {
  kind: 'import';
  logId: number;
  templateCode: string;
  ctx: TaskContext;
  /** The stored upload (bucket import). */
  storedName: string;
  /** What the upload guard found it to be (jobs queued before .xls was read carry none: .xlsx). */
  format?: SheetFormat;
}

/** What an export job carries: the request's own input, parsed again by the worker with the declaration's schema. */
export interface ExportJobData {
  kind: 'export';
  taskId: number;
  billType: string;
  input: Record<string, unknown>;
  ctx: TaskContext;
}

/** Why a task failed, as its log shows it (the console's English table translates each). */
export const TASK_FAIL_MSG = {
  restart: '服务重启，任务中断（已写入的数据以成功条数为准）',
  stopped: '服务停止，任务中断',
  /** Its run died with its instance, or lost the database mid-way: what was written stays, the rest is not. */
  interrupted: '导入中断，请重新导入',
  noRows: '文件中没有可导入的数据',
  allInvalid: '全部数据校验未通过，请下载结果查看原因',
  noneWritten: '没有数据写入成功，请下载结果查看原因',
  write: '写入数据失败，请稍后重试',
  exportWrite: '导出文件生成失败，请稍后重试',
} as const;
