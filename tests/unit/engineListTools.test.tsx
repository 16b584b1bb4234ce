import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defineResource } from '@resources/define';
import { http } from '@/providers/client';
import { setLanguage } from '@/providers/i18n';
import { stubAdapter, type RecordedRequest, type StubReply } from './helpers/stubAdapter';
import { declOf, renderResourcePage } from './helpers/renderResource';
import { bookGenreEnum, type Book } from './fixtures/bookResource';

// antd's first render of a table and a modal takes seconds on a shared 2-core machine.
vi.setConfig({ testTimeout: 60_000 });

/**
 * The operator tools come from the engine (docs/screens.md#operator-tools-on-every-list): a fixture declaration that says only which columns sort
 * and which bulk actions exist gets the list state in its address, the user's layout and default view, and
 * bulk actions on rows ticked across pages.
 */
const shelf = declOf(
  { name: 'shelfBook', routes: { list: '/library/shelf/index' } },
  defineResource<Book>()({
    api: { list: '/library/shelf/page', retire: { url: '/library/shelf/:id/retire', method: 'post' } },
    titleField: 'title',
    columns: [
      { field: 'title', sortable: true, search: { widget: 'input', maxLength: 10 } },
      { field: 'genre', type: 'enum', enum: bookGenreEnum, search: { widget: 'select' } },
      { field: 'pages' },
    ],
    bulk: [{ key: 'retire', kind: 'each', endpoint: 'retire', danger: true }],
    pageSize: 5,
    pageSizeOptions: [5, 10],
    texts: {
      'zh-CN': { fields: { title: '书名', genre: '体裁', pages: '页数' }, actions: { retire: '下架' } },
      en: { fields: { title: 'Title', genre: 'Genre', pages: 'Pages' }, actions: { retire: 'Retire' } },
    },
  }),
);

let books: Book[];
let prefs: unknown;
let stub: ReturnType<typeof stubAdapter>;
/** Calls held open by a test, by url: the next call to it waits until the test lets it go. */
let held: Map<string, Promise<void>>;
function hold(url: string): () => void {
  let release = () => undefined as void;
  held.set(url, new Promise<void>((resolve) => (release = resolve)));
  return release;
}
const listCalls = () => stub.requests.filter((r) => r.url === '/library/shelf/page');

function server(req: RecordedRequest): StubReply {
  const ok = (data: unknown) => ({ data: { code: 0, data } });
  if (req.url === '/admin/listPref/shelfBook') return ok(prefs);
  if (req.url === '/library/shelf/page') {
    const size = Number(req.params?.size);
    const current = Number(req.params?.current);
    return ok({ records: books.slice((current - 1) * size, current * size), total: books.length });
  }
  const retire = /^\/library\/shelf\/(\d+)\/retire$/.exec(req.url);
  if (retire) {
    // The server refuses one book, with its reason.
    if (retire[1] === '3') return { status: 200, data: { code: 1, msg: '该书已借出，不能下架', data: null } };
    books = books.filter((b) => String(b.id) !== retire[1]);
    return ok(true);
  }
  return { status: 404, data: { code: 1, msg: '资源不存在' } };
}

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  await setLanguage('zh-CN');
  books = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, title: `书${i + 1}`, genre: i % 2 ? 'poetry' : 'novel', pages: 100 + i, createTime: '2026-11-01' }));
  prefs = { settings: null, defaultView: null };
  held = new Map();
  stub = stubAdapter(async (req) => {
    const wait = held.get(req.url);
    held.delete(req.url);
    await wait;
    return server(req);
  });
  http.defaults.adapter = stub.adapter;
});

describe('a declared list’s operator tools', () => {
  it('opens the state its address holds: search, sort, page and size go to the list call; bad parts are left out', async () => {
    renderResourcePage(shelf, '/library/shelf/index?q.title=%E4%B9%A6&q.genre=poetry&q.pages=9&sort=-title&page=2&size=10&extra=1');
    await screen.findByText('书11');
    expect(listCalls()).toHaveLength(1);
    expect(listCalls()[0].params).toEqual({ title: '书', genre: 'poetry', descs: ['title'], current: 2, size: 10 });
    expect(screen.getByPlaceholderText('请输入书名')).toHaveValue('书');
    expect(screen.getByRole('columnheader', { name: /书名/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('a bad value in the address leaves its field empty and the list whole', async () => {
    renderResourcePage(
      shelf,
      '/library/shelf/index?q.title=%E4%B9%A6%E4%B9%A6%E4%B9%A6%E4%B9%A6%E4%B9%A6%E4%B9%A6%E4%B9%A6%E4%B9%A6%E4%B9%A6%E4%B9%A6%E4%B9%A6&q.genre=drama&page=x&size=7',
    );
    await screen.findByText('书1');
    expect(listCalls()[0].params).toEqual({ current: 1, size: 5 });
    expect(screen.getByPlaceholderText('请输入书名')).toHaveValue('');
  });

  it('opens the user’s default view when the address holds no state, and the user’s columns and density', async () => {
    prefs = {
      settings: { columns: [{ key: 'pages' }, { key: 'title' }, { key: 'genre', hidden: true }], density: 'small' },
      defaultView: { id: 4, name: '诗歌', state: { search: { genre: 'poetry', gone: 'x' }, sort: { field: 'gone', order: 'asc' } } },
    };
    renderResourcePage(shelf, '/library/shelf/index');
    await screen.findByText('书1');
    // One list call, with the default view's search (what the list no longer has ignored).
    await waitFor(() => expect(listCalls()).toHaveLength(1));
    expect(listCalls()[0].params).toEqual({ genre: 'poetry', current: 1, size: 5 });
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers.filter(Boolean)).toEqual(['页数', '书名']);
    expect(document.querySelector('.ant-table-small')).not.toBeNull();
  });

  it('a search submitted while the first page is still being asked for is made, not dropped by the busy button', async () => {
    const user = userEvent.setup();
    const release = hold('/library/shelf/page');
    renderResourcePage(shelf, '/library/shelf/index');
    await waitFor(() => expect(listCalls()).toHaveLength(1));
    await user.type(screen.getByPlaceholderText('请输入书名'), '书1');
    await user.click(screen.getByRole('button', { name: /搜\s?索/ }));
    release();
    // The search went into the address, and the list was asked for it.
    await waitFor(() => expect(listCalls().at(-1)?.params).toEqual({ title: '书1', current: 1, size: 5 }));
    await screen.findByText('书1');
    expect(screen.getByPlaceholderText('请输入书名')).toHaveValue('书1');
  });

  it('a search submitted before the user’s default view arrives wins over the view, and the form shows it', async () => {
    const user = userEvent.setup();
    prefs = { settings: null, defaultView: { id: 4, name: '诗歌', state: { search: { genre: 'poetry' }, sort: { field: 'title', order: 'desc' } } } };
    const release = hold('/admin/listPref/shelfBook');
    renderResourcePage(shelf, '/library/shelf/index');
    await waitFor(() => expect(stub.requests.some((r) => r.url === '/admin/listPref/shelfBook')).toBe(true));
    await user.type(screen.getByPlaceholderText('请输入书名'), '书1');
    await user.click(screen.getByRole('button', { name: /搜\s?索/ }));
    release();
    await waitFor(() => expect(listCalls()).not.toHaveLength(0));
    await screen.findByText('书1');
    // Only the user's search was asked for; the view never replaced it.
    expect(listCalls().map((c) => c.params)).toEqual([{ title: '书1', current: 1, size: 5 }]);
    expect(screen.getByPlaceholderText('请输入书名')).toHaveValue('书1');
    expect(screen.getByRole('columnheader', { name: /书名/ })).not.toHaveAttribute('aria-sort');
  });

  it('ticks rows across pages, confirms with the count, runs each, and lists the refusal while the rest stay done', async () => {
    const user = userEvent.setup();
    renderResourcePage(shelf, '/library/shelf/index');
    const tick = async (title: string) => user.click(within((await screen.findByText(title)).closest('tr')!).getByRole('checkbox'));
    await tick('书2');
    await tick('书3');
    expect(screen.getByTestId('bulk-count')).toHaveTextContent('已选 2 项');
    await user.click(document.querySelector<HTMLElement>('.ant-pagination-next button, .ant-pagination-next')!);
    await tick('书7');
    expect(screen.getByTestId('bulk-count')).toHaveTextContent('已选 3 项');

    await user.click(screen.getByRole('button', { name: '下 架' }));
    expect(await screen.findByText('确定对所选 3 项执行「下架」吗?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确 定' }));
    const result = await screen.findByTestId('bulk-result');
    expect(result).toHaveTextContent('书3: 该书已借出，不能下架');
    expect(result).not.toHaveTextContent('书2');
    // The failures scroll in a region named by its heading that a keyboard user can focus and scroll.
    expect(within(result).getByRole('region', { name: '失败的记录及原因：' })).toHaveAttribute('tabindex', '0');
    expect([...document.querySelectorAll('.ant-modal-confirm-title')].map((e) => e.textContent)).toContain('已完成 2 项，1 项失败');
    expect(books.map((b) => b.id)).not.toContain(2);
    expect(books.map((b) => b.id)).not.toContain(7);
    expect(books.map((b) => b.id)).toContain(3);
    // The refused row stays ticked; no toast per failure, one summary.
    expect(screen.getByTestId('bulk-count')).toHaveTextContent('已选 1 项');
  });
});
