import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from '@/providers/client';
import { setLanguage } from '@/providers/i18n';
import { readDraft, writeDraft } from '@/engine/form/formDraft';
import { stubAdapter, type RecordedRequest, type StubReply } from './helpers/stubAdapter';
import { declOf, renderResourcePage } from './helpers/renderResource';
import deptCardsBody from './fixtures/deptCards';
import { BOOK_ROUTES, readerPick, shelfBooks, type Book } from './fixtures/shelfResources';

// antd's first render of tables, forms and modals takes seconds on a shared 2-core machine.
vi.setConfig({ testTimeout: 60_000 });

let books: Book[];
let stub: ReturnType<typeof stubAdapter>;
let route: (req: RecordedRequest) => StubReply;
const body = (req: RecordedRequest) => (typeof req.data === 'string' ? JSON.parse(req.data) : req.data);
const calls = (url: string) => stub.requests.filter((r) => r.url === url);

/** The fixture's server: a shelf, its books, readers and areas. */
function libraryServer(req: RecordedRequest): StubReply {
  const ok = (data: unknown) => ({ data: { code: 0, data } });
  if (req.url === '/library/shelf/7') return ok({ id: 7, shelfName: '东区一号架', status: 1 });
  if (req.url === '/library/book/list') {
    const b = body(req);
    const rows = books.filter((x) => !b.title || x.title.includes(b.title));
    return ok({ records: rows, total: rows.length });
  }
  if (req.url.startsWith('/library/book/rename/')) return ok(true);
  if (req.url === '/library/book/lend') {
    books = books.map((x) => (x.id === body(req).bookId ? { ...x, status: 2 } : x));
    return ok(true);
  }
  if (req.url === '/library/book/history') return ok({ items: [{ at: '2026-11-01 10:00:00', reader: '李雷' }] });
  if (req.url === '/library/book/save' || req.url === '/library/book/update') return ok(true);
  if (req.url === '/library/book/2') return ok({ ...books[1], shelfName: '东区一号架' });
  if (req.url === '/library/reader/byIds') return ok(body(req).map((id: number) => ({ readerId: id, readerName: `读者${id}` })));
  if (req.url === '/library/area/tree') return ok({ areas: [{ areaId: 1, name: '东区', hasChildren: false }] });
  if (req.url === '/library/reader/page')
    return ok({
      records: [
        { readerId: 11, readerName: '韩梅梅' },
        { readerId: 12, readerName: '李雷' },
      ],
      total: 2,
    });
  return { status: 404, data: { code: 1, msg: '资源不存在' } };
}

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  await setLanguage('zh-CN');
  books = [
    { id: 1, title: '围城', format: 'paper', price: '10.10', tax: '2.25', status: 1, readerIds: [], receiptUrl: null },
    { id: 2, title: '边城', format: 'ebook', price: '0.10', tax: '0.20', status: 2, readerIds: [3, 4], receiptUrl: '/library/receipt/2' },
  ];
  route = libraryServer;
  stub = stubAdapter((req) => route(req));
  http.defaults.adapter = stub.adapter;
});

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const openList = async () => {
  renderResourcePage([shelfBooks, readerPick], `${BOOK_ROUTES.list}?shelfId=7`);
  await screen.findByText('围城', {}, { timeout: 20_000 });
};

describe('a list with a route query, a header record and a computed column', () => {
  it('refuses a bad route query with its message and calls nothing', async () => {
    renderResourcePage(shelfBooks, `${BOOK_ROUTES.list}?shelfId=7.5`);
    expect(await screen.findByTestId('query-problem', {}, { timeout: 20_000 })).toHaveTextContent('缺少书架，请从书架列表进入');
    expect(stub.requests).toHaveLength(0);
  });

  it('shows the header record, sends the route query with the list, and adds money in cents', async () => {
    await openList();
    expect(await screen.findByTestId('shelf-header')).toHaveTextContent('东区一号架');
    expect(body(calls('/library/book/list')[0])).toMatchObject({ shelfId: 7, current: 1, size: 10 });
    // total = price + tax, computed from the row in cents.
    expect(within(rowOf('围城')).getByText('12.35')).toBeInTheDocument();
    expect(within(rowOf('边城')).getByText('0.30')).toBeInTheDocument();
  });

  it('turns a date range into the two query fields the API expects', async () => {
    await openList();
    // The range control is a chunk of its own, loaded by the lists that have one: its inputs come when it has loaded.
    const [from, to] = await screen.findAllByPlaceholderText(/日期|date/i, {}, { timeout: 20_000 });
    await userEvent.click(from);
    await userEvent.type(from, '2026-11-01');
    await userEvent.click(to);
    await userEvent.type(to, '2026-11-05{Enter}');
    await userEvent.click(screen.getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() => expect(body(calls('/library/book/list').at(-1)!)).toMatchObject({ beginDate: '2026-11-01', endDate: '2026-11-05', shelfId: 7 }));
  });
});

describe('actions of each kind', () => {
  it('navigate: the row opens its edit page with a query built from the record', async () => {
    await openList();
    await userEvent.click(within(rowOf('边城')).getByRole('button', { name: '打开' }));
    expect(await screen.findByDisplayValue('边城', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(calls('/library/book/2')).toHaveLength(1);
  });

  it('toolbar navigate: takes what it needs from the header record', async () => {
    await openList();
    const add = screen.getByRole('button', { name: '上架新书' });
    await waitFor(() => expect(add).toBeEnabled());
    await userEvent.click(add);
    expect(await screen.findByRole('radio', { name: '纸质' }, { timeout: 20_000 })).toBeChecked();
    expect(readDraft(BOOK_ROUTES.create)?.query).toEqual({ shelfId: '7' });
  });

  it('dialog (declared form): shows the record, checks the schema, posts its body, says the message', async () => {
    await openList();
    await userEvent.click(within(rowOf('围城')).getByRole('button', { name: '改名' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 20_000 });
    expect(within(dialog).getByText('10.10')).toBeInTheDocument();
    const input = within(dialog).getByLabelText('书名');
    await userEvent.clear(input);
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('请输入书名')).toBeInTheDocument();
    expect(stub.requests.some((r) => r.url.startsWith('/library/book/rename/'))).toBe(false);
    await userEvent.type(input, '围城（新版）');
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    const rename = stub.requests.find((r) => r.url === '/library/book/rename/1')!;
    expect(body(rename)).toEqual({ title: '围城（新版）' });
  });

  it('dialog (table): lists what its call answers for the record', async () => {
    await openList();
    await userEvent.click(within(rowOf('围城')).getByRole('button', { name: '记录' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 20_000 });
    expect(await within(dialog).findByText('李雷')).toBeInTheDocument();
    expect(calls('/library/book/history')[0].params).toEqual({ bookId: 1 });
  });

  it('mutation: asks first, calls with the declared body, says the message, reloads list and header', async () => {
    await openList();
    expect(within(rowOf('边城')).queryByRole('button', { name: '借出' })).toBeNull();
    await userEvent.click(within(rowOf('围城')).getByRole('button', { name: '借出' }));
    expect(await screen.findByText('确定借出「围城」吗？')).toBeInTheDocument();
    expect(calls('/library/book/lend')).toHaveLength(0);
    const headerCalls = calls('/library/shelf/7').length;
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('借出成功')).toBeInTheDocument();
    expect(body(calls('/library/book/lend')[0])).toEqual({ bookId: 1, shelfId: 7 });
    await waitFor(() => expect(within(rowOf('围城')).queryByRole('button', { name: '借出' })).toBeNull());
    await waitFor(() => expect(calls('/library/shelf/7').length).toBeGreaterThan(headerCalls));
  });

  it('download: greyed out with the reason while the record has no file', async () => {
    await openList();
    expect(within(rowOf('围城')).getByRole('button', { name: '回执' })).toBeDisabled();
    expect(within(rowOf('边城')).getByRole('button', { name: '回执' })).toBeEnabled();
  });
});

describe('form pages', () => {
  it('create: a field that appears and becomes required from another, then save and back to the list', async () => {
    renderResourcePage(shelfBooks, `${BOOK_ROUTES.create}?shelfId=7`);
    const title = await screen.findByLabelText('书名', {}, { timeout: 20_000 });
    expect(screen.queryByLabelText('文件大小')).toBeNull();
    await userEvent.type(title, '长河');
    await userEvent.click(screen.getByRole('radio', { name: '电子' }));
    const size = await screen.findByLabelText('文件大小');
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('请输入文件大小')).toBeInTheDocument();
    expect(calls('/library/book/save')).toHaveLength(0);
    await userEvent.type(size, '2MB');
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('新增成功!')).toBeInTheDocument();
    expect(body(calls('/library/book/save')[0])).toEqual({ title: '长河', format: 'ebook', fileSize: '2MB', shelfId: 7, readerIds: [] });
    // Back on the list of the same shelf, the draft dropped.
    expect(await screen.findByText('围城', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(readDraft(BOOK_ROUTES.create)).toBeUndefined();
  });

  it('edit: loads the record, lists its related records, saves', async () => {
    renderResourcePage(shelfBooks, `${BOOK_ROUTES.edit}?id=2&shelfId=7`);
    expect(await screen.findByDisplayValue('边城', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByDisplayValue('东区一号架')).toBeDisabled();
    expect(await screen.findByText('读者3')).toBeInTheDocument();
    expect(body(calls('/library/reader/byIds')[0])).toEqual([3, 4]);
    const title = screen.getByLabelText('书名');
    await userEvent.clear(title);
    await userEvent.type(title, '边城（典藏）');
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('编辑成功!')).toBeInTheDocument();
    expect(body(calls('/library/book/update')[0])).toEqual({ id: 2, title: '边城（典藏）' });
  });

  it('view (type 2): every field read-only and no save', async () => {
    renderResourcePage(shelfBooks, `${BOOK_ROUTES.edit}?id=2&shelfId=7&type=2`);
    expect(await screen.findByDisplayValue('边城', {}, { timeout: 20_000 })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /保\s*存/ })).toBeNull();
    expect(screen.getByRole('button', { name: /取\s*消/ })).toBeEnabled();
  });
});

describe('a master/detail page', () => {
  it('picks rows of a tree node into the form draft; confirm takes them back to the form, which restores what was typed', async () => {
    writeDraft(BOOK_ROUTES.create, { query: { shelfId: '7' }, values: { title: '长河', format: 'paper', readers: [{ readerId: 12, readerName: '李雷' }] } });
    renderResourcePage([shelfBooks, readerPick], BOOK_ROUTES.pick);
    await screen.findByText('东区', {}, { timeout: 20_000 });
    // Nothing chosen in the tree yet: a search says so, the bulk buttons say what is missing.
    await userEvent.click(screen.getByRole('button', { name: /搜\s*索/ }));
    expect(await screen.findByText('请先选择区域')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '批量添加读者' }));
    expect(await screen.findByText('请先选择添加的读者!')).toBeInTheDocument();
    expect(screen.getByText('已选读者 1 人')).toBeInTheDocument();

    await userEvent.click(screen.getByText('东区'));
    const han = await screen.findByText('韩梅梅');
    expect(body(calls('/library/reader/page')[0])).toMatchObject({ areaId: 1, current: 1, size: 10 });
    // 李雷 is picked already: his 添加 is greyed out.
    const liRow = screen.getAllByText('李雷')[0].closest('tr') as HTMLElement;
    expect(within(liRow).getByRole('button', { name: '添加' })).toBeDisabled();
    await userEvent.click(within(han.closest('tr') as HTMLElement).getByRole('button', { name: '添加' }));
    expect(screen.getByText('已选读者 2 人')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));

    // Back on the form, opened from its draft: what was typed and both readers.
    expect(await screen.findByDisplayValue('长河', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText('韩梅梅')).toBeInTheDocument();
    expect(readDraft(BOOK_ROUTES.create)?.values.readers).toHaveLength(2);
  });
});

describe('the second worked example of docs/screens.md#a-second-example (tests/unit/fixtures/deptCards.ts)', () => {
  it('renders its header, computed total, navigate and dialog actions from 76 lines of declaration', async () => {
    const deptCards = declOf({ name: 'deptCard', routes: { list: '/admin/dept/cardList' } }, deptCardsBody);
    route = (req) => {
      if (req.url === '/admin/dept/3') return { data: { code: 0, data: { name: '研发部', parentName: '总部', cardCount: 1 } } };
      if (req.url === '/admin/dept/cards')
        return { data: { code: 0, data: { records: [{ id: 5, tenantId: 1, cardNo: 'C-5', holder: '张三', balance: '100.50', credit: '900', accountId: 44 }], total: 1 } } };
      if (req.url === '/admin/dept/cards/5/credit') return { data: { code: 0, data: true } };
      return { status: 404, data: { code: 1, msg: '资源不存在' } };
    };
    renderResourcePage(deptCards, '/admin/dept/cardList?deptId=3');
    const row = (await screen.findByText('C-5', {}, { timeout: 20_000 })).closest('tr') as HTMLElement;
    expect(await screen.findByText('研发部')).toBeInTheDocument();
    expect(within(row).getByText('1000.50')).toBeInTheDocument();
    expect(body(calls('/admin/dept/cards')[0])).toMatchObject({ deptId: 3 });
    await userEvent.click(within(row).getByRole('button', { name: '调整授信' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 20_000 });
    await userEvent.type(within(dialog).getByLabelText('授信'), '50');
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('请输入100-100000000正整数')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('授信'), '0');
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('编辑成功!')).toBeInTheDocument();
    expect(body(calls('/admin/dept/cards/5/credit')[0])).toEqual({ credit: '500' });
  });
});
