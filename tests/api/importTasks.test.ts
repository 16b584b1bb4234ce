import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it, vi } from 'vitest';
import { completeLength } from '../../server/tasks/exceljsUtf8';
import { findImport } from '../../server/tasks/registry';
import { serverWithUsers, tableCounts } from './support/server';
import { download, uploadImport } from './support/tasks';
import { readWorkbook, sheetRows, workbookOf, zipOf } from './support/xlsx';

const TEMPLATE = 'ACT_ACCOUNT_TYPE';
const HEADERS_ZH = ['*账户类型名称', '*账户类别', '*账户种类', '备注'];

const t = serverWithUsers(['admin', 'tenant']);

const importLog = async (token: string, query: Record<string, string | number> = { templateCode: TEMPLATE }) =>
  (await t.server.request('GET', '/import/importlog/page', { token, query })).body.data;
const accountTypeNames = async (tenantId: number) =>
  (await t.server.app.database.db.selectFrom('act_account_type').select('account_type_name').where('tenant_id', '=', tenantId).execute()).map((r) => r.account_type_name);
const importCounts = async () => {
  const row = await t.server.app.database.db
    .selectFrom('sys_import_log')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

describe('import template', () => {
  it('builds the workbook from the schema: zh headers, a sample row and lists for the enum columns', async () => {
    const reply = await download(t.server, t.token.admin, `/import/template/${TEMPLATE}/excel`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toContain('spreadsheetml');
    const sheet = (await readWorkbook(reply.bytes)).worksheets[0];
    const rows = sheetRows(sheet);
    expect(rows[0]).toEqual(['*账户类型名称', '*账户类别', '*账户种类', '状态', '备注']);
    expect(rows[1]).toEqual(['员工午餐账户', '福利账户', '金额', '启用', '工作日午餐补贴']);
    expect(sheet.getCell('B2').dataValidation).toMatchObject({ type: 'list', formulae: ['"个人账户,福利账户,差旅账户,部门加班卡,部门活动卡"'] });
    expect(sheet.getCell('C500').dataValidation).toMatchObject({ type: 'list', formulae: ['"金额,次数,积分"'] });
    expect(sheet.getCell('D2').dataValidation).toMatchObject({ type: 'list', formulae: ['"启用,停用"'] });
    expect(sheet.getCell('A2').dataValidation).toBeUndefined();
  });

  it('speaks English when asked by lang or Accept-Language', async () => {
    for (const reply of [
      await download(t.server, t.token.admin, `/import/template/${TEMPLATE}/excel?lang=en`),
      await fetch(`${t.server.api}/import/template/${TEMPLATE}/excel`, { headers: { authorization: `Bearer ${t.token.admin}`, 'accept-language': 'en-US,en;q=0.9' } }).then(
        async (r) => ({ bytes: Buffer.from(await r.arrayBuffer()) }),
      ),
    ]) {
      const rows = sheetRows((await readWorkbook(reply.bytes)).worksheets[0]);
      expect(rows[0]).toEqual(['*Account type name', '*Category', '*Kind', 'Status', 'Remark']);
      expect(rows[1]).toEqual(['员工午餐账户', 'Welfare', 'Amount', 'Enabled', '工作日午餐补贴']);
    }
  });

  it('answers 导入模板不存在 for an unknown code', async () => {
    const reply = await t.server.request('GET', '/import/template/NOPE/excel', { token: t.token.admin });
    expect(reply.status).toBe(404);
    expect(reply.body).toMatchObject({ code: 1, msg: '导入模板不存在' });
  });
});

describe('asynchronous import', () => {
  it('round trip: the downloaded template, filled in, imports its rows', async () => {
    const template = await download(t.server, t.token.admin, `/import/template/${TEMPLATE}/excel`);
    const workbook = await readWorkbook(template.bytes);
    const sheet = workbook.worksheets[0];
    sheet.getRow(2).values = ['导入午餐卡', '个人账户', '金额', '启用', '模板导入'];
    sheet.addRow(['导入积分卡', 'Welfare', '积分', 'Disabled', null]);
    sheet.addRow(['导入差旅卡', 4, 1, null, '数值也可以']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());

    const reply = await uploadImport(t.server, t.token.admin, bytes, '账户类型.xlsx', { templateCode: TEMPLATE, tenantId: '1' });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ code: 0, msg: '正在导入，请到导入日志中查询状态！' });
    await t.server.app.tasks.idle();

    const log = await importLog(t.token.admin);
    const task = log.records.find((r: { batch: string }) => r.batch === reply.body.data.batch);
    expect(task).toMatchObject({ fileName: '账户类型.xlsx', dataCount: 3, successNum: 3, status: 'IMPORTED', creatorName: '系统管理员' });
    const rows = await t.server.app.database.db
      .selectFrom('act_account_type')
      .select(['account_type_name', 'account_type', 'account_kind', 'enable_flag', 'remark'])
      .where('tenant_id', '=', 1)
      .where('account_type_name', 'like', '导入%')
      .orderBy('account_type_name')
      .execute();
    expect(rows).toEqual([
      { account_type_name: '导入午餐卡', account_type: 0, account_kind: 1, enable_flag: '1', remark: '模板导入' },
      { account_type_name: '导入差旅卡', account_type: 4, account_kind: 1, enable_flag: '1', remark: '数值也可以' },
      { account_type_name: '导入积分卡', account_type: 1, account_kind: 3, enable_flag: '0', remark: null },
    ]);
  });

  it('writes the good rows and reports the bad ones with the form messages in the result file', async () => {
    const bytes = await workbookOf([
      HEADERS_ZH,
      ['混合好行一', '福利账户', '金额', ''],
      ['', '福利账户', '金额', '缺名称'],
      ['混合坏类别', '高级账户', '金额', ''],
      ['混合坏种类', '福利账户', '', ''],
      ['超长'.repeat(16), '福利账户', '金额', ''],
      ['差旅账户', '差旅账户', '金额', '已存在'],
      [{ formula: 'CONCAT("a","b")', result: 'ab' }, '福利账户', '金额', ''],
      ['混合好行二', '部门活动卡', '次数', '好'],
      ['混合好行二', '部门活动卡', '次数', '文件内重复'],
    ]);
    const before = await accountTypeNames(1);
    const reply = await uploadImport(t.server, t.token.admin, bytes, 'mixed.xlsx');
    expect(reply.body.code).toBe(0);
    await t.server.app.tasks.idle();

    const task = (await importLog(t.token.admin)).records.find((r: { batch: string }) => r.batch === reply.body.data.batch);
    expect(task).toMatchObject({ dataCount: 9, successNum: 2, status: 'IMPORTED' });
    const after = await accountTypeNames(1);
    expect(after.filter((n) => !before.includes(n)).sort()).toEqual(['混合好行一', '混合好行二'].sort());

    const result = await download(t.server, t.token.admin, task.downloadUrl);
    expect(result.status).toBe(200);
    const rows = sheetRows((await readWorkbook(result.bytes)).worksheets[0]);
    expect(rows[0]).toEqual(['账户类型名称', '账户类别', '账户种类', '状态', '备注', '导入结果']);
    expect(rows.slice(1).map((r) => r[5])).toEqual([
      '导入成功',
      '请输入账户类型名称',
      '请选择账户类别',
      '请选择账户种类',
      '账户类型名称不能超过30个字符',
      '账户类型名称已存在',
      '不支持公式，请直接填写内容',
      '导入成功',
      '账户类型名称已存在',
    ]);
  });

  it('marks a file whose rows are all invalid CHECK_FAIL and one without data rows too', async () => {
    const bad = await uploadImport(t.server, t.token.admin, await workbookOf([HEADERS_ZH, ['', '', '', 'x']]), 'bad.xlsx');
    const empty = await uploadImport(t.server, t.token.admin, await workbookOf([HEADERS_ZH]), 'empty.xlsx');
    const wrongHeaders = await uploadImport(
      t.server,
      t.token.admin,
      await workbookOf([
        ['名字', '类别'],
        ['a', 'b'],
      ]),
      'headers.xlsx',
    );
    await t.server.app.tasks.idle();
    const records = (await importLog(t.token.admin)).records;
    const of = (batch: string) => records.find((r: { batch: string }) => r.batch === batch);
    expect(of(bad.body.data.batch)).toMatchObject({ status: 'CHECK_FAIL', dataCount: 1, successNum: 0, errorMsg: '全部数据校验未通过，请下载结果查看原因' });
    expect(of(bad.body.data.batch).downloadUrl).toBeTruthy();
    expect(of(empty.body.data.batch)).toMatchObject({ status: 'CHECK_FAIL', dataCount: 0, errorMsg: '文件中没有可导入的数据' });
    expect(of(wrongHeaders.body.data.batch)).toMatchObject({ status: 'CHECK_FAIL', errorMsg: '模板表头不正确，请下载最新的导入模板', downloadUrl: null });
  });

  it('marks an import whose valid rows the database all refuses IMPORT_FAIL, with the reasons in the result', async () => {
    const reply = await uploadImport(t.server, t.token.admin, await workbookOf([HEADERS_ZH, ['差旅账户', '差旅账户', '金额', ''], ['早餐次卡', '个人账户', '次数', '']]), 'dups.xlsx');
    await t.server.app.tasks.idle();
    const task = (await importLog(t.token.admin)).records.find((r: { batch: string }) => r.batch === reply.body.data.batch);
    expect(task).toMatchObject({ status: 'IMPORT_FAIL', dataCount: 2, successNum: 0, errorMsg: '没有数据写入成功，请下载结果查看原因' });
    const rows = sheetRows((await readWorkbook((await download(t.server, t.token.admin, task.downloadUrl)).bytes)).worksheets[0]);
    expect(rows.slice(1).map((r) => r[5])).toEqual(['账户类型名称已存在', '账户类型名称已存在']);
  });

  it('stores formula-looking text as text, never as a formula', async () => {
    const reply = await uploadImport(t.server, t.token.admin, await workbookOf([HEADERS_ZH, ['=1+2', '福利账户', '金额', '@SUM(A1)']]), 'f.xlsx');
    await t.server.app.tasks.idle();
    const task = (await importLog(t.token.admin)).records.find((r: { batch: string }) => r.batch === reply.body.data.batch);
    expect(task).toMatchObject({ status: 'IMPORTED', successNum: 1 });
    const row = await t.server.app.database.db.selectFrom('act_account_type').select('remark').where('account_type_name', '=', '=1+2').executeTakeFirstOrThrow();
    expect(row.remark).toBe('@SUM(A1)');
    const result = (await readWorkbook((await download(t.server, t.token.admin, task.downloadUrl)).bytes)).worksheets[0];
    expect(result.getCell('A2').value).toBe("'=1+2");
    expect(result.getCell('A2').formula).toBeUndefined();
  });
});

describe('Chinese text across read chunks', () => {
  it('imports every character intact, from inline strings (streaming writers) and shared strings (Excel) alike', async () => {
    const remark = (i: number) => `第${i}行：员工午餐补贴，按月发放，节假日顺延。`;
    const inline = join(tmpdir(), `inline-${process.pid}.xlsx`);
    const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: inline, useStyles: false, useSharedStrings: false });
    const sheet = writer.addWorksheet('账户类型');
    sheet.addRow(['账户类型名称', '账户类别', '账户种类', '备注']).commit();
    for (let i = 1; i <= 6000; i++) sheet.addRow([`中文行内${i}`, '部门活动卡', '金额', remark(i)]).commit();
    sheet.commit();
    await writer.commit();
    const shared = await workbookOf([HEADERS_ZH, ...Array.from({ length: 6000 }, (_, k) => [`中文共享${k + 1}`, '部门活动卡', '金额', remark(k + 1)])]);

    for (const [bytes, prefix] of [
      [readFileSync(inline), '中文行内'],
      [shared, '中文共享'],
    ] as const) {
      const reply = await uploadImport(t.server, t.token.admin, bytes, `${prefix}.xlsx`);
      await t.server.app.tasks.idle();
      const task = (await importLog(t.token.admin)).records.find((r: { batch: string }) => r.batch === reply.body.data.batch);
      expect(task).toMatchObject({ status: 'IMPORTED', dataCount: 6000, successNum: 6000 });
      const rows = await t.server.app.database.db.selectFrom('act_account_type').select(['account_type_name', 'remark']).where('account_type_name', 'like', `${prefix}%`).execute();
      const wrong = rows.filter((r) => r.remark !== remark(Number(r.account_type_name.slice(prefix.length))));
      expect(wrong).toEqual([]);
    }
    rmSync(inline, { force: true });
  }, 120_000);

  it('cuts chunks only between whole UTF-8 characters', () => {
    const bytes = Buffer.from('a中b');
    expect(completeLength(bytes.subarray(0, 2))).toBe(1);
    expect(completeLength(bytes.subarray(0, 3))).toBe(1);
    expect(completeLength(bytes.subarray(0, 4))).toBe(4);
    expect(completeLength(Buffer.from('😀').subarray(0, 3))).toBe(0);
    expect(completeLength(Buffer.from('abc'))).toBe(3);
  });
});

describe('reminders', () => {
  it('tells the user on the realtime channel when a task finishes, when the app has one', async () => {
    const notifyUser = vi.fn();
    (t.server.app as unknown as { realtime?: unknown }).realtime = { notifyUser };
    try {
      const reply = await uploadImport(t.server, t.token.admin, await workbookOf([HEADERS_ZH, ['提醒测试', '福利账户', '金额', '']]), 'n.xlsx');
      expect(reply.body).toMatchObject({ code: 0 });
      await t.server.app.tasks.idle();
      const me = await t.server.app.database.db.selectFrom('sys_user').select('user_id').where('username', '=', 'admin').executeTakeFirstOrThrow();
      expect(notifyUser).toHaveBeenCalledWith(1, me.user_id, '账户类型导入', { type: 'import', id: expect.any(Number) });
    } finally {
      delete (t.server.app as unknown as { realtime?: unknown }).realtime;
    }
  });

  it('tells the user too when an import fails while writing, and the log says why', async () => {
    const notifyUser = vi.fn();
    (t.server.app as unknown as { realtime?: unknown }).realtime = { notifyUser };
    const insert = vi.spyOn(findImport(TEMPLATE)!, 'insert').mockRejectedValueOnce(new Error('the database went away'));
    try {
      const reply = await uploadImport(t.server, t.token.admin, await workbookOf([HEADERS_ZH, ['写入失败提醒', '福利账户', '金额', '']]), 'w.xlsx');
      expect(reply.body).toMatchObject({ code: 0 });
      await t.server.app.tasks.idle();
      const task = (await importLog(t.token.admin)).records.find((r: { batch: string }) => r.batch === reply.body.data.batch);
      expect(task).toMatchObject({ status: 'IMPORT_FAIL', errorMsg: '写入数据失败，请稍后重试', successNum: 0 });
      expect(insert).toHaveBeenCalledTimes(1);
      expect(notifyUser).toHaveBeenCalledWith(1, t.user.admin.userId, '账户类型导入', { type: 'import', id: task.id });
    } finally {
      insert.mockRestore();
      delete (t.server.app as unknown as { realtime?: unknown }).realtime;
    }
  });
});

describe('refused uploads write nothing', () => {
  const refuse = async (bytes: Buffer, name: string, message: string) => {
    const before = { ...(await tableCounts(t.server.app)), logs: await importCounts() };
    const reply = await uploadImport(t.server, t.token.admin, bytes, name);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: 1, msg: message });
    await t.server.app.tasks.idle();
    expect({ ...(await tableCounts(t.server.app)), logs: await importCounts() }).toEqual(before);
  };

  it('a text file renamed .xlsx', async () => {
    await refuse(Buffer.from('name,category\n午餐,1\n'), 'renamed.xlsx', '文件内容不是有效的Excel(.xlsx)文件');
  });

  it('a zip that is no workbook', async () => {
    await refuse(zipOf([{ name: 'readme.txt', data: Buffer.from('hello') }]), 'fake.xlsx', '文件内容不是有效的Excel(.xlsx)文件');
  });

  it('a name that is not .xls or .xlsx', async () => {
    await refuse(await workbookOf([HEADERS_ZH]), 'data.csv', '导入文件只能是.xls或.xlsx格式');
  });

  it('a compound-file signature with nothing behind it (.xls files: xlsImport.test.ts)', async () => {
    const ole = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);
    await refuse(ole, 'old.xls', '文件内容不是有效的Excel(.xls)文件');
  });

  it('a file over the upload limit', async () => {
    const big = Buffer.concat([await workbookOf([HEADERS_ZH]), Buffer.alloc(10 * 1024 * 1024 + 10)]);
    await refuse(big, 'big.xlsx', '导入文件不能超过10MB');
  });

  it('a zip bomb that declares its size honestly', async () => {
    const parts = [
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(300 * 1024 * 1024) },
    ];
    await refuse(zipOf(parts), 'bomb.xlsx', '文件解压后过大或条目过多，已拒绝');
  });

  it('a zip bomb whose header lies about its size', async () => {
    const parts = [
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(64 * 1024 * 1024), declaredSize: 1000 },
    ];
    await refuse(zipOf(parts), 'liar.xlsx', '文件解压后过大或条目过多，已拒绝');
  });

  it('too many zip entries', async () => {
    const parts = [
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
      ...Array.from({ length: 600 }, (_, i) => ({ name: `xl/x${i}.xml`, data: Buffer.from('x') })),
    ];
    await refuse(zipOf(parts), 'many.xlsx', '文件解压后过大或条目过多，已拒绝');
  });

  it('no file, the wrong field, an unknown template, another tenant', async () => {
    const bytes = await workbookOf([HEADERS_ZH, ['x', '福利账户', '金额', '']]);
    expect((await uploadImport(t.server, t.token.admin, bytes, 'a.xlsx', { templateCode: TEMPLATE }, 'file')).body).toMatchObject({ code: 1, msg: '请选择要导入的文件' });
    expect((await uploadImport(t.server, t.token.admin, bytes, 'a.xlsx', { templateCode: 'NOPE' })).body).toMatchObject({ code: 1, msg: '导入模板不存在' });
    expect((await uploadImport(t.server, t.token.admin, bytes, 'a.xlsx', {})).body).toMatchObject({ code: 1, msg: '缺少导入模板编码' });
    const other = await uploadImport(t.server, t.token.admin, bytes, 'a.xlsx', { templateCode: TEMPLATE, tenantId: '2' });
    expect(other.status).toBe(403);
  });

  it('too many rows', async () => {
    const rows: unknown[][] = [HEADERS_ZH];
    for (let i = 0; i < 100_001; i++) rows.push([`r${i}`, 1, 1]);
    const reply = await uploadImport(t.server, t.token.admin, await workbookOf(rows), 'rows.xlsx');
    expect(reply.body.code).toBe(0);
    await t.server.app.tasks.idle();
    const task = (await importLog(t.token.admin)).records.find((r: { batch: string }) => r.batch === reply.body.data.batch);
    expect(task).toMatchObject({ status: 'CHECK_FAIL', successNum: 0, errorMsg: '导入数据不能超过100000行' });
    expect((await accountTypeNames(1)).includes('r1')).toBe(false);
  });
});

describe('import log and result downloads', () => {
  it('pages 20 per page by default, newest first, within the tenant', async () => {
    const page = await importLog(t.token.admin);
    expect(page.size).toBe(20);
    expect(page.records.length).toBeLessThanOrEqual(20);
    expect(page.total).toBeGreaterThan(5);
    const ids = page.records.map((r: { id: number }) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await importLog(t.token.tenant)).total).toBe(0);
  });

  it('searches the log by state, counting what it finds; a state it does not know is refused with a message', async () => {
    const all = (await importLog(t.token.admin, { templateCode: TEMPLATE, size: 100 })).records as { id: number; status: string }[];
    const states = [...new Set(all.map((r) => r.status))];
    expect(states).toEqual(expect.arrayContaining(['IMPORTED', 'CHECK_FAIL']));
    for (const status of states) {
      const found = await importLog(t.token.admin, { templateCode: TEMPLATE, status, size: 100 });
      expect(found.records.map((r: { id: number }) => r.id)).toEqual(all.filter((r) => r.status === status).map((r) => r.id));
      expect(found.total).toBe(found.records.length);
    }
    const refused = await t.server.request('GET', '/import/importlog/page', { token: t.token.admin, query: { status: 'DONE' } });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('请选择有效的选项');
  });

  it('refuses result files across tenants, on every download path', async () => {
    const task = (await importLog(t.token.admin)).records.find((r: { downloadUrl: string | null }) => r.downloadUrl);
    const fileName = (await t.server.app.database.db.selectFrom('sys_import_log').select('result_file').where('batch', '=', task.batch).executeTakeFirstOrThrow()).result_file!;
    expect((await download(t.server, t.token.admin, task.downloadUrl)).status).toBe(200);
    expect((await download(t.server, t.token.admin, `/admin/sys-file/import/${fileName}`)).status).toBe(200);
    expect((await download(t.server, t.token.admin, `/admin/sys-file/download?bucket=import&fileName=${fileName}`)).status).toBe(200);
    for (const path of [task.downloadUrl, `/admin/sys-file/import/${fileName}`, `/admin/sys-file/download?bucket=import&fileName=${fileName}`]) {
      expect((await download(t.server, t.token.tenant, path)).status).toBe(403);
    }
    expect((await fetch(`${t.server.api}${task.downloadUrl}`)).status).toBe(401);
    expect((await download(t.server, t.token.admin, '/admin/sys-file/import/..%2F..%2Fetc%2Fpasswd')).status).toBe(400);
  });
});
