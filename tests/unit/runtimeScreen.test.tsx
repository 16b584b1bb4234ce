import { describe, expect, it } from 'vitest';
import { screenDeclarationSchema, type ScreenDeclaration, type ScreenSource } from '@schemas/runtimeScreen';
import { checkAgainstSource, fieldTypeOf, SCREEN_SOURCES } from '@schemas/screenSources';
import { dateTimeText } from '@schemas/reply';
import { runtimeResource, runtimeResourceName } from '@resources/runtimeScreen';
import { diffDeclarations, formNameOf, fromForm, toForm } from '@/pages/screenDesigner/designerForm';
import { listShapeOf, readListState, writeListState } from '@/engine/list/listAddress';
import { searchColumnsOf, searchToFilters } from '@/engine/list/searchQuery';
import { evaluate } from '@resources/evaluate';
import { z } from 'zod';

/** Screens built at run time (docs/screens.md#screens-built-at-run-time): the declaration, its checks, and how the engine reads it. */
const log = SCREEN_SOURCES.find((s) => s.key === 'systemLog') as ScreenSource;
const decl: ScreenDeclaration = screenDeclarationSchema.parse({
  key: 'front-errors',
  title: { zh: '前端错误', en: 'Front-end errors' },
  source: 'systemLog',
  columns: [
    { field: 'createTime', title: { zh: '上传时间', en: 'Uploaded at' }, width: 170 },
    { field: 'type', title: { zh: '类型', en: 'Type' }, type: 'tag', enumLabels: [{ value: 'error', zh: '错误', en: 'Error' }] },
  ],
  search: [{ field: 'type' }, { field: 'username' }],
  detail: ['type', 'stack'],
  actions: [{ mutation: 'delete', confirm: { zh: '删除<b>这条</b>？', en: 'Delete it?' } }],
  sort: { field: 'createTime', order: 'desc' },
  pageSize: 50,
});

describe('a source', () => {
  it('types its fields from the reply schema', () => {
    expect(fieldTypeOf(dateTimeText)).toEqual({ type: 'datetime' });
    expect(fieldTypeOf(z.string().nullable())).toEqual({ type: 'text' });
    expect(fieldTypeOf(z.int())).toEqual({ type: 'number' });
    expect(fieldTypeOf(z.enum(['a', 'b']))).toEqual({ type: 'enum', values: ['a', 'b'] });
    expect(fieldTypeOf(z.array(z.string()))).toEqual({ type: 'json' });
  });

  it('accepts what it offers and points at what it does not', () => {
    expect(checkAgainstSource(decl)).toEqual([]);
    expect(checkAgainstSource({ ...decl, columns: [...decl.columns, { field: 'password', title: { zh: 'x', en: 'x' } }] })).toEqual([
      { path: ['columns', 2, 'field'], message: '数据来源没有这个字段' },
    ]);
  });

  it('sorts by the fields its list call sorts by, and the default sort names one of the screen’s columns', () => {
    expect(log.sortable).toEqual(['createTime', 'time', 'type', 'username']);
    expect(checkAgainstSource({ ...decl, sort: { field: 'message', order: 'asc' } })).toEqual([{ path: ['sort', 'field'], message: '数据来源不能按这个字段排序' }]);
    expect(checkAgainstSource({ ...decl, sort: { field: 'username', order: 'asc' } })).toEqual([{ path: ['sort', 'field'], message: '默认排序的字段须是页面的一列' }]);
  });
});

describe('the engine’s declaration of a runtime screen', () => {
  const resource = runtimeResource(decl, log);

  it('reads the source’s call, page size, labels as text, search fields and the declared mutation', () => {
    expect(resource.name).toBe(runtimeResourceName('front-errors'));
    expect(resource.routes).toEqual({ list: '/s/front-errors' });
    expect(resource.api.list).toBe('/admin/log/page');
    expect(resource.api.delete).toEqual({ url: '/admin/log/:id', method: 'delete' });
    expect(resource.pageSize).toBe(50);
    expect(resource.columns?.map((c) => c.field ?? c.key)).toEqual(['createTime', 'type', 'username']);
    expect(resource.columns?.[0]).toMatchObject({ type: 'datetime', width: 170 });
    expect(resource.columns?.[1]?.enum?.label('error', 'en')).toBe('Error');
    expect(resource.columns?.[1]?.search).toMatchObject({ widget: 'select' });
    expect(resource.columns?.[2]).toMatchObject({ hideInTable: true, search: { widget: 'input' } });
    expect(resource.actions?.map((a) => [a.key, a.permission])).toEqual([
      ['show', undefined],
      ['delete', 'sys_log_del'],
    ]);
    expect(resource.bulk).toEqual([{ key: 'delete', kind: 'delete', permission: 'sys_log_del' }]);
    expect(resource.showFields?.map((f) => f.field)).toEqual(['type', 'stack']);
    // Labels stay text: markup in a confirmation is not read as markup by i18n (escaped when shown).
    expect(resource.texts?.['zh-CN']).toMatchObject({ titles: { list: '前端错误' }, fields: { type: '类型' }, confirm: { delete: '删除<b>这条</b>？' } });
    expect(resource.texts?.en).toMatchObject({ titles: { list: 'Front-end errors' }, fields: { createTime: 'Uploaded at' } });
  });

  it('sorts the columns the source sorts by, starting from the declared sort, which the address leaves out', () => {
    expect(resource.columns?.map((c) => [c.field ?? c.key, c.sortable ?? false])).toEqual([
      ['createTime', true],
      ['type', true],
      ['username', false],
    ]);
    expect(resource.defaultSort).toEqual({ field: 'createTime', order: 'desc' });
    const shape = listShapeOf(resource, []);
    expect(readListState(shape, '').sort).toEqual({ field: 'createTime', order: 'desc' });
    expect(readListState(shape, '?sort=type').sort).toEqual({ field: 'type', order: 'asc' });
    // A sort the list does not allow falls back to the declared one.
    expect(readListState(shape, '?sort=message').sort).toEqual({ field: 'createTime', order: 'desc' });
    expect(writeListState(shape, '', { search: {}, sort: { field: 'createTime', order: 'desc' }, page: 1, size: 50 })).toBe('');
    expect(writeListState(shape, '', { search: {}, sort: { field: 'createTime', order: 'asc' }, page: 1, size: 50 })).toBe('?sort=createTime');
    // Without a declared sort the list starts unsorted (the server's newest first).
    expect(readListState(listShapeOf(runtimeResource({ ...decl, sort: undefined }, log), []), '').sort).toBeUndefined();
  });
});

describe('a row action’s condition', () => {
  const withCondition = (visible: unknown) => ({ ...decl, actions: [{ mutation: 'delete', visible }] });
  const issuesOf = (visible: unknown) => screenDeclarationSchema.safeParse(withCondition(visible)).error?.issues.map((i) => [i.path.join('.'), i.message]);

  it('is the evaluator’s data form, each bad part refused at its path with its message', () => {
    expect(issuesOf({ field: 'type', op: 'eq', value: 'error' })).toBeUndefined();
    expect(issuesOf({ all: [{ field: 'type', op: 'in', value: ['error', 'warn'] }, { not: { field: 'stack', op: 'empty' } }] })).toBeUndefined();
    expect(issuesOf({ field: 'type', op: 'equals', value: 'error' })).toEqual([
      ['actions.0.visible.op', '条件的运算符须为 eq、ne、in、notIn、gt、gte、lt、lte、empty、notEmpty 或 contains'],
    ]);
    expect(issuesOf({ any: [{ field: 'type', op: 'in', value: 'error' }] })).toEqual([
      ['actions.0.visible.any.0.value', '条件的值须为文字、数字或是否；in 与 notIn 须为1-50个值的列表；empty 与 notEmpty 不带值'],
    ]);
    expect(issuesOf({ field: 'type', op: 'empty', value: 'x' })?.[0]?.[0]).toBe('actions.0.visible.value');
    expect(issuesOf({ all: [] })).toEqual([['actions.0.visible.all', 'all 与 any 须含1-10个条件']]);
    expect(issuesOf({ not: { not: { not: { not: { field: 'type', op: 'empty' } } } } })).toEqual([['actions.0.visible.not.not.not.not', '条件最多嵌套4层']]);
    // No code, no expressions: a function's text, a scope outside the row, or markup are not conditions.
    expect(issuesOf('r => r.type === "error"')).toEqual([['actions.0.visible', '显示条件须为字段比较，或 all、any、not 的组合']]);
    expect(issuesOf({ field: 'type', op: 'eq', value: 'x', from: 'header' })).toEqual([['actions.0.visible', '显示条件须为字段比较，或 all、any、not 的组合']]);
    expect(issuesOf({ field: 'window.location', op: 'notEmpty' })?.[0]?.[0]).toBe('actions.0.visible.field');
  });

  it('compares only the source’s fields', () => {
    const parsed = screenDeclarationSchema.parse(
      withCondition({
        any: [
          { field: 'type', op: 'eq', value: 'error' },
          { field: 'password', op: 'empty' },
        ],
      }),
    );
    expect(checkAgainstSource(parsed)).toEqual([{ path: ['actions', 0, 'visible', 'any', 1, 'field'], message: '数据来源没有这个字段' }]);
  });

  it('shows the action only on the rows it accepts, and takes it off the ticked rows', () => {
    const resource = runtimeResource(screenDeclarationSchema.parse(withCondition({ field: 'type', op: 'in', value: ['error'] })), log);
    const remove = resource.actions!.find((a) => a.key === 'delete')!;
    const shows = (row: Record<string, unknown>) => evaluate<boolean>(remove.visible, { args: [row], scope: { record: row }, at: 'delete.visible' });
    expect(shows({ type: 'error' })).toBe(true);
    expect(shows({ type: 'warn' })).toBe(false);
    expect(resource.bulk).toBeUndefined();
  });

  it('is written in the designer as JSON, and its errors show at that field', () => {
    const visible = { field: 'type', op: 'eq', value: 'error' };
    const values = toForm(screenDeclarationSchema.parse(withCondition(visible)));
    expect(JSON.parse(values.visibleJson!)).toEqual(visible);
    expect(fromForm(values).actions).toEqual([{ mutation: 'delete', visible }]);
    expect(fromForm({ ...values, visibleJson: '{ not json' }).actions?.[0]?.visible).toBe('{ not json');
    expect(fromForm({ ...values, visibleJson: '  ' }).actions).toEqual([{ mutation: 'delete' }]);
    expect(formNameOf(['actions', 0, 'visible', 'any', 1, 'field'])).toEqual(['visibleJson']);
  });
});

describe('a search over a range of days', () => {
  const audit = SCREEN_SOURCES.find((s) => s.key === 'auditTrail') as ScreenSource;
  const overAudit = screenDeclarationSchema.parse({
    key: 'changes',
    title: { zh: '变更', en: 'Changes' },
    source: 'auditTrail',
    columns: [
      { field: 'createTime', title: { zh: '时间', en: 'Time' } },
      { field: 'username', title: { zh: '用户', en: 'User' } },
    ],
    search: [{ field: 'createTime', operator: 'between' }, { field: 'username' }],
    pageSize: 20,
  });

  it('is accepted only where the source’s query takes one', () => {
    expect(checkAgainstSource(overAudit)).toEqual([]);
    expect(checkAgainstSource({ ...overAudit, search: [{ field: 'username', operator: 'between' }] })).toEqual([
      { path: ['search', 0, 'operator'], message: '数据来源的查询不接受这个运算符' },
    ]);
    expect(screenDeclarationSchema.safeParse({ ...overAudit, search: [{ field: 'username', operator: 'like' }] }).error?.issues[0]).toMatchObject({
      path: ['search', 0, 'operator'],
      message: '数据来源的查询不接受这个运算符',
    });
  });

  it('is a date range the engine sends as the query’s two fields, whole days', () => {
    const resource = runtimeResource(overAudit, audit);
    const column = resource.columns!.find((c) => c.field === 'createTime')!;
    expect(column.search).toEqual({ widget: 'dateRange', into: ['beginTime', 'endTime'], wholeDays: true, order: 0 });
    const columns = searchColumnsOf(resource);
    expect(searchToFilters(columns, { createTime: ['2026-11-01', '2026-11-03'], username: 'admin' })).toEqual([
      { field: 'beginTime', operator: 'eq', value: '2026-11-01 00:00:00' },
      { field: 'endTime', operator: 'eq', value: '2026-11-03 23:59:59' },
      { field: 'username', operator: 'eq', value: 'admin' },
    ]);
  });

  it('is what the designer declares for a field the source searches by range', () => {
    const values = toForm(overAudit);
    expect(values.search).toEqual(['createTime', 'username']);
    expect(fromForm(values, audit).search).toEqual(overAudit.search);
  });
});

describe('the designer’s form', () => {
  it('round-trips a declaration', () => {
    expect(screenDeclarationSchema.parse(fromForm(toForm(decl)))).toEqual(decl);
  });

  it('places each declaration path at its form field', () => {
    expect(formNameOf(['title', 'en'])).toEqual(['titleEn']);
    expect(formNameOf(['columns', 1, 'title', 'zh'])).toEqual(['columns', 1, 'titleZh']);
    expect(formNameOf(['columns', 2, 'field'])).toEqual(['columns', 2, 'field']);
    expect(formNameOf(['actions', 0, 'mutation'])).toEqual(['mutations']);
    expect(formNameOf(['sort', 'field'])).toEqual(['sortField']);
    expect(formNameOf(['sort', 'order'])).toEqual(['sortOrder']);
    expect(formNameOf(['columns'])).toBeUndefined();
  });

  it('compares two versions field by field', () => {
    const next = { ...decl, pageSize: 20, columns: [decl.columns[0]] };
    expect(diffDeclarations(decl, next)).toEqual([
      { path: 'columns.1.enumLabels.0.en', a: '"Error"', b: undefined },
      { path: 'columns.1.enumLabels.0.value', a: '"error"', b: undefined },
      { path: 'columns.1.enumLabels.0.zh', a: '"错误"', b: undefined },
      { path: 'columns.1.field', a: '"type"', b: undefined },
      { path: 'columns.1.title.en', a: '"Type"', b: undefined },
      { path: 'columns.1.title.zh', a: '"类型"', b: undefined },
      { path: 'columns.1.type', a: '"tag"', b: undefined },
      { path: 'pageSize', a: '50', b: '20' },
    ]);
  });
});

describe('the command palette', () => {
  it('finds a runtime screen by its titles, pinyin included, and opens its address', async () => {
    const { runtimeScreenItem } = await import('@/shell/palette/runtimeScreens');
    const { paletteScore } = await import('@/shell/palette/paletteSearch');
    const item = runtimeScreenItem({ key: 'front-errors', titleZh: '前端错误', titleEn: 'Front-end errors' }, 'zh-CN');
    expect(item).toMatchObject({ label: '前端错误', detail: 'Front-end errors', to: '/s/front-errors', group: 'pages' });
    for (const search of ['前端', 'qdcw', 'qianduan', 'front']) expect(paletteScore(search, item.words), search).toBeGreaterThan(0);
    expect(paletteScore('账户', item.words)).toBe(0);
  });
});

describe('a runtime screen outside the menu', () => {
  it('is titled by its own title key, not as a missing page', async () => {
    const { routeInfoOf } = await import('@/shell/routeInfo');
    const info = routeInfoOf([], '/s/front-errors', (key) => key, undefined, 'zh-CN');
    expect(info).toMatchObject({ title: { key: 's-front-errors.titles.list' }, outsideMenu: true });
  });
});

describe('a runtime screen’s list', () => {
  it('asks its source sorted by the declared sort, and by a column’s header when the user sorts it', { timeout: 60_000 }, async () => {
    const { screen, waitFor, within } = await import('@testing-library/react');
    const { default: userEvent } = await import('@testing-library/user-event');
    const { http } = await import('@/providers/client');
    const { addTexts, setLanguage } = await import('@/providers/i18n');
    const { stubAdapter } = await import('./helpers/stubAdapter');
    const { renderResourcePage } = await import('./helpers/renderResource');
    await setLanguage('zh-CN');
    const rows = [
      {
        id: 1,
        tenantId: 1,
        userId: 1,
        username: 'admin',
        type: 'error',
        message: 'a',
        stack: '',
        info: '',
        url: '',
        time: '',
        remoteAddr: null,
        userAgent: null,
        createTime: '2026-11-01 10:00:00',
      },
    ];
    const stub = stubAdapter((req) =>
      req.url === '/admin/log/page' ? { data: { code: 0, data: { records: rows, total: 1, current: 1, size: 50 } } } : { status: 404, data: { code: 1, msg: '资源不存在' } },
    );
    http.defaults.adapter = stub.adapter;
    const resource = runtimeResource(decl, log);
    addTexts('zh-CN', { [resource.name]: resource.texts!['zh-CN'] });
    renderResourcePage(resource, '/s/front-errors');
    const lists = () => stub.requests.filter((r) => r.url === '/admin/log/page');
    await waitFor(() => expect(lists().length).toBeGreaterThan(0), { timeout: 20_000 });
    expect(lists()[0].params).toMatchObject({ descs: ['createTime'] });
    expect(lists()[0].params).not.toHaveProperty('ascs');
    const header = await screen.findByRole('columnheader', { name: /类型/ });
    await userEvent.click(within(header).getByText('类型'));
    await waitFor(() => expect(lists().at(-1)!.params).toMatchObject({ ascs: ['type'] }));
    expect(lists().at(-1)!.params).not.toHaveProperty('descs');
    expect(screen.getByRole('columnheader', { name: /类型/ })).toHaveAttribute('aria-sort', 'ascending');
  });
});

describe('the designer’s live preview', () => {
  it('reads the source in the declared default sort, and unsorted where the source cannot sort by the field', { timeout: 60_000 }, async () => {
    const { render, screen, waitFor } = await import('@testing-library/react');
    const { QueryClient, QueryClientProvider } = await import('@tanstack/react-query');
    const { http } = await import('@/providers/client');
    const { setLanguage } = await import('@/providers/i18n');
    const { stubAdapter } = await import('./helpers/stubAdapter');
    const { ScreenPreview } = await import('@/pages/screenDesigner/ScreenPreview');
    await setLanguage('zh-CN');
    const stub = stubAdapter(() => ({ data: { code: 0, data: { records: [{ id: 7, type: 'error', createTime: '2026-11-01 10:00:00' }], total: 1, current: 1, size: 10 } } }));
    http.defaults.adapter = stub.adapter;
    const preview = (values: ReturnType<typeof toForm>) => (
      <QueryClientProvider client={new QueryClient()}>
        <ScreenPreview values={values} source={log} />
      </QueryClientProvider>
    );
    const view = render(preview(toForm(decl)));
    await screen.findByText('2026-11-01 10:00:00');
    expect(stub.requests[0].params).toMatchObject({ current: 1, size: 10, descs: ['createTime'] });
    expect(stub.requests[0].params).not.toHaveProperty('ascs');

    view.rerender(preview(toForm({ ...decl, sort: { field: 'message', order: 'asc' } })));
    await waitFor(() => expect(stub.requests).toHaveLength(2));
    expect(stub.requests[1].params).not.toHaveProperty('ascs');
    expect(stub.requests[1].params).not.toHaveProperty('descs');
  });
});
