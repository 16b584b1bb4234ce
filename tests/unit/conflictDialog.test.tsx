import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter } from 'axios';
import { http } from '@/providers/client';
import { i18n, setLanguage } from '@/providers/i18n';
import { VERSION_MSG } from '@schemas/idempotency';
import { stubAdapter, type RecordedRequest, type StubReply } from './helpers/stubAdapter';
import { renderResourcePage } from './helpers/renderResource';
import { bookResource, type Book } from './fixtures/bookResource';

/**
 * The conflict dialog of a stale save (docs/api.md, "Idempotency keys and versions"), through the generated edit
 * dialog of the fixture resource: the save carries the version it read and its key; a 412 shows theirs beside
 * yours, names who changed it, and each of the three choices does what it says; the keyboard reaches them all.
 */
vi.setConfig({ testTimeout: 60_000 });

type VersionedBook = Book & { version: number };
let books: VersionedBook[];
let requests: RecordedRequest[];
/** The book as someone else saved it meanwhile (a 412 answers the first save with it). */
let theirs: VersionedBook | null;

function server(req: RecordedRequest): StubReply {
  const body = typeof req.data === 'string' ? JSON.parse(req.data) : req.data;
  if (req.method === 'get' && req.url === '/library/book/page') return { data: { code: 0, data: { records: books, total: books.length } } };
  if (req.method === 'get' && req.url.startsWith('/library/book/')) return { data: { code: 0, data: books.find((b) => String(b.id) === req.url.split('/').pop()) } };
  if (req.method === 'put') {
    const current = books.find((b) => b.id === body.id)!;
    const ifMatch = req.headers.get('If-Match');
    if (ifMatch !== `"${current.version}"`) {
      return {
        status: 412,
        data: { code: 1, msg: VERSION_MSG.stale, data: current, lastChange: { userId: 9, username: 'checker', actualName: '复核员', time: '2026-11-28 09:30:00', action: 'update' } },
      };
    }
    const saved = { ...current, ...body, version: current.version + 1 };
    books = books.map((b) => (b.id === saved.id ? saved : b));
    return { data: { code: 0, data: saved } };
  }
  if (req.method === 'delete') {
    const current = books.find((b) => String(b.id) === req.url.split('/').pop())!;
    if (req.headers.get('If-Match') !== `"${current.version}"`) {
      return {
        status: 412,
        data: { code: 1, msg: VERSION_MSG.stale, data: current, lastChange: { userId: 9, username: 'checker', actualName: '复核员', time: '2026-11-28 09:30:00', action: 'update' } },
      };
    }
    books = books.filter((b) => b !== current);
    return { data: { code: 0, data: true } };
  }
  return { status: 404, data: { code: 1, msg: '资源不存在' } };
}

i18n.addResourceBundle('zh-CN', 'translation', { book: { titles: { list: '图书', create: '新增图书', edit: '编辑图书', show: '图书详情' } } }, true, true);

beforeEach(async () => {
  localStorage.clear();
  await setLanguage('zh-CN');
  books = [{ id: 3, title: '书3', genre: 'novel', pages: 102, createTime: '2026-11-21 10:00:00', version: 1 }];
  theirs = { ...books[0], pages: 300, version: 2 };
  requests = [];
  const adapter: AxiosAdapter = async (config) => {
    const probe = stubAdapter(() => ({}));
    await probe.adapter(config);
    const req = probe.requests[0];
    requests.push(req);
    // Someone else saves the book just before this user's first save reaches the server.
    if (req.method === 'put' && theirs) {
      books = [theirs];
      theirs = null;
    }
    const reply = server(req);
    return { data: reply.data, status: reply.status ?? 200, statusText: 'OK', headers: {}, config };
  };
  http.defaults.adapter = adapter;
});

const puts = () => requests.filter((r) => r.method === 'put');

/** Opens book 3's edit dialog, renames it and saves: the save meets the other person's newer version. */
async function saveStale() {
  renderResourcePage(bookResource, bookResource.routes.list!);
  await screen.findByText('书3', {}, { timeout: 20_000 });
  await userEvent.click(within(screen.getByText('书3').closest('tr')!).getByRole('button', { name: '编辑' }));
  const edit = await screen.findByRole('dialog', {}, { timeout: 10_000 });
  const title = await within(edit).findByDisplayValue('书3');
  await userEvent.clear(title);
  await userEvent.type(title, '我的书名');
  await userEvent.click(within(edit).getByTestId('form-save'));
  // (jsdom gives antd's title ids all one value, so the dialog is found by its title's text rather than its name.)
  const heading = await screen.findByText(/^记录已被他人修改/, {}, { timeout: 10_000 });
  return { edit, conflict: within(heading.closest('[role="dialog"]') as HTMLElement) };
}

describe('a save that meets a newer version', () => {
  it('sends the version read and a key, then shows theirs beside yours and who changed it', async () => {
    const { conflict } = await saveStale();
    const first = puts()[0];
    expect(first.headers.get('If-Match')).toBe('"1"');
    expect(first.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(conflict.getByText('记录已被他人修改：书3')).toBeInTheDocument();
    expect(conflict.getByTestId('conflict-who')).toHaveTextContent('复核员（checker） 于 2026-11-28 09:30:00 修改了这条记录。');
    const rows = conflict
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent?.replace(/\s+/g, ' ').trim());
    expect(rows).toEqual(['书名书3 我的书名 您已改', '页数300 他人已改102']);
    // No toast for the 412: the dialog says it.
    expect(screen.queryByText(VERSION_MSG.stale)).toBeNull();
  });

  it('apply mine on top: the same change again over the newer version, marked as an overwrite, with a new key', async () => {
    const { conflict } = await saveStale();
    await userEvent.click(conflict.getByRole('button', { name: '用我的修改覆盖' }));
    expect(await screen.findByText('编辑成功!')).toBeInTheDocument();
    const [first, second] = puts();
    expect(second.headers.get('If-Match')).toBe('"2"');
    expect(second.headers.get('x-audit-overwrite')).toBe('1');
    expect(second.headers.get('Idempotency-Key')).not.toBe(first.headers.get('Idempotency-Key'));
    expect(JSON.parse(second.data as string)).toMatchObject({ title: '我的书名', pages: 102 });
    expect(books[0]).toMatchObject({ title: '我的书名', version: 3 });
  });

  it('keep theirs: the form shows the record as it now stands, and nothing more is sent', async () => {
    const { edit, conflict } = await saveStale();
    await userEvent.click(conflict.getByRole('button', { name: '保留他人的修改' }));
    await waitFor(() => expect(screen.queryByText(/^记录已被他人修改/)).toBeNull());
    expect(within(edit).getByDisplayValue('书3')).toBeInTheDocument();
    expect(within(edit).getByDisplayValue('300')).toBeInTheDocument();
    expect(puts()).toHaveLength(1);
  });

  it('go on editing: what was typed stays, the field left alone takes theirs, and the next save is based on theirs', async () => {
    const { edit, conflict } = await saveStale();
    await userEvent.click(conflict.getByRole('button', { name: '继续编辑' }));
    await waitFor(() => expect(screen.queryByText(/^记录已被他人修改/)).toBeNull());
    expect(within(edit).getByDisplayValue('我的书名')).toBeInTheDocument();
    expect(within(edit).getByDisplayValue('300')).toBeInTheDocument();
    await userEvent.click(within(edit).getByTestId('form-save'));
    expect(await screen.findByText('编辑成功!')).toBeInTheDocument();
    expect(puts()[1].headers.get('If-Match')).toBe('"2"');
    expect(puts()[1].headers.get('x-audit-overwrite')).toBeUndefined();
    expect(books[0]).toMatchObject({ title: '我的书名', pages: 300 });
  });

  it('is used by keyboard alone: it opens on "go on editing", Tab reaches every choice, Esc goes on editing', async () => {
    const { edit, conflict } = await saveStale();
    const goOn = conflict.getByRole('button', { name: '继续编辑' });
    await waitFor(() => expect(goOn).toHaveFocus());
    // Each choice is named and described for a screen reader.
    for (const name of ['继续编辑', '保留他人的修改', '用我的修改覆盖']) {
      const button = conflict.getByRole('button', { name });
      expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toContain(name);
    }
    await userEvent.tab();
    expect(conflict.getByRole('button', { name: '保留他人的修改' })).toHaveFocus();
    await userEvent.tab();
    expect(conflict.getByRole('button', { name: '用我的修改覆盖' })).toHaveFocus();
    // rc-dialog reads the key code, which user-event's key map leaves out: the browser's Esc carries 27.
    fireEvent.keyDown(document.activeElement!, { key: 'Escape', code: 'Escape', keyCode: 27 });
    await waitFor(() => expect(screen.queryByText(/^记录已被他人修改/)).toBeNull());
    expect(within(edit).getByDisplayValue('我的书名')).toBeInTheDocument();
  });
});

describe('a row action asked first, on a row someone changed since it was listed', () => {
  it('the confirmation closes when the conflict dialog opens, instead of staying over it; keep theirs reloads the list', async () => {
    renderResourcePage(bookResource, bookResource.routes.list!);
    await screen.findByText('书3', {}, { timeout: 20_000 });
    // Someone else changes the book after this list was read.
    books = [{ ...books[0], pages: 300, version: 2 }];
    await userEvent.click(within(screen.getByText('书3').closest('tr')!).getByRole('button', { name: '删除' }));
    const confirm = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    await userEvent.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    const heading = await screen.findByText(/^记录已被他人修改/, {}, { timeout: 10_000 });
    const conflict = within(heading.closest('[role="dialog"]') as HTMLElement);
    // Closed, or on its way out (jsdom never ends antd's leaving motion); not waiting with its spinner over the dialog.
    await waitFor(() => {
      const box = document.querySelector('.ant-modal-confirm');
      expect(box === null || box.classList.contains('ant-zoom-leave')).toBe(true);
    });
    const deletes = requests.filter((r) => r.method === 'delete');
    expect(deletes.map((r) => r.headers.get('If-Match'))).toEqual(['"1"']);
    await userEvent.click(conflict.getByRole('button', { name: '保留他人的修改' }));
    await waitFor(() => expect(screen.queryByText(/^记录已被他人修改/)).toBeNull());
    expect(books).toHaveLength(1);
    expect(requests.filter((r) => r.method === 'delete')).toHaveLength(1);
  });
});
