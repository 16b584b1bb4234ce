import { useMemo, useState } from 'react';
import { App } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ImportExportDecl } from '@resources/define';
import { TASK_MSG, type ExportTaskRecord, type ImportLogRecord, type RunningTasks, type TaskEvent } from '@schemas/taskConstants';
import { tm } from '@/providers/i18n';
import { isQuiet, newerOf, nextQuietAt, type Heard } from '../live/heard';
import { useCatchUpOnReconnect, useLiveChannel, useLiveConnected, useRenderAt } from '../live/useLiveChannel';
import { cancelExport, fetchRunningTasks } from './runningTasksApi';
import { usePageShown, usePageShownStore } from '../pageShown';

/** How often the running tasks are asked for again while the live connection is down and one runs. */
const POLL_MS = 5000;

const newestFirst = <R extends { id: number }>(rows: Iterable<R>) => [...rows].sort((a, b) => b.id - a.id);
const runs = (record: ImportLogRecord | ExportTaskRecord) => record.progress !== null;
const keyOf = (kind: TaskEvent['kind'], id: number) => `${kind}:${id}`;

/**
 * The signed-in user's running imports (of the template) and exports (of the bill type) of a list's 导入/导出:
 * asked for once when the list opens, then kept current by the task channel (a task started in another tab
 * appears, a finished one leaves); asked again when the connection comes back, polled while it is down and a
 * task runs, and while a running task's news has gone quiet. `cancel` stops a running export after a confirmation.
 */
export function useRunningTasks(decl: ImportExportDecl) {
  const { modal, message } = App.useApp();
  const { t } = useTranslation();
  const { templateCode, billType } = decl;
  const connected = useLiveConnected();
  // What the channel said, by task, and when: newer than the call's answer when it arrived later.
  const [heard, setHeard] = useState<ReadonlyMap<string, Heard<TaskEvent['record']>>>(() => new Map());
  // A running task whose channel went quiet since the last answer (an event may be lost) is asked for, as all are
  // while the connection is down.
  const quietSince = (answeredAt: number) => [...heard.values()].some((h) => h.at >= answeredAt && isQuiet(h, runs, Date.now()));
  useRenderAt(nextQuietAt(heard.values(), runs, Date.now()));
  const polls = ({ data, dataUpdatedAt }: { data?: RunningTasks; dataUpdatedAt: number }) =>
    quietSince(dataUpdatedAt) || (!connected && !!data && data.imports.length + data.exports.length > 0);
  // A hidden page asks nothing. The interval is decided after each render and each answer, with the page's shown
  // state as it is then (the outlet sets it before the effects of a switch run).
  const page = usePageShownStore();
  const query = useQuery({
    queryKey: ['running-tasks', templateCode ?? null, billType ?? null],
    queryFn: () => fetchRunningTasks({ templateCode, billType }),
    refetchInterval: (q) => (page.get() && polls(q.state) ? POLL_MS : false),
  });
  // Only while it polls does it render again as its kept-alive page is shown or hidden, to start or stop: a list
  // with nothing running is not rendered by a tab or module switch (docs/performance.md#tab-and-module-switches).
  usePageShown(polls(query));
  useLiveChannel('tasks', (event) => {
    const ours = event.kind === 'import' ? !!templateCode && event.record.templateCode === templateCode : !!billType && event.record.billType === billType;
    if (ours) setHeard((current) => new Map(current).set(keyOf(event.kind, event.record.id), { row: event.record, at: Date.now() }));
  });
  useCatchUpOnReconnect(connected, () => void query.refetch());

  const { imports, exports } = useMemo(() => {
    // A list that only exports (or only imports) counts only that kind.
    const fetched = new Map<string, ImportLogRecord | ExportTaskRecord>([
      ...(templateCode ? (query.data?.imports ?? []) : []).map((r) => [keyOf('import', r.id), r] as const),
      ...(billType ? (query.data?.exports ?? []) : []).map((r) => [keyOf('export', r.id), r] as const),
    ]);
    const shown = new Map<string, ImportLogRecord | ExportTaskRecord>();
    for (const key of new Set([...fetched.keys(), ...heard.keys()])) {
      const row = newerOf(fetched.get(key), query.dataUpdatedAt, heard.get(key), runs);
      if (row && runs(row)) shown.set(key, row);
    }
    const ofKind = <R>(kind: TaskEvent['kind']) => newestFirst([...shown].filter(([key]) => key.startsWith(`${kind}:`)).map(([, row]) => row)) as R[];
    return { imports: ofKind<ImportLogRecord>('import'), exports: ofKind<ExportTaskRecord>('export') };
  }, [query.data, query.dataUpdatedAt, heard, templateCode, billType]);

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
