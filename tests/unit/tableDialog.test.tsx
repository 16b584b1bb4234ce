import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { http } from '@/providers/client';
import { addTexts, setLanguage } from '@/providers/i18n';
import TableDialog from '@/engine/actions/TableDialog';
import { rowsOf, tableDialogQuery } from '@/engine/actions/useTableDialogRows';
import { currentPick, pickedValue } from '@/engine/actions/useTableDialogPick';
import type { ResourceDecl, TableDialogDecl } from '@resources/define';
import { stubAdapter, type RecordedRequest, type StubReply } from './helpers/stubAdapter';
import { renderInApp } from './helpers/renderResource';

// antd's first render of tables and modals takes seconds on a shared 2-core machine.
vi.setConfig({ testTimeout: 60_000 });

/**
 * The engine's table dialog over a list call (docs/screens.md#table-dialogs): declared search
 * boxes, paging by the server, one or several rows picked and saved, loading, empty and failed states, in both
 * languages and by keyboard.
 */
type Row = Record<string, unknown>;

addTexts('zh-CN', { shelf: { title: '选择图书', fields: { title: '书名', code: '编号', shelfName: '书架' }, search: '请输入书名' } });
addTexts('en', { shelf: { title: 'Choose books', fields: { title: 'Title', code: 'Code', shelfName: 'Shelf' }, search: 'Enter a title' } });

const resource = {
  name: 'shelf',
  api: { books: '/library/book/page', keep: { url: '/library/shelf/keep', method: 'post' } },
  messages: { edit: '编辑成功!' },
} as unknown as ResourceDecl;

const shelf: Row = { id: 7, shelfName: '东区一号架', area: 'E', favourite: 3 };
const books = Array.from({ length: 23 }, (_, i) => ({ id: i + 1, title: i < 12 ? `小说${i + 1}` : `诗集${i + 1}`, code: `B${String(i + 1).padStart(3, '0')}` }));

const base: TableDialogDecl<Row> = {
  titleKey: 'shelf.title',
  endpoint: 'books',
  query: { template: { area: '${record.area}' } },
  search: [{ name: 'title', labelKey: 'shelf.search', initial: (r) => (r.area === 'E' ? '小说' : '') }],
  pageSize: 10,
  rowKey: 'id',
  columns: [{ field: 'title' }, { field: 'code' }],
  info: [{ field: 'shelfName' }],
  pick: { mode: 'single', currentField: 'favourite', required: '请先选择商旅城市再保存!', endpoint: 'keep', body: { template: { id: '${record.id}', bookId: '${values.picked}' } } },
};

let stub: ReturnType<typeof stubAdapter>;
let route: (req: RecordedRequest) => StubReply | Promise<StubReply>;
const pageCalls = () => stub.requests.filter((r) => r.url === '/library/book/page');
const saves = () => stub.requests.filter((r) => r.url === '/library/shelf/keep');
const body = (req: RecordedRequest) => (typeof req.data === 'string' ? JSON.parse(req.data) : req.data);

function libraryServer(req: RecordedRequest): StubReply {
  if (req.url === '/library/book/page') {
    const { current = 1, size = 10, title } = (req.params ?? {}) as { current?: number; size?: number; title?: string };
    const found = books.filter((b) => !title || b.title.includes(title));
    return { data: { code: 0, data: { records: found.slice((current - 1) * size, current * size), total: found.length, current, size } } };
  }
  if (req.url === '/library/shelf/keep') return { data: { code: 0, data: true } };
  return { status: 404, data: { code: 1, msg: '资源不存在' } };
}

beforeEach(async () => {
  await setLanguage('zh-CN');
  route = libraryServer;
  stub = stubAdapter((req) => route(req));
  http.defaults.adapter = stub.adapter;
});

function open(decl: TableDialogDecl<Row>, row: Row = shelf) {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  renderInApp(
    '/',
    <App>
      <TableDialog resource={resource} decl={decl} row={row} ctx={{ query: {}, lang: 'zh-CN' }} onClose={onClose} onSaved={onSaved} />
    </App>,
  );
  return { onClose, onSaved };
}

const bodyRows = async () => {
  const dialog = await screen.findByRole('dialog', {}, { timeout: 20_000 });
  return Array.from(dialog.querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row'));
};
const titlesShown = async () => (await bodyRows()).map((r) => r.querySelectorAll('td')[1]?.textContent);

describe('a table dialog’s query and reply', () => {
  it('asks with the page, the fixed query and only the searched fields that hold text', () => {
    expect(tableDialogQuery(resource, base, shelf, { title: '  小说 ' }, 2)).toEqual({ current: 2, size: 10, area: 'E', title: '小说' });
    expect(tableDialogQuery(resource, base, shelf, { title: '  ' }, 1)).toEqual({ current: 1, size: 10, area: 'E' });
    expect(tableDialogQuery(resource, { ...base, pageSize: undefined }, shelf, {}, 1)).toEqual({ area: 'E' });
  });

  it('reads a page’s records and total, or the data itself, or its rows field', () => {
    expect(rowsOf(base, { records: [{ id: 1 }], total: 31 })).toEqual({ rows: [{ id: 1 }], total: 31 });
    expect(rowsOf({ ...base, pageSize: undefined }, [{ id: 1 }, { id: 2 }])).toEqual({ rows: [{ id: 1 }, { id: 2 }], total: 2 });
    expect(rowsOf({ ...base, pageSize: undefined, rowsField: 'items' }, { items: [{ id: 3 }] }).rows).toEqual([{ id: 3 }]);
    expect(rowsOf(base, null)).toEqual({ rows: [], total: 0 });
  });

  it('starts from what the record holds picked, and hands the save one key or the list', () => {
    expect(currentPick(base, shelf)).toEqual([3]);
    expect(currentPick(base, { favourite: null })).toEqual([]);
    expect(currentPick({ ...base, pick: { ...base.pick!, mode: 'multi' } }, { favourite: [1, 2] })).toEqual([1, 2]);
    expect(pickedValue(base, [])).toBeNull();
    expect(pickedValue(base, [4])).toBe(4);
    expect(pickedValue({ ...base, pick: { ...base.pick!, mode: 'multi' } }, [4, 5])).toEqual([4, 5]);
  });
});

describe('the table dialog', () => {
  beforeEach(() => setLanguage('zh-CN'));

  it('searches from the record’s initial text, pages on the server, picks one row by keyboard and saves it', async () => {
    const { onSaved, onClose } = open(base);
    await waitFor(async () => expect(await titlesShown()).toHaveLength(10));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('东区一号架')).toBeInTheDocument();
    expect(pageCalls()[0].params).toEqual({ current: 1, size: 10, area: 'E', title: '小说' });
    expect(within(dialog).getByText('共 12 条')).toBeInTheDocument();

    // Page 2 of the search is the server's.
    await userEvent.click(within(dialog).getByRole('listitem', { name: '2' }));
    await waitFor(async () => expect(await titlesShown()).toEqual(['小说11', '小说12']));
    expect(pageCalls().at(-1)!.params).toMatchObject({ current: 2, title: '小说' });

    // A new search (Enter in its box) starts at page 1.
    const box = within(dialog).getByRole('textbox', { name: '请输入书名' });
    await userEvent.clear(box);
    await userEvent.type(box, '诗集{Enter}');
    await waitFor(async () => expect((await titlesShown())[0]).toBe('诗集13'));
    expect(pageCalls().at(-1)!.params).toEqual({ current: 1, size: 10, area: 'E', title: '诗集' });

    // The radio of a row is reached and ticked by keyboard; one row at a time.
    const radio = within((await bodyRows())[1]).getByRole('radio', { name: '选择此行' });
    radio.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(radio).toBeChecked());
    await userEvent.click((await bodyRows())[2].querySelectorAll('td')[1]!);
    await waitFor(() => expect(within(dialog).getAllByRole('radio', { checked: true })).toHaveLength(1));
    await userEvent.click(within(dialog).getByTestId('form-save'));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(body(saves()[0])).toEqual({ id: 7, bookId: 15 });
    expect(await screen.findByText('编辑成功!')).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });

  it('saves nothing while nothing is picked, and says the declared message', async () => {
    const { onSaved } = open(base, { ...shelf, favourite: null });
    await waitFor(async () => expect(await titlesShown()).toHaveLength(10));
    await userEvent.click(screen.getByTestId('form-save'));
    expect(await screen.findByText('请先选择商旅城市再保存!')).toBeInTheDocument();
    expect(saves()).toHaveLength(0);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('picks several rows across pages in English, saving the list of keys', async () => {
    await setLanguage('en');
    const multi: TableDialogDecl<Row> = {
      ...base,
      search: [{ name: 'title', labelKey: 'shelf.search' }],
      pick: { ...base.pick!, mode: 'multi', currentField: undefined, required: undefined },
    };
    open(multi);
    await waitFor(async () => expect(await titlesShown()).toHaveLength(10));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('columnheader', { name: 'Title' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Enter a title' })).toHaveValue('');
    expect(pageCalls()[0].params).toEqual({ current: 1, size: 10, area: 'E' });
    await userEvent.click((await bodyRows())[0].querySelectorAll('td')[1]!);
    await userEvent.click(within(dialog).getByRole('listitem', { name: '3' }));
    await waitFor(async () => expect(await titlesShown()).toEqual(['诗集21', '诗集22', '诗集23']));
    await userEvent.click(within((await bodyRows())[2]).getByRole('checkbox', { name: 'Select this row' }));
    expect(within(dialog).getByText('2 picked')).toBeInTheDocument();
    // A click on a ticked row unticks it; the ticked row of another page stays.
    await userEvent.click((await bodyRows())[0].querySelectorAll('td')[1]!);
    await userEvent.click((await bodyRows())[0].querySelectorAll('td')[1]!);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(body(saves()[0])).toEqual({ id: 7, bookId: [1, 23] });
  });

  it('shows the empty table, and the server’s message when its call fails', async () => {
    open({ ...base, search: [{ name: 'title', labelKey: 'shelf.search', initial: { template: '没有的书' } }] });
    const dialog = await screen.findByRole('dialog', {}, { timeout: 20_000 });
    expect(await within(dialog).findByText('暂无数据')).toBeInTheDocument();
    route = () => ({ status: 500, data: { code: 500, msg: '图书服务不可用' } });
    await userEvent.click(within(dialog).getByRole('button', { name: /搜\s*索/ }));
    expect(await within(dialog).findByText('图书服务不可用')).toBeInTheDocument();
  });

  it('stays read-only without a pick: no selection, no save', async () => {
    open({ ...base, pick: undefined });
    await waitFor(async () => expect(await titlesShown()).toHaveLength(10));
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByTestId('form-save')).toBeNull();
  });
});
