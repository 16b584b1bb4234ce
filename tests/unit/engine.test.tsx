import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter } from 'axios';
import { http } from '@/providers/client';
import { i18n, setLanguage } from '@/providers/i18n';
import { stubAdapter, type RecordedRequest, type StubReply } from './helpers/stubAdapter';
import { renderResourcePage } from './helpers/renderResource';
import { bookResource, type Book } from './fixtures/bookResource';

// antd's first render of a table and a modal takes seconds on a shared 2-core machine.
vi.setConfig({ testTimeout: 60_000 });

let books: Book[];
let route: (req: RecordedRequest) => StubReply | Promise<StubReply>;
let requests: RecordedRequest[];

const renderPage = () => renderResourcePage(bookResource, bookResource.routes.list!);

/** The fixture's server: a list, one book, create, update, delete; the route can be replaced per test. */
function bookServer(req: RecordedRequest): StubReply {
  const body = typeof req.data === 'string' ? JSON.parse(req.data) : req.data;
  if (req.method === 'get' && req.url === '/library/book/page') {
    const size = Number(req.params?.size);
    const current = Number(req.params?.current);
    return { data: { code: 0, data: { records: books.slice((current - 1) * size, current * size), total: books.length } } };
  }
  if (req.method === 'get' && req.url.startsWith('/library/book/')) {
    return { data: { code: 0, data: books.find((b) => String(b.id) === req.url.split('/').pop()) } };
  }
  if (req.method === 'post') {
    const book = { ...body, id: books.length + 100, createTime: '2026-11-22 08:00:00' };
    books = [book, ...books];
    return { data: { code: 0, data: book } };
  }
  if (req.method === 'put') {
    books = books.map((b) => (b.id === body.id ? { ...b, ...body } : b));
    return { data: { code: 0, data: body } };
  }
  if (req.method === 'delete') {
    books = books.filter((b) => String(b.id) !== req.url.split('/').pop());
    return { data: { code: 0, data: true } };
  }
  return { status: 404, data: { code: 1, msg: '资源不存在' } };
}

// The page titles a developer adds to the shell's locales for a new resource (its other labels come with it).
i18n.addResourceBundle('zh-CN', 'translation', { book: { titles: { list: '图书', create: '新增图书', edit: '编辑图书', show: '图书详情' } } }, true, true);

beforeEach(async () => {
  localStorage.clear();
  await setLanguage('zh-CN');
  books = Array.from({ length: 7 }, (_, i) => ({
    id: i + 1,
    title: `书${i + 1}`,
    genre: i % 2 ? 'poetry' : 'novel',
    pages: 100 + i,
    createTime: '2026-11-21 10:00:00',
  }));
  route = bookServer;
  const stub = stubAdapter(() => ({}));
  requests = stub.requests;
  // An async transport so that a test can hold a reply back.
  const adapter: AxiosAdapter = async (config) => {
    const probe = stubAdapter(() => ({}));
    await probe.adapter(config); // records the request shape
    const req = probe.requests[0];
    requests.push(req);
    const reply = await route(req);
    return { data: reply.data ?? { code: 0, data: null }, status: reply.status ?? 200, statusText: 'OK', headers: {}, config };
  };
  http.defaults.adapter = adapter;
});

const dialog = () => screen.getByRole('dialog');
/** The dialogs load with their first opening (not with the list): wait for one to be there. */
const dialogOpened = () => screen.findByRole('dialog', {}, { timeout: 10_000 });

describe('a resource declared from a fixture schema', () => {
  it('gets a list page: declared columns with enum labels and dates, its own page size, row actions', async () => {
    renderPage();
    expect(await screen.findByText('书1', {}, { timeout: 20_000 })).toBeInTheDocument();
    const list = requests.find((r) => r.url === '/library/book/page')!;
    expect(list.params).toEqual({ current: 1, size: 5 });
    const row = screen.getByText('书2').closest('tr')!;
    expect(within(row).getByText('诗歌')).toBeInTheDocument();
    expect(within(row).getByText('2026-11-21')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: '编辑' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: '删除' })).toBeInTheDocument();
    expect(screen.getByText('共 7 条')).toBeInTheDocument();
    expect(screen.queryByText('书6')).toBeNull();
  });

  it('gets a create dialog whose rules are the schema, and saves through the declared call', async () => {
    renderPage();
    await screen.findByText('书1', {}, { timeout: 20_000 });
    await userEvent.click(screen.getByTestId('create-button'));
    await dialogOpened();
    // antd draws the save button in the dialog's footer, outside the form: it is the form's submit button all the
    // same, naming the form, so Enter in a field presses it (docs/product.md#accessibility-themes-and-narrow-screens).
    const form = dialog().querySelector('form')!;
    expect(within(dialog()).getByTestId('form-save')).toHaveAttribute('type', 'submit');
    expect(within(dialog()).getByTestId('form-save')).toHaveAttribute('form', form.id);
    await userEvent.click(within(dialog()).getByTestId('form-save'));
    expect(await within(dialog()).findByText('请输入书名')).toBeInTheDocument();
    expect(within(dialog()).getByText('请选择体裁')).toBeInTheDocument();
    expect(within(dialog()).getByText('请输入页数')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'post')).toBe(false);

    await userEvent.type(within(dialog()).getByLabelText('书名'), '  新书  ');
    await userEvent.click(within(dialog()).getByLabelText('小说'));
    await userEvent.type(within(dialog()).getByLabelText('页数'), '320');
    await userEvent.click(within(dialog()).getByTestId('form-save'));

    expect(await screen.findByText('新增成功!')).toBeInTheDocument();
    // One save: the form's own, not a second from the button.
    expect(requests.filter((r) => r.method === 'post')).toHaveLength(1);
    const post = requests.find((r) => r.method === 'post')!;
    expect(post.url).toBe('/library/book');
    expect(JSON.parse(post.data as string)).toEqual({ title: '  新书  ', genre: 'novel', pages: 320 });
    expect(await screen.findByText('  新书  '.trim(), { exact: false })).toBeInTheDocument();
  });

  it('shows server field errors under their fields and enables save again after the failure', async () => {
    renderPage();
    await screen.findByText('书1', {}, { timeout: 20_000 });
    let release: (reply: StubReply) => void = () => {};
    route = (req) =>
      req.method === 'post'
        ? new Promise<StubReply>((resolve) => {
            release = resolve;
          })
        : bookServer(req);
    await userEvent.click(screen.getByTestId('create-button'));
    await dialogOpened();
    await userEvent.type(within(dialog()).getByLabelText('书名'), '重名');
    await userEvent.click(within(dialog()).getByLabelText('诗歌'));
    await userEvent.type(within(dialog()).getByLabelText('页数'), '12');
    const save = within(dialog()).getByTestId('form-save');
    await userEvent.click(save);
    await waitFor(() => expect(save).toBeDisabled());
    release({ status: 400, data: { code: 1, msg: '书名已存在', data: null, errors: { title: '书名已存在' } } });
    await waitFor(() => expect(save).toBeEnabled());
    const titleItem = within(dialog()).getByLabelText('书名').closest('.ant-form-item') as HTMLElement;
    expect(await within(titleItem).findByText('书名已存在')).toBeInTheDocument();
    expect(dialog()).toBeInTheDocument();
  });

  it('gets an edit dialog that loads the record and puts the change', async () => {
    renderPage();
    await screen.findByText('书3', {}, { timeout: 20_000 });
    const row = screen.getByText('书3').closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: '编辑' }));
    await dialogOpened();
    const title = await within(dialog()).findByDisplayValue('书3');
    expect(requests.some((r) => r.method === 'get' && r.url === '/library/book/3')).toBe(true);
    await userEvent.clear(title);
    await userEvent.click(within(dialog()).getByTestId('form-save'));
    expect(await within(dialog()).findByText('请输入书名')).toBeInTheDocument();
    await userEvent.type(title, '书三');
    await userEvent.click(within(dialog()).getByTestId('form-save'));
    expect(await screen.findByText('编辑成功!')).toBeInTheDocument();
    const put = requests.find((r) => r.method === 'put')!;
    // The dialog's fields and the id: never the rest of the record it read (its createTime).
    expect(JSON.parse(put.data as string)).toEqual({ id: 3, title: '书三', genre: 'novel', pages: 102 });
    expect(await screen.findByText('书三')).toBeInTheDocument();
  });

  it('reads the record again each time an edit dialog opens, never showing what an earlier opening read', async () => {
    renderPage();
    await screen.findByText('书3', {}, { timeout: 20_000 });
    const openEdit = async () => {
      await userEvent.click(within(screen.getByText(/^书3/).closest('tr')!).getByRole('button', { name: '编辑' }));
      await dialogOpened();
    };
    await openEdit();
    expect(await within(dialog()).findByDisplayValue('书3')).toBeEnabled();
    await userEvent.click(within(dialog()).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Someone else renames the book meanwhile; the list still shows the old name. The second reading is held back.
    books = books.map((b) => (b.id === 3 ? { ...b, title: '书3（新版）' } : b));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    route = async (req) => {
      if (req.method === 'get' && req.url === '/library/book/3') await held;
      return bookServer(req);
    };
    await openEdit();
    const title = within(dialog()).getByPlaceholderText('请输入书名');
    expect(title).toBeDisabled();
    expect(title).toHaveValue('');
    release();
    expect(await within(dialog()).findByDisplayValue('书3（新版）')).toBeEnabled();
    expect(requests.filter((r) => r.method === 'get' && r.url === '/library/book/3')).toHaveLength(2);
  });

  it('says in the edit dialog why its record could not be read, and offers no save', async () => {
    route = (req) => (req.method === 'get' && req.url === '/library/book/3' ? { status: 404, data: { code: 1, msg: '资源不存在', data: null } } : bookServer(req));
    renderPage();
    await screen.findByText('书3', {}, { timeout: 20_000 });
    await userEvent.click(within(screen.getByText('书3').closest('tr')!).getByRole('button', { name: '编辑' }));
    await dialogOpened();
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('资源不存在');
    expect(within(dialog()).getByTestId('form-save')).toBeDisabled();
    expect(requests.some((r) => r.method === 'put')).toBe(false);
  });

  it('keeps an edit dialog closed to typing until its record has come, so the loaded values never overwrite what was typed', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    route = async (req) => {
      if (req.method === 'get' && req.url === '/library/book/3') await held;
      return bookServer(req);
    };
    renderPage();
    await screen.findByText('书3', {}, { timeout: 20_000 });
    await userEvent.click(within(screen.getByText('书3').closest('tr')!).getByRole('button', { name: '编辑' }));
    await dialogOpened();
    const title = within(dialog()).getByPlaceholderText('请输入书名');
    expect(title).toBeDisabled();
    expect(within(dialog()).getByTestId('form-save')).toBeDisabled();
    release();
    expect(await within(dialog()).findByDisplayValue('书3')).toBeEnabled();
    expect(within(dialog()).getByTestId('form-save')).toBeEnabled();
  });

  it('deletes only after the confirmation, with the message of docs/product.md#errors-and-messages', async () => {
    renderPage();
    await screen.findByText('书1', {}, { timeout: 20_000 });
    const row = screen.getByText('书1').closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: '删除' }));
    expect(await screen.findByText(/确定删除「书1」吗/)).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'delete')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'delete')!.url).toBe('/library/book/1');
    await waitFor(() => expect(screen.queryByText('书1')).toBeNull());
  });
});
