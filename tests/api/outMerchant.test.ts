import { describe, expect, it } from 'vitest';
import type { OutMerchant } from '../../schemas/outMerchant';
import { serverWithUsers } from './support/server';

const BASE = '/cashierMgr/cashieroutmerchant';
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

const t = serverWithUsers(['admin', 'tenant']);

const list = (token: string, query: Record<string, string | number> = {}) => t.server.request('GET', `${BASE}/page`, { token, query });
const create = (token: string, json: unknown) => t.server.request('POST', BASE, { token, json });
/** An edit as a client without versions sends it (versions.test.ts holds the version checks): a record's own version is left out. */
const update = (token: string, json: object) => {
  const { version: _version, ...body } = json as { version?: unknown };
  return t.server.request('PUT', BASE, { token, json: body });
};
const get = (token: string, id: number | string) => t.server.request('GET', `${BASE}/${id}`, { token });
const remove = (token: string, id: number | string) => t.server.request('DELETE', `${BASE}/${id}`, { token });
const setStatus = (token: string, id: number, enabledFlag: string) => t.server.request('POST', `${BASE}/updateStatus`, { token, json: { id, enabledFlag } });
const stored = async (id: number) => t.server.app.database.db.selectFrom('cashier_out_merchant').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

async function seededId(token: string, merchantCode: string): Promise<number> {
  const reply = await list(token, { merchantCode });
  const found = (reply.body.data.records as OutMerchant[]).find((r) => r.merchantCode === merchantCode);
  if (!found) throw new Error(`no merchant ${merchantCode}`);
  return found.id;
}

function expectFailure(reply: { status: number; body: any }, status: number, msg: string) {
  expect(reply.status).toBe(status);
  expect(reply.body).toMatchObject({ code: 1, msg, data: null });
}

describe('page', () => {
  it('lists the tenant’s merchants newest first, 20 per page by default, with masked secrets', async () => {
    const reply = await list(t.token.admin);
    expect(reply.status).toBe(200);
    expect(reply.body.code).toBe(0);
    expect(reply.body.data).toMatchObject({ total: 6, current: 1, size: 20 });
    const records = reply.body.data.records as OutMerchant[];
    expect(records.map((r) => r.merchantCode)).toEqual(['JD-VOP-520', 'ALI-EC-3301', 'CT-CORP-88', 'DD-TRIP-01', 'ELE-BJ-2024', 'MT-ZS-0001']);
    expect(records.every((r) => r.tenantId === 1)).toBe(true);
    expect(records[0].createTime).toMatch(DATE_TIME);
    const meituan = records.find((r) => r.merchantCode === 'MT-ZS-0001')!;
    expect(meituan).toMatchObject({ outSupplier: 'MEITUAN', merchantName: '美团企业版·总部员工餐', enabledFlag: '1' });
    expect(JSON.parse(meituan.outAuthInfo!)).toEqual({ entId: '7300125', accessKey: 'mt-ak-52c1e0', secretKey: '******' });
    expect(reply.text).not.toContain('demo-');
  });

  it('filters by name and code (contains), applicant and state, and pages', async () => {
    const byName = await list(t.token.admin, { merchantName: '企业版' });
    expect((byName.body.data.records as OutMerchant[]).map((r) => r.merchantCode).sort()).toEqual(['DD-TRIP-01', 'MT-ZS-0001']);
    const byCode = await list(t.token.admin, { merchantCode: 'trip' });
    expect(byCode.body.data.total).toBe(1);
    const bySupplier = await list(t.token.admin, { outSupplier: 'ALIPAY' });
    expect(bySupplier.body.data.records.map((r: OutMerchant) => r.merchantCode)).toEqual(['ALI-EC-3301']);
    const enabled = await list(t.token.admin, { enabledFlag: '1' });
    expect(enabled.body.data.total).toBe(3);
    const paged = await list(t.token.admin, { current: 2, size: 4 });
    expect(paged.body.data).toMatchObject({ total: 6, current: 2, size: 4 });
    expect(paged.body.data.records).toHaveLength(2);
    const wildcard = await list(t.token.admin, { merchantName: '%' });
    expect(wildcard.body.data.total).toBe(0);
    const cleared = await list(t.token.admin, { merchantName: '', enabledFlag: '' });
    expect(cleared.body.data.total).toBe(6);
  });

  it('refuses malformed paging and filters with 400', async () => {
    for (const query of <Record<string, string | number>[]>[{ current: 0 }, { size: 501 }, { current: 'x' }, { enabledFlag: '2' }]) {
      const reply = await list(t.token.admin, query);
      expect(reply.status, JSON.stringify(query)).toBe(400);
      expect(reply.body).toMatchObject({ code: 1, data: null });
    }
  });

  it('keeps tenants apart', async () => {
    const reply = await list(t.token.tenant);
    expect(reply.body.data.total).toBe(2);
    expect((reply.body.data.records as OutMerchant[]).every((r) => r.tenantId === 2)).toBe(true);
    const foreignId = await seededId(t.token.admin, 'MT-ZS-0001');
    expectFailure(await get(t.token.tenant, foreignId), 404, '资源不存在');
    expectFailure(await setStatus(t.token.tenant, foreignId, '0'), 404, '资源不存在');
    expectFailure(await remove(t.token.tenant, foreignId), 404, '资源不存在');
    expectFailure(await update(t.token.tenant, { id: foreignId, outSupplier: 'MEITUAN', merchantCode: 'X', merchantName: 'X' }), 404, '资源不存在');
    expect((await stored(foreignId)).enabled_flag).toBe('1');
  });

  it('needs a signed-in user', async () => {
    const reply = await t.server.request('GET', `${BASE}/page`);
    expect(reply.status).toBe(401);
  });
});

describe('create', () => {
  it('says which required field is missing, with the messages of docs/product.md#validation', async () => {
    const reply = await create(t.token.admin, {});
    expectFailure(reply, 400, '请选择申请方');
    expect(reply.body.errors).toEqual({ outSupplier: '请选择申请方', merchantCode: '请输入三方企业编码', merchantName: '请输入三方企业名称' });
    const blanks = await create(t.token.admin, { outSupplier: 'NOPE', merchantCode: '  ', merchantName: '' });
    expect(blanks.body.errors).toEqual({ outSupplier: '请选择申请方', merchantCode: '请输入三方企业编码', merchantName: '请输入三方企业名称' });
  });

  it('refuses authorisation text that is not a JSON object', async () => {
    for (const outAuthInfo of ['{', 'abc', '[1,2]', '"text"', '42', 'null']) {
      const reply = await create(t.token.admin, { outSupplier: 'JD', merchantCode: 'JD-BAD', merchantName: '坏数据', outAuthInfo });
      expect(reply.status, outAuthInfo).toBe(400);
      expect(reply.body.errors).toEqual({ outAuthInfo: '授权信息必须是JSON对象格式，例如 {"appKey":"..."}' });
    }
    expect((await list(t.token.admin, { merchantCode: 'JD-BAD' })).body.data.total).toBe(0);
  });

  it('refuses asterisks on a new merchant: there is no stored secret behind them', async () => {
    const reply = await create(t.token.admin, {
      outSupplier: 'JD',
      merchantCode: 'JD-MASK',
      merchantName: '京东',
      outAuthInfo: '{"clientId":"a","clientSecret":"******"}',
    });
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toHaveProperty('outAuthInfo');
    expect((await list(t.token.admin, { merchantCode: 'JD-MASK' })).body.data.total).toBe(0);
  });

  it('creates a disabled merchant, stores the secrets and answers them masked', async () => {
    const reply = await create(t.token.admin, {
      outSupplier: 'DIDI',
      merchantCode: ' DD-NEW-01 ',
      merchantName: '滴滴企业版·新园区',
      outAuthInfo: '{"companyId":"99","clientId":"c1","clientSecret":"cs-real","signKey":"sk-real","extra":{"token":"t-real","region":"cn"}}',
    });
    expect(reply.status).toBe(200);
    const created = reply.body.data as OutMerchant;
    expect(created).toMatchObject({ merchantCode: 'DD-NEW-01', enabledFlag: '0', tenantId: 1, outSupplier: 'DIDI' });
    expect(JSON.parse(created.outAuthInfo!)).toEqual({
      companyId: '99',
      clientId: 'c1',
      clientSecret: '******',
      signKey: '******',
      extra: { token: '******', region: 'cn' },
    });
    const row = await stored(created.id);
    expect(JSON.parse(row.out_auth_info!)).toMatchObject({ clientSecret: 'cs-real', signKey: 'sk-real', extra: { token: 't-real' } });
    const read = await get(t.token.admin, created.id);
    expect(read.body.data.outAuthInfo).toBe(created.outAuthInfo);
  });

  it('keeps merchant codes unique per tenant and applicant', async () => {
    const dup = await create(t.token.admin, { outSupplier: 'MEITUAN', merchantCode: 'MT-ZS-0001', merchantName: '重复' });
    expectFailure(dup, 400, '该申请方下三方企业编码已存在');
    expect(dup.body.errors).toEqual({ merchantCode: '该申请方下三方企业编码已存在' });
    const otherSupplier = await create(t.token.admin, { outSupplier: 'ELEME', merchantCode: 'MT-ZS-0001', merchantName: '另一申请方' });
    expect(otherSupplier.status).toBe(200);
    const otherTenant = await create(t.token.tenant, { outSupplier: 'MEITUAN', merchantCode: 'MT-ZS-0001', merchantName: '另一租户' });
    expect(otherTenant.status).toBe(200);
    expect(otherTenant.body.data.tenantId).toBe(2);
  });
});

describe('a merchant’s life', () => {
  it('add, enable, edit and delete refused, disable, edit keeping masked secrets, delete', async () => {
    const created = (
      await create(t.token.admin, {
        outSupplier: 'CTRIP',
        merchantCode: 'CT-LIFE-1',
        merchantName: '携程商旅·生命周期',
        outAuthInfo: JSON.stringify({ corpId: 'corp-1', appKey: 'ak-1', appSecurity: 'sec-1' }),
      })
    ).body.data as OutMerchant;

    const enabled = await setStatus(t.token.admin, created.id, '1');
    expect(enabled.body.data.enabledFlag).toBe('1');

    const editWhileEnabled = await update(t.token.admin, { ...created, merchantName: '改名' });
    expectFailure(editWhileEnabled, 400, '请先停用该三方企业');
    expectFailure(await remove(t.token.admin, created.id), 400, '请先停用该三方企业');
    expect((await stored(created.id)).merchant_name).toBe('携程商旅·生命周期');

    await setStatus(t.token.admin, created.id, '0');
    const masked = (await get(t.token.admin, created.id)).body.data as OutMerchant;
    expect(JSON.parse(masked.outAuthInfo!)).toEqual({ corpId: 'corp-1', appKey: 'ak-1', appSecurity: '******' });

    // The form sends back the masked text with one key changed: the secret stays as stored.
    const edited = await update(t.token.admin, {
      id: created.id,
      outSupplier: 'CTRIP',
      merchantCode: 'CT-LIFE-1',
      merchantName: '携程商旅·已改名',
      outAuthInfo: JSON.stringify({ ...JSON.parse(masked.outAuthInfo!), appKey: 'ak-2' }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.merchantName).toBe('携程商旅·已改名');
    expect(JSON.parse((await stored(created.id)).out_auth_info!)).toEqual({ corpId: 'corp-1', appKey: 'ak-2', appSecurity: 'sec-1' });

    // A new secret replaces the old; an omitted outAuthInfo keeps everything; a blank one clears it.
    await update(t.token.admin, { ...masked, merchantName: '携程商旅·已改名', outAuthInfo: '{"corpId":"corp-1","appKey":"ak-2","appSecurity":"sec-2"}' });
    expect(JSON.parse((await stored(created.id)).out_auth_info!).appSecurity).toBe('sec-2');
    const omitted = { id: created.id, outSupplier: 'CTRIP', merchantCode: 'CT-LIFE-1', merchantName: '携程商旅·三改' };
    expect((await update(t.token.admin, omitted)).status).toBe(200);
    expect(JSON.parse((await stored(created.id)).out_auth_info!).appSecurity).toBe('sec-2');
    // Asterisks under a key that was never stored are refused, and nothing changes.
    const unknownMask = await update(t.token.admin, { ...omitted, merchantName: '不应保存', outAuthInfo: '{"corpId":"c","newSecret":"******"}' });
    expect(unknownMask.status).toBe(400);
    expect((await stored(created.id)).merchant_name).toBe('携程商旅·三改');
    await update(t.token.admin, { ...omitted, outAuthInfo: '' });
    expect((await stored(created.id)).out_auth_info).toBeNull();

    const deleted = await remove(t.token.admin, created.id);
    expect(deleted.status).toBe(200);
    expectFailure(await get(t.token.admin, created.id), 404, '资源不存在');
    expectFailure(await remove(t.token.admin, created.id), 404, '资源不存在');
  });

  it('validates updates like creations, plus the id', async () => {
    const id = await seededId(t.token.admin, 'DD-TRIP-01');
    const reply = await update(t.token.admin, { id, outSupplier: '', merchantCode: '', merchantName: '' });
    expectFailure(reply, 400, '请选择申请方');
    expect(reply.body.errors).toMatchObject({ merchantCode: '请输入三方企业编码', merchantName: '请输入三方企业名称' });
    const noId = await update(t.token.admin, { outSupplier: 'DIDI', merchantCode: 'x', merchantName: 'y' });
    expectFailure(noId, 400, '缺少三方企业编号');
    const duplicate = await update(t.token.admin, { id, outSupplier: 'MEITUAN', merchantCode: 'MT-ZS-0001', merchantName: 'x' });
    expectFailure(duplicate, 400, '该申请方下三方企业编码已存在');
    expect((await stored(id)).merchant_code).toBe('DD-TRIP-01');
  });

  it('validates status changes and ids', async () => {
    const id = await seededId(t.token.admin, 'DD-TRIP-01');
    expectFailure(await setStatus(t.token.admin, id, '2'), 400, '请选择启用状态');
    expectFailure(await t.server.request('POST', `${BASE}/updateStatus`, { token: t.token.admin, json: { enabledFlag: '1' } }), 400, '缺少三方企业编号');
    expectFailure(await get(t.token.admin, 'abc'), 400, '缺少三方企业编号');
    expectFailure(await remove(t.token.admin, -3), 400, '缺少三方企业编号');
    expectFailure(await get(t.token.admin, 99999999), 404, '资源不存在');
    expect((await stored(id)).enabled_flag).toBe('0');
  });
});
