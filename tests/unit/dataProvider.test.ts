// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { createHttpClient } from '@/providers/http';
import { createDataProvider, fillPath, filtersToQuery, paginationToQuery } from '@/providers/dataProvider';
import accountTypeResource from '@resources/accountType';
import { stubAdapter, type RecordedRequest, type StubReply } from './helpers/stubAdapter';

let route: (req: RecordedRequest) => StubReply;
let stub: ReturnType<typeof stubAdapter>;
let shown: string[];

const meta = { api: accountTypeResource.api };

const provider = () => {
  shown = [];
  stub = stubAdapter((req) => route(req));
  const client = createHttpClient({
    baseURL: '/catering',
    getToken: () => 't',
    getTenantId: () => 1,
    getAesKey: () => 'k',
    showError: (t) => shown.push(t),
    onUnauthorized: () => undefined,
    adapter: stub.adapter,
  });
  return createDataProvider(client);
};

beforeEach(() => {
  route = () => ({ data: { code: 0, data: { records: [], total: 0, current: 1, size: 10 } } });
});

describe('data provider: list paging and filters', () => {
  it('maps currentPage/pageSize to current/size and filters to query fields', async () => {
    route = () => ({
      data: { code: 0, data: { records: [{ id: 3, accountTypeName: '福利' }], total: 41, current: 3, size: 20 } },
    });
    const dp = provider();
    const res = await dp.getList({
      resource: 'accountType',
      pagination: { currentPage: 3, pageSize: 20, mode: 'server' },
      filters: [
        { field: 'accountTypeName', operator: 'eq', value: '  福利 ' },
        { field: 'enableFlag', operator: 'eq', value: '1' },
        { field: 'accountType', operator: 'eq', value: undefined },
        { field: 'remark', operator: 'eq', value: '' },
      ],
      meta,
    });
    const req = stub.requests[0];
    expect(req.method).toBe('get');
    expect(req.url).toBe('/accountcenter/actAccountType/listPage');
    expect(req.params).toEqual({ current: 3, size: 20, accountTypeName: '福利', enableFlag: '1' });
    expect(res).toEqual({ reply: { current: 3, size: 20 }, data: [{ id: 3, accountTypeName: '福利' }], total: 41 });
  });

  it('defaults to the first page of 10 and sends no paging when paging is off', async () => {
    const dp = provider();
    await dp.getList({ resource: 'accountType', meta });
    expect(stub.requests[0].params).toEqual({ current: 1, size: 10 });
    await dp.getList({ resource: 'accountType', pagination: { mode: 'off' }, meta });
    expect(stub.requests[1].params).toEqual({});
  });

  it('accepts a plain array reply (non-paged lists)', async () => {
    route = () => ({ data: { code: 0, data: [{ id: 1 }, { id: 2 }] } });
    const dp = provider();
    const res = await dp.getList({ resource: 'accountType', meta: { api: { list: accountTypeResource.api.enableList } } });
    expect(res).toEqual({ data: [{ id: 1 }, { id: 2 }], total: 2 });
  });

  it('pages an array reply itself, the server searching it', async () => {
    const rows = Array.from({ length: 23 }, (_, i) => ({ id: i + 1 }));
    route = () => ({ data: { code: 0, data: rows } });
    const dp = provider();
    const res = await dp.getList({
      resource: 'commonCity',
      pagination: { currentPage: 3, pageSize: 10, mode: 'server' },
      filters: [{ field: 'divName', operator: 'eq', value: '杭州' }],
      meta: { api: { list: '/trip/basic/commonCity/mgr/getCommonCityListByDivName' } },
    });
    expect(stub.requests[0].params).toMatchObject({ divName: '杭州' });
    expect(res).toEqual({ data: rows.slice(20), total: 23 });
  });

  it('searches and pages a whole list itself, sending the call neither', async () => {
    const tenants = [
      { id: 1, name: '中膳云科技集团有限公司', status: '0' },
      { id: 2, name: 'East China Catering', status: '0' },
      { id: 3, name: 'east harbour', status: '9' },
      { id: 4, name: 'West', status: '0' },
    ];
    route = () => ({ data: { code: 0, data: tenants } });
    const dp = provider();
    const list = (filters: Parameters<typeof dp.getList>[0]['filters'], currentPage = 1, pageSize = 10) =>
      dp.getList({
        resource: 'tenant',
        pagination: { currentPage, pageSize, mode: 'server' },
        filters,
        meta: { api: { list: '/admin/tenant/list' }, wholeList: true, query: { fixed: 1 } },
      });
    expect(await list([{ field: 'name', operator: 'contains', value: ' EAST ' }])).toEqual({ data: [tenants[1], tenants[2]], total: 2 });
    expect(stub.requests[0].params).toEqual({ fixed: 1 });
    expect(await list([{ field: 'status', operator: 'eq', value: '0' }], 2, 2)).toEqual({ data: [tenants[3]], total: 3 });
    expect(await list([{ field: 'name', operator: 'eq', value: 'east' }])).toEqual({ data: [], total: 0 });
    expect(await list([{ field: 'name', operator: 'contains', value: '' }])).toEqual({ data: tenants, total: 4 });
  });

  it('rejects with the server message when the list call fails', async () => {
    route = () => ({ status: 200, data: { code: 1, msg: '查询失败' } });
    const dp = provider();
    await expect(dp.getList({ resource: 'accountType', meta })).rejects.toMatchObject({ message: '查询失败', statusCode: 200 });
    expect(shown).toEqual(['查询失败']);
  });

  it('refuses a resource that declares no endpoint', async () => {
    const dp = provider();
    await expect(dp.getList({ resource: 'nothing', meta: {} })).rejects.toThrow(/no "list" endpoint/);
  });
});

describe('data provider: one, create, update, custom', () => {
  it('fills :id of the one endpoint', async () => {
    route = () => ({ data: { code: 0, data: { id: 12, accountTypeName: '差旅' } } });
    const dp = provider();
    const res = await dp.getOne({ resource: 'accountType', id: 12, meta });
    expect(stub.requests[0].url).toBe('/accountcenter/actAccountType/12');
    expect(res.data).toEqual({ id: 12, accountTypeName: '差旅' });
  });

  it('posts create and update bodies as declared (update carries the id)', async () => {
    const dp = provider();
    await dp.create({ resource: 'accountType', variables: { accountTypeName: 'A' }, meta });
    await dp.update({ resource: 'accountType', id: 5, variables: { accountTypeName: 'B' }, meta });
    expect(stub.requests[0]).toMatchObject({ method: 'post', url: '/accountcenter/actAccountType' });
    expect(JSON.parse(stub.requests[0].data as string)).toEqual({ accountTypeName: 'A' });
    expect(stub.requests[1]).toMatchObject({ method: 'post', url: '/accountcenter/actAccountType/updateActAccountType' });
    expect(JSON.parse(stub.requests[1].data as string)).toEqual({ accountTypeName: 'B', id: 5 });
  });

  it('custom calls pass query, filters and payload through and unwrap data', async () => {
    route = () => ({ data: { code: 0, data: { ok: true } } });
    const dp = provider();
    const res = await dp.custom!({
      url: '/accountcenter/actAccountType/disable',
      method: 'post',
      payload: { id: 9 },
      query: { tenantId: 1 },
    });
    expect(stub.requests[0].params).toEqual({ tenantId: 1 });
    expect(JSON.parse(stub.requests[0].data as string)).toEqual({ id: 9 });
    expect(res.data).toEqual({ ok: true });
  });
});

describe('data provider helpers', () => {
  it('fillPath encodes values and leaves unknown parameters', () => {
    expect(fillPath('/a/:id/:tenantId/:x', { id: 'a/b', tenantId: 2 })).toBe('/a/a%2Fb/2/:x');
  });
  it('filtersToQuery splits ranges into Begin/End', () => {
    expect(filtersToQuery([{ field: 'flowDate', operator: 'between', value: ['2026-01-01', '2026-01-31'] }])).toEqual({
      flowDateBegin: '2026-01-01',
      flowDateEnd: '2026-01-31',
    });
  });
  it('paginationToQuery uses 1-based current', () => {
    expect(paginationToQuery({ currentPage: 1, pageSize: 50 })).toEqual({ current: 1, size: 50 });
  });
});
