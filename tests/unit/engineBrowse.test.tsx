import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defineResource } from '@resources/define';
import { http } from '@/providers/client';
import { setLanguage } from '@/providers/i18n';
import { getStore } from '@/providers/storage';
import { PAGE_RECORDS_KEY } from '@/providers/pageRecords';
import { stubAdapter, type RecordedRequest, type StubReply } from './helpers/stubAdapter';
import { declOf, renderResourcePage } from './helpers/renderResource';

/**
 * The words the engine gained for every menu leaf (docs/product.md#the-menu-and-modules), each driven through a fixture declaration: a whole list searched
 * and paged by the engine, a master/detail page that only browses, and the record a page is about published
 * for its tab.
 */
vi.setConfig({ testTimeout: 60_000 });

let stub: ReturnType<typeof stubAdapter>;
let route: (req: RecordedRequest) => StubReply;
const ok = (data: unknown) => ({ data: { code: 0, data } });
const calls = (url: string) => stub.requests.filter((r) => r.url === url);

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  await setLanguage('zh-CN');
  stub = stubAdapter((req) => route(req));
  http.defaults.adapter = stub.adapter;
});

const rooms = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, roomName: i === 11 ? '大会议室' : `会议室${i + 1}`, floor: i < 6 ? 'A' : 'B' }));

const roomList = declOf(
  { name: 'roomList', routes: { list: '/admin/room/index' } },
  defineResource<(typeof rooms)[number]>()({
    api: { list: '/admin/room/all' },
    wholeList: true,
    columns: [
      { field: 'roomName', search: { widget: 'input', operator: 'contains' } },
      { field: 'floor', search: { widget: 'input' } },
    ],
    texts: { 'zh-CN': { titles: { list: '会议室' }, fields: { roomName: '会议室名称', floor: '楼层' } }, en: { fields: {} } },
  }),
);

describe('a whole list (wholeList)', () => {
  it('pages and searches the rows itself, sending the call neither', async () => {
    route = (req) => (req.url === '/admin/room/all' ? ok(rooms) : { status: 404, data: { code: 1, msg: '资源不存在' } });
    const view = renderResourcePage(roomList, '/admin/room/index');
    expect(await screen.findByText('会议室1', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.queryByText('大会议室')).toBeNull();
    expect(screen.getByText('共 12 条')).toBeInTheDocument();
    await userEvent.click(view.container.querySelector('.ant-pagination-next button, .ant-pagination-next') as HTMLElement);
    expect(await screen.findByText('大会议室')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('会议室名称'), '大');
    await userEvent.click(screen.getByRole('button', { name: /搜\s*索/ }));
    // The search goes through the address first (the list's state in the address, docs/screens.md#operator-tools-on-every-list), then the list: give a busy machine time.
    expect(await screen.findByText('共 1 条', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText('会议室1')).toBeNull();
    for (const req of calls('/admin/room/all')) expect(req.params ?? {}).toEqual({});
  });
});

const orgBrowse = declOf(
  { name: 'orgBrowse', routes: { list: '/admin/org/index' } },
  defineResource()({
    api: {},
    masterDetail: {
      tree: {
        roots: { url: '/org/tree', body: { parentId: 0 } },
        children: { url: '/org/tree', body: (parentId) => ({ parentId }) },
        search: { url: '/org/search', body: (name) => ({ name }), debounceMs: 10 },
        nodesField: 'depts',
        keyField: 'deptId',
        titleField: 'name',
        childrenField: 'children',
        hasChildrenField: 'hasChildren',
      },
      treeSearchPlaceholderKey: 'orgBrowse.fields.searchOrg',
      list: {
        url: '/org/people',
        body: (deptId, name) => ({ deptId: deptId ?? undefined, name }),
        rowKey: 'userId',
        columns: [{ key: 'actualName' }],
        pageSize: 10,
        searchPlaceholderKey: 'orgBrowse.fields.searchPeople',
        searchMaxLength: 20,
      },
    },
    texts: {
      'zh-CN': { titles: { list: '组织' }, fields: { actualName: '姓名', searchOrg: '搜索组织', searchPeople: '搜索员工' } },
      en: { fields: {} },
    },
  }),
);

describe('a master/detail page that browses (no pick)', () => {
  it('lists every row until a node is chosen, then the node’s; nothing to tick, nothing picked', async () => {
    route = (req) => {
      if (req.url === '/org/tree') return ok({ depts: [{ deptId: 5, name: '财务部', hasChildren: false }] });
      if (req.url === '/org/people') {
        const { deptId } = JSON.parse(String(req.data));
        return ok({
          records:
            deptId === 5
              ? [{ userId: 2, actualName: '张伟' }]
              : [
                  { userId: 1, actualName: '王建国' },
                  { userId: 2, actualName: '张伟' },
                ],
          total: deptId === 5 ? 1 : 2,
        });
      }
      return { status: 404, data: { code: 1, msg: '资源不存在' } };
    };
    const view = renderResourcePage(orgBrowse, '/admin/org/index');
    expect(await screen.findByText('王建国', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(JSON.parse(String(calls('/org/people')[0].data))).toEqual({ current: 1, size: 10 });
    expect(view.container.querySelector('.ant-checkbox')).toBeNull();
    expect(screen.queryByText('已选')).toBeNull();
    await userEvent.click(screen.getByText('财务部'));
    await waitFor(() => expect(screen.queryByText('王建国')).toBeNull());
    expect(within(screen.getByText('张伟').closest('tr') as HTMLElement).queryByRole('button')).toBeNull();
    expect(JSON.parse(String(calls('/org/people').at(-1)!.data))).toEqual({ deptId: 5, current: 1, size: 10 });
  });
});

const parentCards = declOf(
  { name: 'parentCards', routes: { list: '/admin/parent/cards' } },
  defineResource<{ id: number; cardNo: string }>()({
    api: { list: '/admin/parent/7/cards' },
    titleField: 'cardNo',
    header: { source: { record: '/admin/parent/7' }, items: [{ key: 'cardNo' }] },
    columns: [{ field: 'cardNo' }],
    texts: { 'zh-CN': { titles: { list: '卡片' }, fields: { cardNo: '卡号' } }, en: { fields: {} } },
  }),
);

describe('the record a page is about', () => {
  it('is published for the tab, by the page’s own address, once the header record has loaded', async () => {
    route = (req) => {
      if (req.url === '/admin/parent/7') return ok({ id: 7, cardNo: '北京公司主账户' });
      return ok({ records: [], total: 0 });
    };
    renderResourcePage(parentCards, '/admin/parent/cards?x=1');
    await waitFor(() => expect(getStore(PAGE_RECORDS_KEY)).toEqual({ '/admin/parent/cards?x=1': '北京公司主账户' }), { timeout: 20_000 });
  });
});
