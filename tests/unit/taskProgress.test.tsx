import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import exportLogDecl from '@resources/tasks/exportLog';
import type { ExportTaskRecord, TaskEvent, TaskProgress } from '@schemas/tasks';
import { RUNNING_TASKS_URL } from '@/engine/importExport/runningTasksApi';
import { ImportExportDropdown } from '@/engine/importExport/ImportExportDropdown';
import { durationText, progressText } from '@/engine/values/progressText';
import TaskProgressBar from '@/engine/values/TaskProgressBar';
import { MessageTaskCard } from '@/pages/activti/MessageTaskCard';
import { http } from '@/providers/client';
import { setLanguage } from '@/providers/i18n';
import accountTypeDecl from '@resources/accountType';
import { registered, renderInApp, renderResourcePage } from './helpers/renderResource';
import { stubAdapter, type RecordedRequest, type StubReply } from './helpers/stubAdapter';

/**
 * docs/product.md#import-and-export-tasks in the console: the progress value, and the screens a task's events reach live. The shell's STOMP
 * connection is stood in for by a bus the test speaks on (the server side is tests/api/taskProgress.test.ts).
 */
const bus = vi.hoisted(() => {
  const listeners = new Map<number, { destination: (who: { tenantId: number; userId: number }) => string; onMessage: (body: string) => void }>();
  const stateListeners = new Set<() => void>();
  let next = 0;
  return {
    connected: true,
    listenLive(destination: (who: { tenantId: number; userId: number }) => string, onMessage: (body: string) => void) {
      const id = next++;
      listeners.set(id, { destination, onMessage });
      return () => listeners.delete(id);
    },
    onLiveStateChange(notify: () => void) {
      stateListeners.add(notify);
      return () => stateListeners.delete(notify);
    },
    /** Delivers an event on the task channel of user 1 in tenant 1, as the server would. */
    emit(event: unknown) {
      for (const l of [...listeners.values()]) if (l.destination({ tenantId: 1, userId: 1 }) === '/topic/task/1/1') l.onMessage(JSON.stringify(event));
    },
    listening: () => listeners.size,
    /** The connection drops or comes back, as the shell's STOMP client tells the screens. */
    setConnected(up: boolean) {
      this.connected = up;
      for (const notify of [...stateListeners]) notify();
    },
  };
});
vi.mock('@/providers/live', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/providers/live')>()),
  listenLive: bus.listenLive,
  liveConnected: () => bus.connected,
  onLiveStateChange: bus.onLiveStateChange,
}));

const exportRecord = (patch: Partial<ExportTaskRecord> = {}): ExportTaskRecord => ({
  id: 9,
  taskName: '账户类型',
  billType: 'EXPORT_ACCOUNT_TYPE',
  totalNum: 60_000,
  successNum: 6000,
  state: 'doing',
  message: null,
  creatorName: '系统管理员',
  createTime: '2026-11-23 08:00:00',
  downloadUrl: null,
  progress: { phase: 'writing', done: 6000, total: 60_000, rowsPerSecond: 20_000, secondsLeft: 3 },
  ...patch,
});
const moved = (done: number): TaskEvent => ({
  kind: 'export',
  record: exportRecord({ successNum: done, progress: { phase: 'writing', done, total: 60_000, rowsPerSecond: 20_000, secondsLeft: Math.ceil((60_000 - done) / 20_000) } }),
});
const finished: TaskEvent = {
  kind: 'export',
  record: exportRecord({ state: 'done', successNum: 60_000, downloadUrl: '/admin/sys-file/export/x.xlsx', progress: null }),
};

let route: (req: RecordedRequest) => StubReply;
let stub: ReturnType<typeof stubAdapter>;
beforeEach(async () => {
  localStorage.clear();
  await setLanguage('zh-CN');
  bus.connected = true;
  route = () => ({ data: { code: 0, data: null } });
  stub = stubAdapter((req) => route(req));
  http.defaults.adapter = stub.adapter;
});

function Words({ progress }: { progress: TaskProgress }) {
  const { t } = useTranslation();
  return <span>{progressText(progress, t)}</span>;
}

describe('the progress value', { timeout: 30_000 }, () => {
  it('reads rows done of the total, the rate and the time left, as words and as the bar', async () => {
    renderInApp('/', <TaskProgressBar progress={{ phase: 'writing', done: 12_345, total: 60_000, rowsPerSecond: 5230, secondsLeft: 125 }} />);
    const bar = await screen.findByRole('progressbar', { name: '任务进度' });
    expect(bar).toHaveAttribute('aria-valuenow', '20');
    expect(bar.getAttribute('aria-valuetext')).toBe('20% · 12,345 / 60,000 行 · 5,230 行/秒 · 剩余约 2 分 5 秒');
    expect(screen.getByText('12,345 / 60,000 行 · 5,230 行/秒 · 剩余约 2 分 5 秒')).toBeInTheDocument();
  });

  it('says queued, reading (no total yet) and estimating, and never 100% before the last row', async () => {
    renderInApp(
      '/',
      <>
        <Words progress={{ phase: 'waiting', done: 0, total: null, rowsPerSecond: null, secondsLeft: null }} />
        <Words progress={{ phase: 'reading', done: 15_000, total: null, rowsPerSecond: 7500, secondsLeft: null }} />
        <Words progress={{ phase: 'writing', done: 0, total: 10, rowsPerSecond: null, secondsLeft: null }} />
        <TaskProgressBar progress={{ phase: 'writing', done: 999, total: 1000, rowsPerSecond: 100, secondsLeft: 1 }} />
      </>,
    );
    expect(await screen.findByText('排队中')).toBeInTheDocument();
    expect(screen.getByText('读取文件：已读 15,000 行 · 7,500 行/秒')).toBeInTheDocument();
    expect(screen.getByText('0 / 10 行 · 正在估算剩余时间')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '任务进度' })).toHaveAttribute('aria-valuenow', '99');
  });

  it('reads the time left in seconds, minutes and hours, in both languages', async () => {
    const { i18n } = await import('@/providers/i18n');
    const t = i18n.getFixedT('zh-CN');
    expect([durationText(9, t), durationText(125, t), durationText(3725, t)]).toEqual(['9 秒', '2 分 5 秒', '1 小时 2 分']);
    await setLanguage('en');
    const en = i18n.getFixedT('en');
    expect([durationText(9, en), durationText(125, en), durationText(3725, en)]).toEqual(['9 s', '2 min 5 s', '1 h 2 min']);
  });
});

describe('live screens', { timeout: 30_000 }, () => {
  it('the export log moves the bar of a running export with each event and ends at 已完成 without asking again', async () => {
    route = (req) =>
      req.url === '/admin/v1/export-task/page' ? { data: { code: 0, data: { records: [exportRecord()], total: 1, current: 1, size: 20 } } } : { data: { code: 0, data: null } };
    renderResourcePage(registered('exportLog', exportLogDecl), '/admin/exportTask/index');
    const bar = await screen.findByRole('progressbar', { name: '任务进度' }, { timeout: 15_000 });
    expect(bar).toHaveAttribute('aria-valuenow', '10');
    await waitFor(() => expect(bus.listening()).toBeGreaterThan(0));
    // Until the first event the running row is polled (however long a loaded machine takes to get here);
    // from it on the channel keeps the row current and the list asks nothing more.
    act(() => bus.emit(moved(30_000)));
    const asked = stub.requests.filter((r) => r.url === '/admin/v1/export-task/page').length;
    await waitFor(() => expect(screen.getByRole('progressbar', { name: '任务进度' })).toHaveAttribute('aria-valuenow', '50'));
    expect(screen.getByText('30,000 / 60,000 行 · 20,000 行/秒 · 剩余约 2 秒')).toBeInTheDocument();
    // An import's news is the import log's business.
    act(() => bus.emit({ kind: 'import', record: { id: 9, templateCode: 'ACT_ACCOUNT_TYPE', status: 'IMPORTING', progress: null } }));
    act(() => bus.emit(finished));
    const row = (await screen.findByText('已完成')).closest('tr')!;
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(within(row).getByRole('button', { name: /下载结果/ })).toBeEnabled();
    expect(stub.requests.filter((r) => r.url === '/admin/v1/export-task/page')).toHaveLength(asked);
  });

  it('a log whose connection dropped before the end asks again when it is back, and the ended answer wins over the last event', async () => {
    let records = [exportRecord()];
    route = (req) => (req.url === '/admin/v1/export-task/page' ? { data: { code: 0, data: { records, total: 1, current: 1, size: 20 } } } : { data: { code: 0, data: null } });
    renderResourcePage(registered('exportLog', exportLogDecl), '/admin/exportTask/index');
    await screen.findByRole('progressbar', { name: '任务进度' }, { timeout: 15_000 });
    await waitFor(() => expect(bus.listening()).toBeGreaterThan(0));
    act(() => bus.emit(moved(54_000)));
    await waitFor(() => expect(screen.getByRole('progressbar', { name: '任务进度' })).toHaveAttribute('aria-valuenow', '90'));
    // The end is told while the connection is down: the event is lost, the table has it.
    act(() => bus.setConnected(false));
    records = [finished.record as ExportTaskRecord];
    act(() => bus.setConnected(true));
    const row = (await screen.findByText('已完成')).closest('tr')!;
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(within(row).getByRole('button', { name: /下载结果/ })).toBeEnabled();
  });

  it('an open log shows a task started elsewhere (another tab) as soon as its first event arrives', async () => {
    let records: ExportTaskRecord[] = [];
    route = (req) =>
      req.url === '/admin/v1/export-task/page' ? { data: { code: 0, data: { records, total: records.length, current: 1, size: 20 } } } : { data: { code: 0, data: null } };
    renderResourcePage(registered('exportLog', exportLogDecl), '/admin/exportTask/index');
    await waitFor(() => expect(stub.requests.filter((r) => r.url === '/admin/v1/export-task/page')).toHaveLength(1), { timeout: 15_000 });
    await waitFor(() => expect(bus.listening()).toBeGreaterThan(0));
    records = [exportRecord({ successNum: 0, progress: { phase: 'waiting', done: 0, total: null, rowsPerSecond: null, secondsLeft: null } })];
    act(() => bus.emit({ kind: 'export', record: records[0] }));
    expect(await screen.findByRole('progressbar', { name: '任务进度' })).toHaveAttribute('aria-valuetext', '排队中');
    act(() => bus.emit(moved(12_000)));
    await waitFor(() => expect(screen.getByRole('progressbar', { name: '任务进度' })).toHaveAttribute('aria-valuenow', '20'));
    expect(stub.requests.filter((r) => r.url === '/admin/v1/export-task/page')).toHaveLength(2);
  });

  it('the 导入/导出 badge appears when an export of the user starts anywhere and leaves when it ends', async () => {
    route = (req) => (req.url === RUNNING_TASKS_URL ? { data: { code: 0, data: { imports: [], exports: [] } } } : { data: { code: 0, data: null } });
    renderInApp('/', <ImportExportDropdown resource={registered('accountType', accountTypeDecl)} />);
    await waitFor(() => expect(stub.requests.some((r) => r.url === RUNNING_TASKS_URL)).toBe(true));
    await waitFor(() => expect(bus.listening()).toBeGreaterThan(0));
    expect(screen.queryByTitle(/个任务进行中/)).toBeNull();
    act(() => bus.emit({ kind: 'export', record: exportRecord({ successNum: 0, progress: { phase: 'waiting', done: 0, total: null, rowsPerSecond: null, secondsLeft: null } }) }));
    expect(await screen.findByTitle('1 个任务进行中')).toBeInTheDocument();
    // An export of another bill type is another list's business.
    act(() => bus.emit({ kind: 'export', record: exportRecord({ id: 10, billType: 'EXPORT_STANDARD_CITY' }) }));
    act(() => bus.emit(moved(30_000)));
    await userEvent.click(screen.getByTestId('import-export'));
    expect(await screen.findByText('取消导出：账户类型 50%')).toBeInTheDocument();
    act(() => bus.emit(finished));
    await waitFor(() => expect(screen.queryByTitle(/个任务进行中/)).toBeNull());
  });

  it("the task page shows a running task's progress and follows it to its end", async () => {
    renderInApp('/', <MessageTaskCard messageRef={{ type: 'export', id: 9 }} task={{ type: 'export', record: exportRecord() }} />);
    expect(await screen.findByRole('progressbar', { name: '任务进度' }, { timeout: 15_000 })).toHaveAttribute('aria-valuenow', '10');
    act(() => bus.emit(moved(45_000)));
    await waitFor(() => expect(screen.getByRole('progressbar', { name: '任务进度' })).toHaveAttribute('aria-valuenow', '75'));
    act(() => bus.emit(finished));
    expect(await screen.findByText('已完成')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('button', { name: /下载结果/ })).toBeEnabled();
    // Nothing runs any more: it stopped listening.
    await waitFor(() => expect(bus.listening()).toBe(0));
  });
});
