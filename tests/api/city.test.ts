import { describe, expect, it } from 'vitest';
import type { SlyCity, StandardCity } from '../../schemas/city';
import { serverWithUsers } from './support/server';

const t = serverWithUsers(['admin', 'tenant']);

const STD = '/platsync/sysStandardCity';
const SLY = '/platsync/syscity';

const standardPage = (token: string, query: Record<string, string | number> = {}) => t.server.request('GET', `${STD}/page`, { token, query });
const slyPage = (token: string, query: Record<string, string | number> = {}) => t.server.request('GET', `${SLY}/page`, { token, query });
const editMapping = (token: string, json: unknown) => t.server.request('POST', `${STD}/edit`, { token, json });
const sync = (token: string, json: unknown, path = `${STD}/syncSlyCityInfo`) => t.server.request('POST', path, { token, json });

async function standard(token: string, code: string): Promise<StandardCity> {
  const reply = await standardPage(token, { code, size: 50 });
  const found = (reply.body.data.records as StandardCity[]).find((r) => r.code === code);
  if (!found) throw new Error(`no standard city ${code}`);
  return found;
}

async function slyCity(token: string, name: string, countryCode: string): Promise<SlyCity> {
  const reply = await slyPage(token, { name, countryCode, size: 50 });
  const found = (reply.body.data.records as SlyCity[]).find((r) => r.name === name);
  if (!found) throw new Error(`no business-travel city ${name}`);
  return found;
}

function expectFailure(reply: { status: number; body: any }, status: number, msg: string) {
  expect(reply.status).toBe(status);
  expect(reply.body).toMatchObject({ code: 1, msg, data: null });
}

describe('standard cities', () => {
  it('pages the tenant’s cities by code with every field of docs/product.md#records-and-fields', async () => {
    const reply = await standardPage(t.token.admin);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ total: 74, current: 1, size: 10 });
    const records = reply.body.data.records as StandardCity[];
    expect(records.map((r) => r.code)).toEqual([...records.map((r) => r.code)].sort());
    for (const key of [
      'id',
      'code',
      'fullName',
      'provinceName',
      'cityName',
      'areaName',
      'slyCode',
      'mappingFlag',
      'bipId',
      'bipParentName',
      'bipParentId',
      'bipName',
      'level',
      'countryCode',
      'slyId',
      'slyName',
    ]) {
      expect(records[0]).toHaveProperty(key);
    }
    const nanshan = await standard(t.token.admin, '440305');
    expect(nanshan).toMatchObject({
      fullName: '广东省-深圳市-南山区',
      provinceName: '广东省',
      cityName: '深圳市',
      areaName: '南山区',
      level: 3,
      countryCode: 'CN',
      mappingFlag: '0',
      bipName: '南山区',
      bipParentName: '深圳',
      slyName: '南山区',
      slyCode: 'SZX-NS',
    });
    expect(nanshan.bipParentId).toBe((await slyCity(t.token.admin, '深圳', 'CN')).id);
  });

  it('searches the full name, a code prefix, the mapped name, the flag and the country', async () => {
    const byName = await standardPage(t.token.admin, { fullName: '深圳' });
    expect((byName.body.data.records as StandardCity[]).map((r) => r.code)).toEqual(['440300', '440304', '440305', '440306']);
    const byCode = await standardPage(t.token.admin, { code: '4201' });
    expect(byCode.body.data.records.map((r: StandardCity) => r.fullName)).toEqual(['湖北省-武汉市']);
    const byBip = await standardPage(t.token.admin, { bipName: '鼓楼' });
    expect(byBip.body.data.total).toBe(3);
    const failures = await standardPage(t.token.admin, { mappingFlag: '1', size: 50 });
    expect((failures.body.data.records as StandardCity[]).map((r) => r.fullName).sort()).toEqual(
      [
        '湖北省-襄阳市',
        '广东省-深圳市-宝安区',
        '海南省-三沙市',
        '东京都-东京',
        '大阪府-大阪市',
        '京都府-京都市',
        '北海道-札幌市',
        '爱知县-名古屋市',
        '夏威夷州-檀香山',
        '新加坡',
      ].sort(),
    );
    expect((failures.body.data.records as StandardCity[]).every((r) => r.bipId === null && r.slyName === null)).toBe(true);
    const japan = await standardPage(t.token.admin, { countryCode: 'jp' });
    expect(japan.body.data.total).toBe(5);
    const wildcard = await standardPage(t.token.admin, { fullName: '%' });
    expect(wildcard.body.data.total).toBe(0);
  });

  it('keeps tenants apart', async () => {
    const own = await standardPage(t.token.tenant, { size: 100 });
    expect(own.body.data.total).toBe(19);
    expect((own.body.data.records as StandardCity[]).every((r) => r.tenantId === 2 && r.mappingFlag === '1')).toBe(true);
    // Naming another tenant is refused as the TENANT-ID header would refuse it (docs/product.md#validation and docs/product.md#errors-and-messages).
    const asked = await standardPage(t.token.tenant, { tenantId: 1 });
    expectFailure(asked, 403, '当前操作没有权限');
    const foreign = await standard(t.token.admin, '440100');
    const candidate = await slyCity(t.token.admin, '广州', 'CN');
    expectFailure(await editMapping(t.token.tenant, { id: foreign.id, bipId: candidate.id }), 404, '资源不存在');
    expectFailure(await t.server.request('DELETE', `${STD}/del/${foreign.id}`, { token: t.token.tenant }), 404, '资源不存在');
    const ownCity = (own.body.data.records as StandardCity[])[0];
    const refused = await editMapping(t.token.tenant, { id: ownCity.id, bipId: candidate.id });
    expectFailure(refused, 400, '所选商旅城市不存在，请刷新后重新选择');
    expect((await standard(t.token.admin, '440100')).mappingFlag).toBe('0');
  });

  it('refuses malformed queries with 400', async () => {
    for (const query of <Record<string, string | number>[]>[{ current: 0 }, { size: 1000 }, { current: 'x' }, { code: 'x'.repeat(40) }]) {
      const reply = await standardPage(t.token.admin, query);
      expect(reply.status, JSON.stringify(query)).toBe(400);
      expect(reply.body.code).toBe(1);
    }
  });
});

describe('editing a mapping', () => {
  it('says 请先选择商旅城市再保存! when no candidate is chosen, and changes nothing', async () => {
    const city = await standard(t.token.admin, '420600');
    for (const body of [{ id: city.id }, { id: city.id, bipId: null }, { id: city.id, bipId: '' }, { id: city.id, bipId: 0 }]) {
      const reply = await editMapping(t.token.admin, body);
      expectFailure(reply, 400, '请先选择商旅城市再保存!');
      expect(reply.body.errors).toEqual({ bipId: '请先选择商旅城市再保存!' });
    }
    expect((await standard(t.token.admin, '420600')).mappingFlag).toBe('1');
  });

  it('maps to the chosen candidate: bip, parent and sly fields, flag success', async () => {
    const city = await standard(t.token.admin, '460300'); // 三沙市: no candidate of its own
    const sanya = await slyCity(t.token.admin, '三亚', 'CN');
    const reply = await editMapping(t.token.admin, { ...city, bipId: sanya.id });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({
      id: city.id,
      mappingFlag: '0',
      bipId: sanya.id,
      bipName: '三亚',
      bipParentId: sanya.parentId,
      bipParentName: '海南',
      slyId: sanya.slyId,
      slyName: '三亚',
      slyCode: 'SYX',
    });
    expect(await standard(t.token.admin, '460300')).toMatchObject({ mappingFlag: '0', bipName: '三亚' });
  });

  it('refuses a candidate of another country, an unknown candidate and an unknown city', async () => {
    const city = await standard(t.token.admin, '440100');
    const newYork = await slyCity(t.token.admin, '纽约', 'US');
    expectFailure(await editMapping(t.token.admin, { id: city.id, bipId: newYork.id }), 400, '所选商旅城市与标准城市不属于同一国家');
    expectFailure(await editMapping(t.token.admin, { id: city.id, bipId: 987654321 }), 400, '所选商旅城市不存在，请刷新后重新选择');
    expectFailure(await editMapping(t.token.admin, { id: 987654321, bipId: newYork.id }), 404, '资源不存在');
    expectFailure(await editMapping(t.token.admin, { bipId: newYork.id }), 400, '缺少城市编号');
    expect((await standard(t.token.admin, '440100')).bipName).toBe('广州');
  });
});

describe('countries', () => {
  it('lists cnName and code', async () => {
    const reply = await t.server.request('GET', '/platsync/basiccountry/getCountryInfo', { token: t.token.tenant });
    expect(reply.status).toBe(200);
    expect(reply.body.data[0]).toEqual({ cnName: '中国', code: 'CN', enName: 'China' });
    expect(reply.body.data.map((c: { code: string }) => c.code)).toEqual(expect.arrayContaining(['CN', 'JP', 'US']));
  });
});

describe('business-travel data sync', () => {
  it('says 请选择国家 without a country and refuses unknown ones, changing nothing', async () => {
    for (const body of [{}, { countryCode: '' }, { countryCode: ' , ' }, { countryCode: [] }, { countryCode: null, level: 0 }]) {
      const reply = await sync(t.token.admin, body);
      expectFailure(reply, 400, '请选择国家');
      expect(reply.body.errors).toEqual({ countryCode: '请选择国家' });
    }
    const unknown = await sync(t.token.admin, { countryCode: 'CN,XX', level: 0 });
    expectFailure(unknown, 400, '国家编码不存在: XX');
    expect((await standard(t.token.admin, '420600')).mappingFlag).toBe('1');
    expect((await slyPage(t.token.admin, { countryCode: 'JP' })).body.data.total).toBe(0);
  });

  it('reloads the countries’ business-travel cities and re-matches the standard cities', async () => {
    const before = await slyCity(t.token.admin, '襄樊', 'CN');
    const reply = await sync(t.token.admin, { countryCode: 'CN,JP', level: 0 });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ code: 0 });
    expect(reply.body.data).toEqual({ countryCodes: ['CN', 'JP'], slyCities: 74, matched: 67, unmatched: 0 });

    // Japan's candidates now exist and its cities are mapped.
    expect((await slyPage(t.token.admin, { countryCode: 'JP' })).body.data.total).toBe(12);
    expect(await standard(t.token.admin, 'JP-TYO')).toMatchObject({ mappingFlag: '0', bipName: '东京', bipParentName: '东京都', slyCode: 'TYO' });
    expect(await standard(t.token.admin, 'JP-OSA')).toMatchObject({ mappingFlag: '0', bipName: '大阪' });
    // The renamed city keeps its id and now matches; the missing district arrived.
    const xiangyang = await slyCity(t.token.admin, '襄阳', 'CN');
    expect(xiangyang.id).toBe(before.id);
    expect(await standard(t.token.admin, '420600')).toMatchObject({ mappingFlag: '0', bipId: before.id, bipName: '襄阳' });
    expect(await standard(t.token.admin, '440306')).toMatchObject({ mappingFlag: '0', bipName: '宝安区', bipParentName: '深圳' });
    // An operator's choice survives; countries not synced are untouched.
    expect(await standard(t.token.admin, '460300')).toMatchObject({ mappingFlag: '0', bipName: '三亚' });
    expect((await standard(t.token.admin, 'US-HNL')).mappingFlag).toBe('1');
    expect((await standard(t.token.admin, 'SG-SIN')).mappingFlag).toBe('1');
    const failures = await standardPage(t.token.admin, { mappingFlag: '1', size: 50 });
    expect(failures.body.data.records.map((r: StandardCity) => r.code).sort()).toEqual(['SG-SIN', 'US-HNL']);
  });

  it('replaces a country’s list: a city the platform no longer lists goes, and its mappings fail', async () => {
    const saved = await t.server.request('POST', `${SLY}/save`, { token: t.token.admin, json: { name: '新加坡城', slyCode: 'SGX', countryCode: 'sg', level: 2 } });
    expect(saved.status).toBe(200);
    const singapore = await standard(t.token.admin, 'SG-SIN');
    expect((await editMapping(t.token.admin, { id: singapore.id, bipId: saved.body.data.id })).status).toBe(200);
    expect((await standard(t.token.admin, 'SG-SIN')).mappingFlag).toBe('0');

    const reply = await sync(t.token.admin, { countryCode: ['SG'], level: 0 }, `${SLY}/syncSlyCityInfo`);
    expect(reply.body.data).toEqual({ countryCodes: ['SG'], slyCities: 2, matched: 1, unmatched: 0 });
    const names = (await slyPage(t.token.admin, { countryCode: 'SG' })).body.data.records.map((r: SlyCity) => r.name);
    expect(names).toEqual(['新加坡', '新加坡']);
    // Re-matched by name to the platform's own 新加坡.
    expect(await standard(t.token.admin, 'SG-SIN')).toMatchObject({ mappingFlag: '0', slyCode: 'SIN' });
  });

  it('re-matches one level only when asked', async () => {
    const district = await standard(t.token.admin, '440304');
    const city = await standard(t.token.admin, '440300');
    await t.server.app.database.db.updateTable('sys_standard_city').set({ mapping_flag: '1', bip_id: null }).where('id', 'in', [district.id, city.id]).execute();
    const reply = await sync(t.token.admin, { countryCode: 'CN', level: 3 });
    expect(reply.status).toBe(200);
    expect((await standard(t.token.admin, '440304')).mappingFlag).toBe('0');
    expect((await standard(t.token.admin, '440300')).mappingFlag).toBe('1');
    await sync(t.token.admin, { countryCode: 'CN', level: '0' });
    expect((await standard(t.token.admin, '440300')).mappingFlag).toBe('0');
    expectFailure(await sync(t.token.admin, { countryCode: 'CN', level: 7 }), 400, '请选择城市级别');
  });

  it('syncs per tenant', async () => {
    const reply = await sync(t.token.tenant, { countryCode: 'CN', level: 0 });
    expect(reply.body.data).toMatchObject({ slyCities: 62, matched: 19, unmatched: 0 });
    const own = await standardPage(t.token.tenant, { mappingFlag: '1' });
    expect(own.body.data.total).toBe(0);
    const ownCandidates = (await slyPage(t.token.tenant, { size: 100 })).body.data.records as SlyCity[];
    expect(ownCandidates.every((c) => c.tenantId === 2)).toBe(true);
    const adminCandidates = (await slyPage(t.token.admin, { size: 100 })).body.data.records as SlyCity[];
    expect(adminCandidates.some((c) => c.tenantId !== 1)).toBe(false);
  });
});

describe('business-travel cities', () => {
  it('pages with name, country and level filters; the common-city search lists by name', async () => {
    const byName = await slyPage(t.token.admin, { name: '鼓楼' });
    expect(byName.body.data.total).toBe(3);
    expect(byName.body.data.records[0]).toMatchObject({ level: 3, countryCode: 'CN', parentName: '南京', fullName: '江苏-南京-鼓楼区' });
    const provinces = await slyPage(t.token.admin, { countryCode: 'US', level: 1 });
    expect(provinces.body.data.records.map((r: SlyCity) => r.name)).toEqual(['纽约州', '加利福尼亚州', '伊利诺伊州', '华盛顿州', '马萨诸塞州']);
    const common = await t.server.request('GET', '/trip/basic/commonCity/mgr/getCommonCityListByDivName', { token: t.token.admin, query: { divName: '阳' } });
    expect(common.status).toBe(200);
    expect((common.body.data as SlyCity[]).map((c) => c.name).sort()).toEqual(['朝阳', '朝阳区', '沈阳', '襄阳'].sort());
  });

  it('creates, edits and deletes one, with the mapped standard cities following', async () => {
    const guangdong = await slyCity(t.token.admin, '广东', 'CN');
    const missing = await t.server.request('POST', `${SLY}/save`, { token: t.token.admin, json: {} });
    expectFailure(missing, 400, '请输入城市名称');
    expect(missing.body.errors).toMatchObject({ name: '请输入城市名称', slyCode: '请输入城市编码', countryCode: '请选择国家', level: '请选择城市级别' });
    const dup = await t.server.request('POST', `${SLY}/save`, { token: t.token.admin, json: { name: '广州', slyCode: 'CAN', countryCode: 'CN', level: 2 } });
    expectFailure(dup, 400, '该国家下商旅城市编码已存在');
    const badParent = await t.server.request('POST', `${SLY}/save`, {
      token: t.token.admin,
      json: { name: '中山', slyCode: 'ZSH', countryCode: 'JP', level: 2, parentId: guangdong.id },
    });
    expectFailure(badParent, 400, '上级城市不存在');

    const created = await t.server.request('POST', `${SLY}/save`, { token: t.token.admin, json: { name: '中山', slyCode: 'ZSH', countryCode: 'CN', level: 2, parentId: guangdong.id } });
    expect(created.body.data).toMatchObject({ name: '中山', fullName: '广东-中山', parentName: '广东', slyId: 'ZSH' });
    const zhuhai = await standard(t.token.admin, '440400');
    await editMapping(t.token.admin, { id: zhuhai.id, bipId: created.body.data.id });

    const edited = await t.server.request('POST', `${SLY}/edit`, {
      token: t.token.admin,
      json: { id: created.body.data.id, name: '中山市区', slyCode: 'ZSH', countryCode: 'CN', level: 2, parentId: guangdong.id },
    });
    expect(edited.body.data).toMatchObject({ name: '中山市区', fullName: '广东-中山市区' });
    expect(await standard(t.token.admin, '440400')).toMatchObject({ bipName: '中山市区', slyName: '中山市区', mappingFlag: '0' });

    expectFailure(await t.server.request('DELETE', `${SLY}/del/${guangdong.id}`, { token: t.token.admin }), 400, '该商旅城市含有下级城市，请先删除下级城市');
    expectFailure(await t.server.request('DELETE', `${SLY}/del/${created.body.data.id}`, { token: t.token.tenant }), 404, '资源不存在');
    const deleted = await t.server.request('DELETE', `${SLY}/del/${created.body.data.id}`, { token: t.token.admin });
    expect(deleted.status).toBe(200);
    expect(await standard(t.token.admin, '440400')).toMatchObject({ mappingFlag: '1', bipId: null, bipName: null });
  });

  it('deletes a standard city (the reference relation)', async () => {
    const city = await standard(t.token.admin, 'US-HNL');
    expectFailure(await t.server.request('DELETE', `${STD}/del/abc`, { token: t.token.admin }), 400, '缺少城市编号');
    expect((await t.server.request('DELETE', `${STD}/del/${city.id}`, { token: t.token.admin })).status).toBe(200);
    expect((await standardPage(t.token.admin, { code: 'US-HNL' })).body.data.total).toBe(0);
    expectFailure(await t.server.request('DELETE', `${STD}/del/${city.id}`, { token: t.token.admin }), 404, '资源不存在');
  });
});

describe('totals of the unfiltered list', () => {
  it('come from trigger-kept counts that follow every insert, update and delete', async () => {
    const db = t.server.app.database.db;
    const actual = async (tenantId: number, flag?: '0' | '1') => {
      let q = db.selectFrom('sys_standard_city').where('tenant_id', '=', tenantId);
      if (flag === '0') q = q.where('mapping_flag', '=', '0');
      if (flag === '1') q = q.where('mapping_flag', '<>', '0');
      return Number((await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    };
    // After the mappings, syncs and deletions above, and after a few more direct writes:
    await db
      .insertInto('sys_standard_city')
      .values([
        { tenant_id: 1, code: 'ZZ-1', full_name: '测试一', level: 2, country_code: 'CN', mapping_flag: '1' },
        { tenant_id: 1, code: 'ZZ-2', full_name: '测试二', level: 2, country_code: 'CN', mapping_flag: '2' },
      ])
      .execute();
    await db.updateTable('sys_standard_city').set({ mapping_flag: '0' }).where('code', '=', 'ZZ-1').execute();
    await db.deleteFrom('sys_standard_city').where('code', '=', 'ZZ-2').execute();
    for (const [token, tenantId] of [
      [t.token.admin, 1],
      [t.token.tenant, 2],
    ] as const) {
      expect((await standardPage(token)).body.data.total).toBe(await actual(tenantId));
      expect((await standardPage(token, { mappingFlag: '0' })).body.data.total).toBe(await actual(tenantId, '0'));
      expect((await standardPage(token, { mappingFlag: '1' })).body.data.total).toBe(await actual(tenantId, '1'));
    }
    expect(await actual(1)).toBe(74);
  });
});
