import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { RUNNING_IMPORT_STATUSES, TASK_LOG_PAGE_SIZE, type ExportTaskRecord, type ImportLogRecord } from '@schemas/tasks';
import { fetchTaskLog, type TaskKind, type TaskRow } from './api';

/** How often an open log refreshes while one of its tasks still runs. */
export const LOG_REFRESH_MS = 2000;

export const isRunning = (kind: TaskKind, row: TaskRow) =>
  kind === 'import'
    ? RUNNING_IMPORT_STATUSES.includes((row as ImportLogRecord).status)
    : (row as ExportTaskRecord).state === 'doing';

/** The controller of a log dialog: 20 per page, refreshed while any task on the page runs. */
export function useTaskLog(kind: TaskKind, filter: { templateCode?: string; billType?: string }, open: boolean) {
  const [current, setCurrent] = useState(1);
  const queryClient = useQueryClient();
  const key = ['task-log', kind, filter.templateCode ?? '', filter.billType ?? '', current];
  const query = useQuery({
    queryKey: key,
    queryFn: () => fetchTaskLog(kind, filter, current, TASK_LOG_PAGE_SIZE),
    enabled: open,
    refetchInterval: (q) => (open && q.state.data?.records.some((r) => isRunning(kind, r)) ? LOG_REFRESH_MS : false),
  });
  const records = query.data?.records ?? [];
  return {
    records,
    total: query.data?.total ?? 0,
    current,
    setCurrent,
    loading: query.isFetching,
    error: query.error as Error | null,
    running: records.some((r) => isRunning(kind, r)),
    refresh: () => queryClient.invalidateQueries({ queryKey: ['task-log', kind] }),
  };
}
