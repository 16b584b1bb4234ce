import { useMemo, useState } from 'react';
import { App } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ImportExportDecl } from '@resources/define';
import { TASK_MSG, type ExportTaskRecord, type ImportLogRecord, type TaskEvent } from '@schemas/tasks';
import { tm } from '@/providers/i18n';
import { useLiveChannel, useLiveConnected } from '../live/useLiveChannel';
import { cancelExport, fetchRunningTasks } from './api';

/** How often the running tasks are asked for again while the live connection is down and one runs. */
const POLL_MS = 5000;

const newestFirst = <R extends { id: number }>(rows: Iterable<R>) => [...rows].sort((a, b) => b.id - a.id);

/**
 * The signed-in user's running imports (of the template) and exports (of the bill type) of a list's 导入/导出:
 * asked for once when the list opens, then kept current by the task channel (a task started in another tab
 * appears, a finished one leaves); polled only while that channel is down and a task runs. `cancel` stops a
 * running export after a confirmation.
 */
export function useRunningTasks(decl: ImportExportDecl) {
  const { modal, message } = App.useApp();
  const { t } = useTranslation();
  const { templateCode, billType } = decl;
  const connected = useLiveConnected();
  const query = useQuery({
    queryKey: ['running-tasks', templateCode ?? null, billType ?? null],
    queryFn: () => fetchRunningTasks({ templateCode, billType }),
    refetchInterval: (q) => (!connected && !!q.state.data && q.state.data.imports.length + q.state.data.exports.length > 0 ? POLL_MS : false),
  });
  // What the channel said since, by task: it is newer than any answer of the call.
  const [heard, setHeard] = useState<ReadonlyMap<string, TaskEvent>>(() => new Map());
  useLiveChannel('tasks', (event) => {
    const ours = event.kind === 'import' ? !!templateCode && event.record.templateCode === templateCode : !!billType && event.record.billType === billType;
    if (ours) setHeard((current) => new Map(current).set(`${event.kind}:${event.record.id}`, event));
  });

  const { imports, exports } = useMemo(() => {
    // A list that only exports (or only imports) counts only that kind.
    const importRows = new Map<number, ImportLogRecord>((templateCode ? (query.data?.imports ?? []) : []).map((r) => [r.id, r]));
    const exportRows = new Map<number, ExportTaskRecord>((billType ? (query.data?.exports ?? []) : []).map((r) => [r.id, r]));
    for (const event of heard.values()) {
      if (event.kind === 'import') importRows.set(event.record.id, event.record);
      else exportRows.set(event.record.id, event.record);
    }
    return {
      imports: newestFirst(importRows.values()).filter((r) => r.progress !== null),
      exports: newestFirst(exportRows.values()).filter((r) => r.progress !== null),
    };
  }, [query.data, heard, templateCode, billType]);

  const cancel = (task: ExportTaskRecord) =>
    modal.confirm({
      title: t('importExport.cancelConfirm'),
      content: task.taskName,
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          const reply = await cancelExport(task.id);
          message.success(tm(reply.msg ?? TASK_MSG.exportCancelled));
        } catch {
          // The http client has shown why (it finished meanwhile, ...).
        }
        void query.refetch();
      },
    });

  return { imports, exports, count: imports.length + exports.length, cancel, refresh: () => void query.refetch() };
}
