import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CrudFilter } from '@refinedev/core';
import { exportBody, exportUrlOf, fileNameOf, type ImportExportTarget } from '@/engine/importExport/api';
import { RUNNING_TASKS_URL } from '@/engine/importExport/runningTasksApi';
import { ImportExportDropdown } from '@/engine/importExport/ImportExportDropdown';
import { http } from '@/providers/client';
import { setLanguage } from '@/providers/i18n';
import accountTypeDecl from '@resources/accountType';
import subjectDecl from '@resources/accountCenter/subject';
import { registered, renderInApp } from './helpers/renderResource';
import { stubAdapter, type RecordedRequest, type StubReply } from './helpers/stubAdapter';

const accountTypeResource = registered('accountType', accountTypeDecl);
const subjectTasks = registered('accountSubject', subjectDecl);

describe('export request of a resource', () => {
  it('goes to the list path with its last segment replaced by export, unless api.export says otherwise', () => {
    expect(exportUrlOf(accountTypeResource)).toBe('/accountcenter/actAccountType/export');
    const flows = { name: 'flow', api: { list: { url: '/accountcenter/actaccountflow/detail/page', method: 'post' as const } } };
    expect(exportUrlOf(flows)).toBe('/accountcenter/actaccountflow/detail/export');
    const declared = { name: 'subject', api: { list: '/a/list', export: { url: '/a/subject/export', method: 'post' as const } } };
    expect(exportUrlOf(declared)).toBe('/a/subject/export');
  });

  it('carries the current filters, the bill type and the defaults of docs/product.md#import-export-and-files; the end date runs to 23:59:59', () => {
    const body = exportBody(
      [
        { field: 'accountTypeName', operator: 'eq', value: ' 差旅 ' },
        { field: 'enableFlag', operator: 'eq', value: undefined },
        { field: 'beginDate', operator: 'eq', value: '2026-03-01' },
        { field: 'endDate', operator: 'eq', value: '2026-03-05' },
        { field: 'createTime', operator: 'between', value: ['2026-01-01', '2026-01-31'] },
      ],
      'EXPORT_ACCOUNT_FLOW_DETAIL',
    );
    expect(body).toEqual({
      accountTypeName: '差旅',
      beginDate: '2026-03-01',
      endDate: '2026-03-05 23:59:59',
      createTimeBegin: '2026-01-01',
      createTimeEnd: '2026-01-31 23:59:59',
      billType: 'EXPORT_ACCOUNT_FLOW_DETAIL',
      async: true,
      maxSheets: 1,
      exportType: 'DATA',
    });
  });

  it('reads the download name from Content-Disposition', () => {
    expect(fileNameOf("attachment; filename*=UTF-8''%E8%B4%A6%E6%88%B7.xlsx", 'x.xlsx')).toBe('账户.xlsx');
    expect(fileNameOf('attachment; filename="a b.xlsx"', 'x.xlsx')).toBe('a b.xlsx');
    expect(fileNameOf(undefined, 'x.xlsx')).toBe('x.xlsx');
  });
});

let route: (req: RecordedRequest) => StubReply;
let running: { imports: unknown[]; exports: unknown[] };
let stub: ReturnType<typeof stubAdapter>;
/** What the dropdown sent besides asking for the user's running tasks (which it does when it opens). */
const sent = () => stub.requests.filter((r) => r.url !== RUNNING_TASKS_URL);

function renderDropdown(resource: ImportExportTarget = accountTypeResource, filters: CrudFilter[] = [{ field: 'accountTypeName', operator: 'eq', value: '差旅' }]) {
  return renderInApp('/', <ImportExportDropdown resource={resource} filters={filters} />);
}

beforeEach(async () => {
  localStorage.clear();
  await setLanguage('zh-CN');
  route = () => ({ data: { code: 0, msg: '正在导出，请到导出日志中查询状态并下载结果！', data: { taskId: 7, total: 2 } } });
  running = { imports: [], exports: [] };
  stub = stubAdapter((req) => (req.url === RUNNING_TASKS_URL ? { data: { code: 0, data: running } } : route(req)));
  http.defaults.adapter = stub.adapter;
});

// Rendering antd under a loaded CI machine can pass the default 5 s; nothing here measures time.
describe('import/export dropdown', { timeout: 30_000 }, () => {
  it('offers the five entries and accepts only .xls / .xlsx in the file browser', async () => {
    renderDropdown();
    await userEvent.click(screen.getByTestId('import-export'));
    for (const label of ['模板下载', '导入', '导入日志', '导出', '导出日志']) expect(await screen.findByText(label)).toBeInTheDocument();
    expect(screen.getByTestId('import-file').getAttribute('accept')).toContain('.xls,.xlsx');
  });

  it('says so and uploads nothing when the chosen file is not .xls or .xlsx', async () => {
    renderDropdown();
    const input = screen.getByTestId('import-file') as HTMLInputElement;
    await userEvent.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }), { applyAccept: false });
    expect(await screen.findByText('导入文件只能是.xls或.xlsx格式')).toBeInTheDocument();
    expect(sent()).toHaveLength(0);
  });

  it('uploads an .xlsx in the field excel with the template code and shows the server message', async () => {
    route = () => ({ data: { code: 0, msg: '正在导入，请到导入日志中查询状态！', data: { id: 1, batch: 'b' } } });
    renderDropdown();
    const input = screen.getByTestId('import-file') as HTMLInputElement;
    await userEvent.upload(input, new File(['PK'], '账户类型.xlsx'));
    expect(await screen.findByText('正在导入，请到导入日志中查询状态！')).toBeInTheDocument();
    const req = sent()[0];
    expect(req.url).toBe('/platsync/importdata/async/auto-import');
    expect(req.params).toMatchObject({ templateCode: 'ACT_ACCOUNT_TYPE' });
    expect((req.data as FormData).get('excel')).toBeInstanceOf(File);
  });

  it('exports with the list filters and warns when nothing matches', async () => {
    route = () => ({ data: { code: 0, msg: '暂无满足条件的数据可以导出！', data: { taskId: null, total: 0 } } });
    renderDropdown();
    await userEvent.click(screen.getByTestId('import-export'));
    await userEvent.click(await screen.findByText('导出'));
    expect(await screen.findByText('暂无满足条件的数据可以导出！')).toBeInTheDocument();
    const req = sent()[0];
    expect(req.url).toBe('/accountcenter/actAccountType/export');
    expect(JSON.parse(req.data as string)).toMatchObject({ accountTypeName: '差旅', billType: 'EXPORT_ACCOUNT_TYPE', exportType: 'DATA' });
  });

  it('serves a bespoke page from its declaration: the subject list offers export only, with its applied search', async () => {
    renderDropdown(subjectTasks, [
      { field: 'subjectType', operator: 'eq', value: 1 },
      { field: 'subjectName', operator: 'eq', value: ' 中膳 ' },
    ]);
    await userEvent.click(screen.getByTestId('import-export'));
    await userEvent.click(await screen.findByText('导出'));
    expect(await screen.findByText('正在导出，请到导出日志中查询状态并下载结果！')).toBeInTheDocument();
    expect(screen.getByText('导出日志')).toBeInTheDocument();
    for (const label of ['模板下载', '导入', '导入日志']) expect(screen.queryByText(label)).toBeNull();
    const req = sent()[0];
    expect(req.url).toBe('/accountcenter/subject/export');
    expect(JSON.parse(req.data as string)).toMatchObject({ subjectType: 1, subjectName: '中膳', billType: 'EXPORT_ACCOUNT_SUBJECT', exportType: 'DATA' });
  });

  it('shows the import log with state labels and 下载结果 per row', async () => {
    route = () => ({
      data: {
        code: 0,
        data: {
          records: [
            {
              id: 2,
              batch: 'b2',
              templateCode: 'ACT_ACCOUNT_TYPE',
              fileName: 'b.xlsx',
              dataCount: 5,
              successNum: 0,
              status: 'CHECKING',
              errorMsg: null,
              creatorName: '系统管理员',
              createTime: '2026-11-22 06:00:00',
              downloadUrl: null,
            },
            {
              id: 1,
              batch: 'b1',
              templateCode: 'ACT_ACCOUNT_TYPE',
              fileName: 'a.xlsx',
              dataCount: 3,
              successNum: 3,
              status: 'IMPORTED',
              errorMsg: null,
              creatorName: '系统管理员',
              createTime: '2026-11-22 05:00:00',
              downloadUrl: '/platsync/importdata/export/excel?templateCode=ACT_ACCOUNT_TYPE&batch=b1',
            },
          ],
          total: 2,
          current: 1,
          size: 20,
        },
      },
    });
    renderDropdown();
    await userEvent.click(screen.getByTestId('import-export'));
    await userEvent.click(await screen.findByText('导入日志'));
    // The dialog is a lazy chunk: its first load may take a while under vitest.
    expect(await screen.findByText('导入成功', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('导入中')).toBeInTheDocument();
    expect(screen.getByText('任务进行中，列表自动刷新')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('button', { name: /下载结果/ })).toHaveLength(2));
    const buttons = screen.getAllByRole('button', { name: /下载结果/ });
    expect(buttons[0]).toBeDisabled();
    expect(buttons[1]).toBeEnabled();
    const logCall = stub.requests.find((r) => r.url === '/import/importlog/page');
    expect(logCall?.params).toMatchObject({ templateCode: 'ACT_ACCOUNT_TYPE', current: 1, size: 20 });
  });

  it('wears a badge while a task of the user runs, lists it with its progress, and cancels a running export after confirming', async () => {
    running = {
      imports: [
        {
          id: 4,
          batch: 'b4',
          templateCode: 'ACT_ACCOUNT_TYPE',
          fileName: '大文件.xls',
          dataCount: 0,
          successNum: 0,
          status: 'CHECKING',
          errorMsg: null,
          creatorName: '系统管理员',
          createTime: '2026-11-22 06:00:00',
          downloadUrl: null,
          progress: { phase: 'reading', done: 0, total: null, rowsPerSecond: null, secondsLeft: null },
        },
      ],
      exports: [
        {
          id: 9,
          taskName: '账户类型',
          billType: 'EXPORT_ACCOUNT_TYPE',
          totalNum: 200,
          successNum: 90,
          state: 'doing',
          message: null,
          creatorName: '系统管理员',
          createTime: '2026-11-22 06:00:00',
          downloadUrl: null,
          progress: { phase: 'writing', done: 90, total: 200, rowsPerSecond: 30, secondsLeft: 4 },
        },
      ],
    };
    route = (req) => (req.url === '/admin/v1/export-task/cancel/9' ? { data: { code: 0, msg: '已取消导出', data: true } } : { data: { code: 0, data: null } });
    renderDropdown();
    expect(await screen.findByTitle('2 个任务进行中')).toBeInTheDocument();
    const call = stub.requests.find((r) => r.url === RUNNING_TASKS_URL);
    expect(call?.params).toMatchObject({ templateCode: 'ACT_ACCOUNT_TYPE', billType: 'EXPORT_ACCOUNT_TYPE' });

    await userEvent.click(screen.getByTestId('import-export'));
    expect(await screen.findByText('进行中的任务')).toBeInTheDocument();
    expect(screen.getByText('导入中：大文件.xls 读取文件：已读 0 行')).toBeInTheDocument();
    await userEvent.click(screen.getByText('取消导出：账户类型 45%'));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('确定取消该导出任务吗?');
    running = { imports: running.imports, exports: [] };
    await userEvent.click(within(confirm).getByRole('button', { name: /确\s*定|OK/ }));
    expect(await screen.findByText('已取消导出')).toBeInTheDocument();
    expect(sent().map((r) => `${r.method} ${r.url}`)).toEqual(['post /admin/v1/export-task/cancel/9']);
    await waitFor(() => expect(screen.getByTitle('1 个任务进行中')).toBeInTheDocument());
  });
});
