import { describe, expect, it } from 'vitest';
import { serverWithUsers } from './support/server';
import { download, uploadImport } from './support/tasks';
import { readWorkbook, sheetRows, workbookOf } from './support/xlsx';

/** Standard cities (the city mapping page) imported and exported through the task registry (docs/product.md#import-and-export-tasks). */
const TEMPLATE = 'SYS_STANDARD_CITY';
const BILL = 'EXPORT_STANDARD_CITY';
const EXPORT = '/platsync/sysStandardCity/export';
const HEADERS_ZH = ['*城市编码', '*国家编码', '*级别', '*省/州', '市', '区/县'];

const t = serverWithUsers(['admin', 'tenant']);

const db = () => t.server.app.database.db;
const importTask = async (token: string, batch: string) =>
  (await t.server.request('GET', '/import/importlog/page', { token, query: { templateCode: TEMPLATE, size: 100 } })).body.data.records.find((r: { batch: string }) => r.batch === batch);
const exportTask = async (token: string, id: number) =>
  (await t.server.request('GET', '/admin/v1/export-task/page', { token, query: { billType: BILL, size: 100 } })).body.data.records.find((r: { id: number }) => r.id === id);
const citiesOf = (tenantId: number, codes: string[]) =>
  db()
    .selectFrom('sys_standard_city')
    .select(['code', 'full_name', 'province_name', 'city_name', 'area_name', 'level', 'country_code', 'mapping_flag', 'bip_name', 'sly_code'])
    .where('tenant_id', '=', tenantId)
    .where('code', 'in', codes)
    .orderBy('code')
    .execute();
/** Every row the list shows for a search (all pages). */
const listed = async (token: string, query: Record<string, string>) =>
  (await t.server.request('GET', '/platsync/sysStandardCity/page', { token, query: { ...query, size: 500 } })).body.data.records as { code: string }[];
/** Runs an export to completion and reads its file. */
async function exported(token: string, body: Record<string, unknown>) {
  const reply = await t.server.request('POST', EXPORT, { token, json: { billType: BILL, ...body } });
  expect(reply.body).toMatchObject({ code: 0, msg: '正在导出，请到导出日志中查询状态并下载结果！' });
  await t.server.app.tasks.idle();
  const task = await exportTask(token, reply.body.data.taskId);
  expect(task).toMatchObject({ state: 'done', taskName: '标准城市' });
  const file = await download(t.server, token, task.downloadUrl);
  expect(file.status).toBe(200);
  return { task, rows: sheetRows((await readWorkbook(file.bytes)).worksheets[0]) as string[][] };
}

describe('standard city template', () => {
  it('is built from the schema: headers in the user language, a sample row, a list for the level column', async () => {
    const zh = await download(t.server, t.token.admin, `/import/template/${TEMPLATE}/excel`);
    expect(zh.status).toBe(200);
    expect(decodeURIComponent(zh.headers.get('content-disposition') ?? '')).toContain('标准城市导入模板.xlsx');
    const sheet = (await readWorkbook(zh.bytes)).worksheets[0];
    expect(sheetRows(sheet).slice(0, 2)).toEqual([HEADERS_ZH, ['330212', 'CN', '区/县', '浙江省', '宁波市', '鄞州区']]);
    expect(sheet.getCell('C2').dataValidation).toMatchObject({ type: 'list', formulae: ['"省/州,市,区/县"'] });
    expect(sheet.getCell('A2').dataValidation).toBeUndefined();

    const en = (await readWorkbook((await download(t.server, t.token.admin, `/import/template/${TEMPLATE}/excel?lang=en`)).bytes)).worksheets[0];
    expect(sheetRows(en)[0]).toEqual(['*City code', '*Country code', '*Level', '*Province / state', 'City', 'District / county']);
    expect(en.getCell('C3').dataValidation).toMatchObject({ type: 'list', formulae: ['"Province / state,City,District / county"'] });
  });
});

describe('standard city import', () => {
  it('round trip: the template filled in with one bad row imports the good rows and reports the bad one', async () => {
    const workbook = await readWorkbook((await download(t.server, t.token.admin, `/import/template/${TEMPLATE}/excel`)).bytes);
    const sheet = workbook.worksheets[0];
    sheet.getRow(2).values = ['330110', 'CN', '区/县', '浙江省', '杭州市', '余杭区'];
    // The English label and a lower-case country work too; 滨江区 is a business-travel city the tenant holds.
    sheet.addRow(['HZ-BJ2', 'cn', 'District / county', '浙江省', '杭州市', '滨江区']);
    sheet.addRow(['330111', 'CN', '区/县', '浙江省', '杭州市', '']);
    sheet.addRow(['710000', 'CN', '省/州', '台湾省', '', '']);
    const reply = await uploadImport(t.server, t.token.admin, Buffer.from(await workbook.xlsx.writeBuffer()), '标准城市.xlsx', { templateCode: TEMPLATE, tenantId: '1' });
    expect(reply.body).toMatchObject({ code: 0, msg: '正在导入，请到导入日志中查询状态！' });
    await t.server.app.tasks.idle();

    const task = await importTask(t.token.admin, reply.body.data.batch);
    expect(task).toMatchObject({ fileName: '标准城市.xlsx', dataCount: 4, successNum: 3, status: 'IMPORTED', creatorName: '系统管理员' });
    expect(await citiesOf(1, ['330110', 'HZ-BJ2', '330111', '710000'])).toEqual([
      {
        code: '330110',
        full_name: '浙江省-杭州市-余杭区',
        province_name: '浙江省',
        city_name: '杭州市',
        area_name: '余杭区',
        level: 3,
        country_code: 'CN',
        mapping_flag: '1',
        bip_name: null,
        sly_code: null,
      },
      {
        code: '710000',
        full_name: '台湾省',
        province_name: '台湾省',
        city_name: null,
        area_name: null,
        level: 1,
        country_code: 'CN',
        mapping_flag: '1',
        bip_name: null,
        sly_code: null,
      },
      {
        code: 'HZ-BJ2',
        full_name: '浙江省-杭州市-滨江区',
        province_name: '浙江省',
        city_name: '杭州市',
        area_name: '滨江区',
        level: 3,
        country_code: 'CN',
        mapping_flag: '0',
        bip_name: '滨江区',
        sly_code: 'HGH-BJ',
      },
    ]);
    // The list (and its trigger-kept totals) shows them at once.
    expect((await listed(t.token.admin, { code: '33011' })).map((r) => r.code)).toEqual(['330110']);

    const result = await download(t.server, t.token.admin, task.downloadUrl);
    expect(result.status).toBe(200);
    const rows = sheetRows((await readWorkbook(result.bytes)).worksheets[0]);
    expect(rows[0]).toEqual(['城市编码', '国家编码', '级别', '省/州', '市', '区/县', '导入结果']);
    expect(rows.slice(1).map((r) => [r[0], r[6]])).toEqual([
      ['330110', '导入成功'],
      ['HZ-BJ2', '导入成功'],
      ['330111', '请输入区/县名称'],
      ['710000', '导入成功'],
    ]);
  });

  it('reports each refused row with its reason: schema messages, an unknown country, a code already held', async () => {
    const reply = await uploadImport(
      t.server,
      t.token.admin,
      await workbookOf([
        HEADERS_ZH,
        ['', 'CN', '市', '浙江省', '湖州市', ''],
        ['33 05', 'CN', '市', '浙江省', '湖州市', ''],
        ['330500', 'China', '市', '浙江省', '湖州市', ''],
        ['330500', 'CN', '乡镇', '浙江省', '湖州市', ''],
        ['330500', 'CN', '市', '', '湖州市', ''],
        ['330500', 'CN', '市', '浙江省', '', ''],
        ['330500', 'CN', '市', '浙江省', '湖'.repeat(65), ''],
        ['ZZ-1', 'ZZ', '市', '某省', '某市', ''],
        ['330100', 'CN', '市', '浙江省', '杭州市', ''],
        ['330500', 'CN', '市', '浙江省', '湖州市', ''],
        ['330500', 'CN', '市', '浙江省', '湖州市', '文件内重复'],
      ]),
      'reasons.xlsx',
      { templateCode: TEMPLATE },
    );
    await t.server.app.tasks.idle();
    const task = await importTask(t.token.admin, reply.body.data.batch);
    expect(task).toMatchObject({ dataCount: 11, successNum: 1, status: 'IMPORTED' });
    const rows = sheetRows((await readWorkbook((await download(t.server, t.token.admin, task.downloadUrl)).bytes)).worksheets[0]);
    expect(rows.slice(1).map((r) => r[6])).toEqual([
      '请输入城市编码',
      '城市编码只能包含字母、数字、下划线和中划线',
      '请输入国家编码',
      '请选择城市级别',
      '请输入省/州名称',
      '请输入市名称',
      '市名称不能超过64个字符',
      '国家编码不存在',
      '城市编码已存在',
      '导入成功',
      '城市编码已存在',
    ]);
    expect(await citiesOf(1, ['330500'])).toMatchObject([{ full_name: '浙江省-湖州市', level: 2 }]);
  });

  it('refuses a renamed text file and a zip bomb through the shared guard, writing nothing', async () => {
    const before = Number(
      (
        await db()
          .selectFrom('sys_standard_city')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const text = await uploadImport(t.server, t.token.admin, Buffer.from('code,name\n1,a\n'), 'cities.xlsx', { templateCode: TEMPLATE });
    expect(text).toMatchObject({ status: 400, body: { code: 1, msg: '文件内容不是有效的Excel(.xlsx)文件' } });
    const csv = await uploadImport(t.server, t.token.admin, await workbookOf([HEADERS_ZH]), 'cities.csv', { templateCode: TEMPLATE });
    expect(csv.body).toMatchObject({ code: 1, msg: '导入文件只能是.xls或.xlsx格式' });
    await t.server.app.tasks.idle();
    expect(
      Number(
        (
          await db()
            .selectFrom('sys_standard_city')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(before);
  });
});

describe('standard city export', () => {
  it('holds exactly the rows the list shows for the same search', async () => {
    const search = { fullName: '浙江' };
    const expected = await listed(t.token.admin, search);
    const inDatabase = await db().selectFrom('sys_standard_city').select('code').where('tenant_id', '=', 1).where('full_name', 'like', '%浙江%').execute();
    expect(expected.map((r) => r.code).sort()).toEqual(inDatabase.map((r) => r.code).sort());
    expect(expected.length).toBeGreaterThan(5);
    const { task, rows } = await exported(t.token.admin, search);
    expect(task).toMatchObject({ totalNum: expected.length, successNum: expected.length });
    expect(rows[0]).toEqual(['城市编码', '城市全称', '国家编码', '级别', '省/州', '市', '区/县', '映射状态', '商旅城市', '商旅上级城市', '商旅城市编码']);
    expect(
      rows
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual(expected.map((r) => r.code).sort());
    const byCode = new Map(rows.slice(1).map((r) => [r[0], r]));
    expect(byCode.get('330110')).toEqual(['330110', '浙江省-杭州市-余杭区', 'CN', '区/县', '浙江省', '杭州市', '余杭区', '失败']);
    expect(byCode.get('HZ-BJ2')).toEqual(['HZ-BJ2', '浙江省-杭州市-滨江区', 'CN', '区/县', '浙江省', '杭州市', '滨江区', '成功', '滨江区', '杭州', 'HGH-BJ']);
  });

  it('takes the flag and country filters, from the query as well', async () => {
    const expected = await listed(t.token.admin, { mappingFlag: '1', countryCode: 'US' });
    const reply = await t.server.request('POST', EXPORT, { token: t.token.admin, query: { billType: BILL, mappingFlag: '1', countryCode: 'us' } });
    expect(reply.body.data.total).toBe(expected.length);
    await t.server.app.tasks.idle();
    const task = await exportTask(t.token.admin, reply.body.data.taskId);
    const rows = sheetRows((await readWorkbook((await download(t.server, t.token.admin, task.downloadUrl)).bytes)).worksheets[0]);
    expect(rows.slice(1).map((r) => r[0])).toEqual(expected.map((r) => r.code).sort());
    expect(rows.slice(1).every((r) => r[7] === '失败' && r[2] === 'US')).toBe(true);
  });

  it('warns when nothing matches, and a missing billType is a parameter error in the log only', async () => {
    const none = await t.server.request('POST', EXPORT, { token: t.token.admin, json: { billType: BILL, fullName: '不存在的城市' } });
    expect(none.body).toMatchObject({ code: 0, msg: '暂无满足条件的数据可以导出！', data: { taskId: null, total: 0 } });
    const missing = await t.server.request('POST', EXPORT, { token: t.token.admin, json: { fullName: '浙江' } });
    await t.server.app.tasks.idle();
    expect(
      await t.server
        .request('GET', '/admin/v1/export-task/page', { token: t.token.admin, query: { size: 100 } })
        .then((r) => r.body.data.records.find((t: { id: number }) => t.id === missing.body.data.taskId)),
    ).toMatchObject({
      state: 'failed',
      message: '参数错误：缺少导出类型(billType)',
      downloadUrl: null,
    });
  });

  it('writes formula-looking names as text', async () => {
    await db()
      .insertInto('sys_standard_city')
      .values({ tenant_id: 1, code: 'INJ-1', full_name: '=HYPERLINK("http://x","y")', province_name: '+1', level: 1, country_code: 'CN', mapping_flag: '1' })
      .execute();
    const { rows } = await exported(t.token.admin, { code: 'INJ-' });
    expect(rows.slice(1).map((r) => [r[0], r[1], r[4]])).toEqual([['INJ-1', '\'=HYPERLINK("http://x","y")', "'+1"]]);
  });
});

describe('tenant isolation', () => {
  it('a tenant imports into, exports from and sees only its own cities, tasks and files', async () => {
    // The same code as the main tenant's: codes are unique per tenant.
    const reply = await uploadImport(t.server, t.token.tenant, await workbookOf([HEADERS_ZH, ['330110', 'CN', '区/县', '浙江省', '杭州市', '余杭区']]), 't2.xlsx', {
      templateCode: TEMPLATE,
    });
    await t.server.app.tasks.idle();
    expect(await importTask(t.token.tenant, reply.body.data.batch)).toMatchObject({ status: 'IMPORTED', successNum: 1 });
    expect(await citiesOf(2, ['330110'])).toHaveLength(1);
    expect(await citiesOf(1, ['330110'])).toHaveLength(1);

    const own = await db().selectFrom('sys_standard_city').select('code').where('tenant_id', '=', 2).where('full_name', 'like', '%浙江%').execute();
    const { rows } = await exported(t.token.tenant, { fullName: '浙江' });
    expect(
      rows
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual(own.map((r) => r.code).sort());
    expect(rows.some((r) => r[0] === 'HZ-BJ2')).toBe(false);

    // The export refuses another tenant as its list does (docs/product.md#validation and docs/product.md#errors-and-messages), and starts no task.
    const foreign = await t.server.request('POST', EXPORT, { token: t.token.tenant, json: { billType: BILL, tenantId: 1 } });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toEqual({ code: 1, msg: '当前操作没有权限', data: null });
    const foreignImport = await uploadImport(t.server, t.token.tenant, await workbookOf([HEADERS_ZH]), 'x.xlsx', { templateCode: TEMPLATE, tenantId: '1' });
    expect(foreignImport.status).toBe(403);
  });

  it('refuses the main tenant files to the second tenant on every download path, and hides its tasks', async () => {
    const imports = (await t.server.request('GET', '/import/importlog/page', { token: t.token.admin, query: { templateCode: TEMPLATE, size: 100 } })).body.data.records;
    const imported = imports.find((r: { downloadUrl: string | null }) => r.downloadUrl);
    const resultFile = (await db().selectFrom('sys_import_log').select('result_file').where('batch', '=', imported.batch).executeTakeFirstOrThrow()).result_file!;
    const exports = (await t.server.request('GET', '/admin/v1/export-task/page', { token: t.token.admin, query: { billType: BILL, size: 100 } })).body.data.records;
    const done = exports.find((r: { state: string }) => r.state === 'done');
    const exportFile = done.downloadUrl.split('/').pop();

    const paths = [
      imported.downloadUrl,
      `/admin/sys-file/import/${resultFile}`,
      `/admin/sys-file/download?bucket=import&fileName=${resultFile}`,
      done.downloadUrl,
      `/admin/sys-file/download?bucket=export&fileName=${exportFile}`,
    ];
    for (const path of paths) {
      expect((await download(t.server, t.token.admin, path)).status).toBe(200);
      expect((await download(t.server, t.token.tenant, path)).status).toBe(403);
    }
    const tenantImports = (await t.server.request('GET', '/import/importlog/page', { token: t.token.tenant, query: { templateCode: TEMPLATE, size: 100 } })).body.data.records;
    expect(tenantImports.map((r: { batch: string }) => r.batch)).not.toContain(imported.batch);
    const tenantExports = (await t.server.request('GET', '/admin/v1/export-task/page', { token: t.token.tenant, query: { billType: BILL, size: 100 } })).body.data.records;
    expect(tenantExports.map((r: { id: number }) => r.id)).not.toContain(done.id);
  });
});
