import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RUNNING_TASKS_URL } from '@/engine/importExport/runningTasksApi';
import { http } from '@/providers/client';
import { setLanguage } from '@/providers/i18n';
import accountTypeDecl from '@resources/accountType';
import { stubAdapter, type RecordedRequest, type StubReply } from './helpers/stubAdapter';
import { registered, renderResourcePage } from './helpers/renderResource';

// The first render of antd's table with row actions takes seconds on a shared 2-core machine.
vi.setConfig({ testTimeout: 30_000 });

const rows = [
  { id: 1, accountTypeName: '个人餐补账户', accountType: 0, accountKind: 1, enableFlag: '1', createTime: '2026-11-21 18:52:26' },
  { id: 2, accountTypeName: '节日福利账户', accountType: 1, accountKind: 3, enableFlag: '0', createTime: '2026-11-21 21:52:26' },
];

let route: (req: RecordedRequest) => StubReply;
let stub: ReturnType<typeof stubAdapter>;

const accountTypeResource = registered('accountType', accountTypeDecl);
const renderList = () => renderResourcePage(accountTypeResource, accountTypeResource.routes.list!);

beforeEach(async () => {
  localStorage.clear();
  await setLanguage('zh-CN');
  route = (req) => {
    const name = req.params?.accountTypeName as string | undefined;
    const flag = req.params?.enableFlag as string | undefined;
    const records = rows.filter((r) => (!name || r.accountTypeName.includes(name)) && (!flag || r.enableFlag === flag));
    return { data: { code: 0, data: { records, total: records.length, current: 1, size: 10 } } };
  };
  stub = stubAdapter((req) => route(req));
  http.defaults.adapter = stub.adapter;
});

// antd renders slowly on a loaded machine; nothing here measures time.
describe('generated list page (account types)', { timeout: 30_000 }, () => {
  it('reads the first page of 10 and shows the declared columns with enum labels and status tags', async () => {
    renderList();
    expect(await screen.findByText('个人餐补账户')).toBeInTheDocument();
    for (const title of ['账户类型名称', '账户类别', '账户种类', '状态', '创建时间']) {
      expect(screen.getByRole('columnheader', { name: title })).toBeInTheDocument();
    }
    const first = screen.getByText('个人餐补账户').closest('tr')!;
    expect(within(first).getByText('个人账户')).toBeInTheDocument();
    expect(within(first).getByText('金额')).toBeInTheDocument();
    expect(within(first).getByText('启用')).toHaveClass('ant-tag');
    expect(within(first).getByText('2026-11-21 18:52:26')).toBeInTheDocument();
    const second = screen.getByText('节日福利账户').closest('tr')!;
    expect(within(second).getByText('福利账户')).toBeInTheDocument();
    expect(within(second).getByText('积分')).toBeInTheDocument();
    expect(within(second).getByText('停用')).toBeInTheDocument();
    // The user's column settings are asked first (docs/screens.md#operator-tools-on-every-list); then the list, once. (The 导入/导出 badge asks for
    // the user's running tasks beside them, whenever its own render comes: docs/product.md#import-and-export-tasks.)
    const listCalls = stub.requests.filter((r) => r.url !== RUNNING_TASKS_URL);
    expect(listCalls.map((r) => r.url)).toEqual(['/admin/listPref/accountType', '/accountcenter/actAccountType/listPage']);
    expect(listCalls[1].params).toEqual({ current: 1, size: 10 });
    expect(screen.getByText('共 2 条')).toBeInTheDocument();
  });

  it('sends the search form fields as query fields and shows the empty state', async () => {
    renderList();
    await screen.findByText('个人餐补账户');
    await userEvent.type(screen.getByPlaceholderText('请输入账户类型名称'), '不存在{Enter}');
    await waitFor(() => expect(stub.requests.at(-1)!.params).toEqual({ accountTypeName: '不存在', current: 1, size: 10 }));
    expect(await screen.findByText('暂无数据', { selector: '.ant-empty-description' })).toBeInTheDocument();
    expect(screen.queryByText('个人餐补账户')).toBeNull();
  });

  it('opens the create dialog with the rules of the schemas that load with it (the list carries no zod)', async () => {
    // A loader, not the schemas: the declaration, and so the list page, does not import zod (docs/performance.md#what-the-browser-loads).
    expect(typeof accountTypeDecl.schema).toBe('function');
    renderList();
    await screen.findByText('个人餐补账户');
    await userEvent.click(screen.getByTestId('create-button'));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    await userEvent.click(within(dialog).getByTestId('form-save'));
    expect(await within(dialog).findByText('请输入账户类型名称', { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();
    expect(within(dialog).getByText('请选择账户类别', { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();
    expect(stub.requests.some((r) => r.method === 'post')).toBe(false);
  });

  it('shows the server message in place of rows when the list call fails', async () => {
    route = () => ({ status: 200, data: { code: 1, msg: '查询账户类型失败' } });
    renderList();
    expect(await screen.findByText('查询账户类型失败', { selector: '.ant-empty-description' })).toBeInTheDocument();
  });
});
