import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { accountStatusEnum } from '@schemas/account';
import { subjectTypeEnum } from '@schemas/accountSubject';
import { exchangeTypeEnum, flowSubjectTypeEnum } from '@schemas/accountFlow';
import { auditActionEnum } from '@schemas/audit';
import { dashboardDeclarationSchema, type AggregateReply, type WidgetDeclaration } from '@schemas/dashboard';
import { accountStatusLabels, exchangeTypeLabels, flowSubjectTypeLabels, SIGN_IN_AUDIT, subjectTypeLabels, taskStateLabels } from '@schemas/dashboardConstants';
import { DEFAULT_DASHBOARDS } from '@schemas/dashboardDefaults';
import { exportStateEnum, importStatusEnum } from '@schemas/taskConstants';
import flowResource from '@resources/accountCenter/flow';
import exportLogResource from '@resources/tasks/exportLog';
import importLogResource from '@resources/tasks/importLog';
import { listShapeOf, readListState } from '@/engine/list/listAddress';
import { searchColumnsOf } from '@/engine/list/searchQuery';
import { hrefOf, listAddressOf } from '@/pages/dashboard/drillDown';
import { pointsOf, summaryOf, widgetQuery } from '@/pages/dashboard/widgetData';
import { Widget } from '@/pages/dashboard/Widget';
import DashboardView from '@/pages/dashboard/DashboardView';
import { http } from '@/providers/client';
import { i18n } from '@/providers/i18n';
import { renderInApp } from './helpers/renderResource';
import { stubAdapter, type RecordedRequest } from './helpers/stubAdapter';

/** Dashboards' widgets (docs/screens.md "Dashboards"): what they ask, draw, say and open. */

const t = ((key: string, options?: Record<string, unknown>) => i18n.t(key, options)) as (key: string, options?: Record<string, unknown>) => string;
const recharges: WidgetDeclaration = { kind: 'bar', title: { zh: '每日充值', en: 'Recharges per day' }, aggregate: 'rechargesPerDay', measure: 'amount', range: '7d' };
const perDay: AggregateReply = {
  name: 'rechargesPerDay',
  from: '2026-05-01',
  to: '2026-05-03',
  groupBy: 'day',
  allTenants: false,
  withheld: [],
  rows: [
    { date: '2026-05-01', amount: '100.50', count: 2 },
    { date: '2026-05-02', amount: '0.00', count: 0 },
    { date: '2026-05-03', amount: '1234.00', count: 5 },
  ],
} as AggregateReply;

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

let requests: RecordedRequest[] = [];
function serve(reply: AggregateReply) {
  const stub = stubAdapter(() => ({ data: { code: 0, msg: null, data: reply } }));
  requests = stub.requests;
  http.defaults.adapter = stub.adapter;
}

beforeEach(() => serve(perDay));

describe('what the widgets read', () => {
  it('the labels of the grouped values are those of the lists they summarise', () => {
    expect(accountStatusLabels.options).toEqual(accountStatusEnum.options);
    expect(subjectTypeLabels.options).toEqual(subjectTypeEnum.options);
    expect(flowSubjectTypeLabels.options).toEqual(flowSubjectTypeEnum.options);
    expect(exchangeTypeLabels.options).toEqual(exchangeTypeEnum.options);
    expect(taskStateLabels.options).toEqual([...importStatusEnum.options, ...exportStateEnum.options]);
    expect(auditActionEnum.values).toContain(SIGN_IN_AUDIT.action);
  });

  it('every built-in dashboard is a declaration the designer could have saved', () => {
    for (const decl of Object.values(DEFAULT_DASHBOARDS)) expect(dashboardDeclarationSchema.safeParse(decl).success, decl.home).toBe(true);
  });

  it('a widget asks its range of days ending today, its group-by, filters and tenants', () => {
    const now = new Date(2026, 4, 10, 15, 0, 0);
    expect(widgetQuery(recharges, now)).toEqual({ from: '2026-05-04', to: '2026-05-10' });
    expect(widgetQuery({ ...recharges, range: 'today', groupBy: 'week', filters: { accountTypeId: 3 }, allTenants: true }, now)).toEqual({
      from: '2026-05-10',
      to: '2026-05-10',
      groupBy: 'week',
      accountTypeId: '3',
      allTenants: 'true',
    });
    expect(widgetQuery({ kind: 'bar', title: recharges.title, aggregate: 'balancesByAccountType', measure: 'amount' }, now)).toEqual({});
  });

  it('a point opens the flow list searched for its day and exchange type, as the list itself reads its address', () => {
    const points = pointsOf(recharges, perDay.rows, 'zh-CN', t);
    const address = listAddressOf(recharges, perDay, points[2])!;
    expect(hrefOf(address)).toBe('/accountBillDetail?q.dateRange=2026-05-03~2026-05-03&q.exchangeType=3');
    const shape = listShapeOf(flowResource, searchColumnsOf(flowResource));
    expect(readListState(shape, hrefOf(address).split('?')[1]!).search).toEqual({ dateRange: '2026-05-03~2026-05-03', exchangeType: '3' });
    // A week opens its seven days, never past the range read.
    expect(listAddressOf(recharges, { ...perDay, groupBy: 'week' }, { ...points[0]!, row: { date: '2026-04-27' } })!.query['q.dateRange']).toBe('2026-04-27~2026-05-03');
    const signIns: WidgetDeclaration = { ...recharges, aggregate: 'signInsPerDay', measure: 'count' };
    expect(hrefOf(listAddressOf(signIns, perDay, points[0])!)).toBe('/admin/audit/index?q.action=signIn&q.timeRange=2026-05-01~2026-05-01');
    const status: WidgetDeclaration = { kind: 'pie', title: recharges.title, aggregate: 'accountsByStatus', measure: 'count', filters: { subjectType: 1 } };
    expect(hrefOf(listAddressOf(status, { from: null, to: null, groupBy: 'status' }, { key: '3', label: '冻结', value: 1, text: '1', row: { status: 3, count: 1 } })!)).toBe(
      '/platAccountMgr/accountOpenView/index?q.status=3&q.subjectType=1',
    );
    const balances: WidgetDeclaration = { kind: 'bar', title: recharges.title, aggregate: 'balancesByAccountType', measure: 'amount' };
    expect(
      listAddressOf(balances, { from: null, to: null, groupBy: 'accountType' }, { key: 'null', label: '未分类', value: 1, text: '', row: { accountTypeId: null } }),
    ).toBeUndefined();
  });

  it('a task state opens the log of its kind searched by that state, as the log reads its address', () => {
    const tasks: WidgetDeclaration = { kind: 'bar', title: recharges.title, aggregate: 'tasksByState', measure: 'count' };
    const reply = { from: '2026-05-01', to: '2026-05-03', groupBy: 'state' };
    const failedImport = listAddressOf(tasks, reply, { key: 'import:IMPORT_FAIL', label: '导入失败', value: 2, text: '2', row: { kind: 'import', state: 'IMPORT_FAIL', count: 2 } })!;
    expect(hrefOf(failedImport)).toBe('/import/importlog/index?q.status=IMPORT_FAIL');
    expect(readListState(listShapeOf(importLogResource, searchColumnsOf(importLogResource)), 'q.status=IMPORT_FAIL').search).toEqual({ status: 'IMPORT_FAIL' });
    const cancelledExport = listAddressOf(tasks, reply, { key: 'export:cancelled', label: '已取消', value: 1, text: '1', row: { kind: 'export', state: 'cancelled', count: 1 } })!;
    expect(hrefOf(cancelledExport)).toBe('/admin/exportTask/index?q.state=cancelled');
    expect(readListState(listShapeOf(exportLogResource, searchColumnsOf(exportLogResource)), 'q.state=cancelled').search).toEqual({ state: 'cancelled' });
  });

  it('the summary says the total, the highest and the latest point', async () => {
    await i18n.changeLanguage('zh-CN');
    const points = pointsOf(recharges, perDay.rows, 'zh-CN', t);
    expect(summaryOf(recharges, points, 'zh-CN', t)).toBe('3 项合计 ¥1,334.50；最高：2026-05-03 ¥1,234.00；最近：2026-05-03 ¥1,234.00');
    expect(summaryOf(recharges, [], 'zh-CN', t)).toBe('暂无数据');
    const pie: WidgetDeclaration = { kind: 'donut', title: recharges.title, aggregate: 'accountsByStatus', measure: 'count' };
    const slices = pointsOf(
      pie,
      [
        { status: 2, count: 3 },
        { status: 1, count: 1 },
      ],
      'zh-CN',
      t,
    );
    expect(summaryOf(pie, slices, 'zh-CN', t)).toBe('2 项合计 4；最高：启用 3（占 75%）');
    expect(pointsOf({ ...recharges }, [{ date: '2026-05-01', amount: null, count: 1 }], 'zh-CN', t)[0]!.text).toBe('无权查看');
  });
});

describe('a chart', () => {
  it('is named by its title, summarised in one line, and its table view shows the numbers the call answered', async () => {
    renderInApp('/wel/index', <Widget widget={recharges} />);
    const chart = await screen.findByRole('img', { name: '每日充值' });
    expect(chart.querySelectorAll('.dash-bar')).toHaveLength(3);
    expect(screen.getByText('3 项合计 ¥1,334.50；最高：2026-05-03 ¥1,234.00；最近：2026-05-03 ¥1,234.00')).toBeInTheDocument();
    expect(requests[0]!.url).toBe('/admin/dashboard/aggregate/rechargesPerDay');
    expect(Object.keys(requests[0]!.params ?? {})).toEqual(['from', 'to']);
    fireEvent.click(screen.getByRole('button', { name: '以表格查看' }));
    const table = await screen.findByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['2026-05-01', '¥100.50', '2'],
      ['2026-05-02', '¥0.00', '0'],
      ['2026-05-03', '¥1,234.00', '5'],
    ]);
    expect(screen.getByRole('button', { name: '以表格查看' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('the keyboard reaches every point’s value and Enter opens its list; a click on a bar does the same', async () => {
    renderInApp(
      '/wel/index',
      <>
        <Widget widget={{ ...recharges, kind: 'line' }} />
        <Where />
      </>,
    );
    const reader = await screen.findByRole('slider', { name: '每日充值：逐点查看' });
    expect(reader).toHaveAttribute('aria-valuetext', '2026-05-03：¥1,234.00');
    fireEvent.keyDown(reader, { key: 'Home' });
    expect(reader).toHaveAttribute('aria-valuetext', '2026-05-01：¥100.50');
    fireEvent.keyDown(reader, { key: 'ArrowRight' });
    expect(reader).toHaveAttribute('aria-valuetext', '2026-05-02：¥0.00');
    expect(reader).toHaveAttribute('aria-valuenow', '2');
    act(() => fireEvent.keyDown(reader, { key: 'Enter' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/accountBillDetail?q.dateRange=2026-05-02~2026-05-02&q.exchangeType=3'));
    const dots = screen.getByRole('img', { name: '每日充值' }).querySelectorAll('.dash-dot');
    act(() => fireEvent.click(dots[0]!));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('q.dateRange=2026-05-01~2026-05-01'));
  });

  it('a donut names every slice with its value and share in its legend', async () => {
    serve({
      name: 'accountsByStatus',
      from: null,
      to: null,
      groupBy: 'status',
      allTenants: false,
      withheld: [],
      rows: [
        { status: 2, count: 3 },
        { status: 1, count: 1 },
      ],
    } as AggregateReply);
    renderInApp('/wel/index', <Widget widget={{ kind: 'donut', title: { zh: '账户状态', en: 'Accounts by status' }, aggregate: 'accountsByStatus', measure: 'count' }} />);
    const chart = await screen.findByRole('img', { name: '账户状态' });
    expect(chart.querySelectorAll('.dash-slice')).toHaveLength(2);
    expect(screen.getByText('启用').closest('li')).toHaveTextContent('启用3 · 75%');
    expect(screen.getByText('停用').closest('li')).toHaveTextContent('停用1 · 25%');
  });

  it('a figure is the sum of its rows and opens the whole range’s list', async () => {
    renderInApp(
      '/wel/index',
      <>
        <Widget widget={{ ...recharges, kind: 'stat', title: { zh: '今日充值', en: 'Recharged today' } }} />
        <Where />
      </>,
    );
    const figure = await screen.findByRole('button', { name: /¥1,334\.50/ });
    act(() => fireEvent.click(figure));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/accountBillDetail?q.dateRange=2026-05-01~2026-05-03&q.exchangeType=3'));
  });

  it('a chart of amounts the reader’s data scope withholds says so where it would be, and its table view still shows the counts', async () => {
    serve({ ...perDay, withheld: ['amount'], rows: perDay.rows.map((r) => ({ ...r, amount: null })) } as AggregateReply);
    renderInApp('/wel/index', <Widget widget={recharges} />);
    const widget = await screen.findByRole('region', { name: '每日充值' });
    expect(await within(widget).findByText('金额无权查看')).toBeInTheDocument();
    expect(within(widget).getByText('无权查看')).toHaveClass('dash-withheld');
    expect(within(widget).queryByRole('img')).toBeNull();
    expect(within(widget).queryByText('暂无数据')).toBeNull();
    fireEvent.click(within(widget).getByRole('button', { name: '以表格查看' }));
    const rows = within(await within(widget).findByRole('table'))
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['2026-05-01', '无权查看', '2'],
      ['2026-05-02', '无权查看', '0'],
      ['2026-05-03', '无权查看', '5'],
    ]);
  });

  it('a refusal of the server is shown in the widget, not a blank chart', async () => {
    http.defaults.adapter = stubAdapter(() => ({ status: 403, data: { code: 1, msg: '当前操作没有权限', data: null } })).adapter;
    renderInApp('/wel/index', <Widget widget={recharges} />);
    expect(await screen.findByText('当前操作没有权限')).toBeInTheDocument();
  });

  it('a widget across every tenant is left out and counted for a reader who may read its aggregate only in their own tenant', async () => {
    const operations = DEFAULT_DASHBOARDS.operate;
    const everyTenant = operations.widgets.filter((w) => w.allTenants).length;
    expect(everyTenant).toBeGreaterThan(0);
    const names = new Set(operations.widgets.map((w) => w.aggregate));
    renderInApp('/operate/wel/index', <DashboardView declaration={operations} readable={{ ownTenant: names, allTenants: new Set() }} />);
    expect(await screen.findByText(`另有 ${everyTenant} 个图表未显示：您无权查看它们的数据（它们背后的列表，或全部租户）`)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: operations.widgets.find((w) => w.allTenants)!.title.zh })).toBeNull();
    expect(requests.filter((r) => String(r.url).includes('allTenants'))).toEqual([]);
  });
});
