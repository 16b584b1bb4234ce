import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { defineResource } from '@resources/define';
import { http } from '@/providers/client';
import { setLanguage } from '@/providers/i18n';
import { stubAdapter, type RecordedRequest, type StubReply } from './helpers/stubAdapter';
import { declOf, renderResourcePage } from './helpers/renderResource';
import { bookUpdateSchema, type Book } from './fixtures/bookResource';

// antd's first render of a table takes seconds on a shared 2-core machine.
vi.setConfig({ testTimeout: 60_000 });

/** A list whose titles edit in place (docs/screens.md#inline-editing-and-the-keyboard-grid). */
const shelf = declOf(
  { name: 'gridBook', routes: { list: '/library/grid/index' } },
  defineResource<Book>()({
    api: { list: '/library/grid/page', update: { url: '/library/grid', method: 'put' } },
    schema: { update: bookUpdateSchema },
    titleField: 'title',
    columns: [{ field: 'title', inline: { endpoint: 'update', maxLength: 20 } }, { field: 'pages' }],
    texts: { 'zh-CN': { fields: { title: '书名', pages: '页数' } }, en: { fields: { title: 'Title', pages: 'Pages' } } },
  }),
);

let books: Book[];
let releaseSave: (() => void) | null;
let saves: RecordedRequest[];

function server(req: RecordedRequest): StubReply {
  const ok = (data: unknown) => ({ data: { code: 0, data } });
  if (req.url === '/admin/listPref/gridBook') return ok({ settings: null, defaultView: null });
  if (req.url === '/library/grid/page') return ok({ records: books, total: books.length });
  if (req.url === '/library/grid') {
    const body = JSON.parse(String(req.data)) as Book;
    books = books.map((b) => (b.id === body.id ? { ...b, title: body.title } : b));
    return ok(true);
  }
  return { status: 404, data: { code: 1, msg: '资源不存在' } };
}

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  await setLanguage('zh-CN');
  books = [1, 2, 3].map((id) => ({ id, title: `书${id}`, genre: 'novel', pages: 100 + id, createTime: '2026-11-01' }));
  releaseSave = null;
  saves = [];
  const stub = stubAdapter(async (req) => {
    if (req.url === '/library/grid') {
      saves.push(req);
      await new Promise<void>((resolve) => (releaseSave = resolve));
    }
    return server(req);
  });
  http.defaults.adapter = stub.adapter;
});

const cell = (at: string) => document.querySelector<HTMLElement>(`[data-cell="${at}"]`)!;
const focused = () => (document.activeElement as HTMLElement | null)?.dataset.cell;
/** A key as the browser sends it: to whatever holds the focus at that moment, with no frame in between. */
const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key });

describe('the keyboard grid keeps up with the keys', () => {
  it('a key pressed right after a move reaches the cell moved to, before the next frame', async () => {
    renderResourcePage(shelf, '/library/grid/index');
    await screen.findByText('书1');
    act(() => cell('0:0').focus());
    press('ArrowRight');
    expect(focused()).toBe('0:1');
    press('ArrowLeft');
    expect(focused()).toBe('0:0');
    press('F2');
    expect(await screen.findByTestId('inline-editor')).toHaveValue('书1');
  });

  it('Enter moves down as soon as the value is accepted, while its save is still on its way', async () => {
    renderResourcePage(shelf, '/library/grid/index');
    await screen.findByText('书1');
    act(() => cell('0:0').focus());
    press('F2');
    const editor = await screen.findByTestId('inline-editor');
    await waitFor(() => expect(editor).toHaveFocus());
    fireEvent.change(editor, { target: { value: '书一' } });
    press('Enter');
    await waitFor(() => expect(saves).toHaveLength(1));
    // The save is held: the keyboard is on the next row already, and a key goes on from there.
    expect(focused()).toBe('1:0');
    expect(screen.queryByTestId('inline-editor')).toBeNull();
    press('ArrowDown');
    expect(focused()).toBe('2:0');
    act(() => releaseSave!());
    await screen.findByText('书一');
    expect(saves).toHaveLength(1);
    expect(focused()).toBe('2:0');
  });
});
