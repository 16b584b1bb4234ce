import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { assertSafeXls } from '../../server/tasks/xlsGuard';
import { serverWithUsers, tableCounts } from './support/server';
import { download, uploadImport } from './support/tasks';
import { readWorkbook, sheetRows, workbookOf, xlsOf, xlsWithFormula } from './support/xlsx';

/** .xls imports (docs/product.md#validation): real BIFF8 files written by @e965/xlsx, behind the same guards as .xlsx. */
const HEADERS_ZH = ['*账户类型名称', '*账户类别', '*账户种类', '备注'];

const t = serverWithUsers(['admin']);

const importLog = async () => (await t.server.request('GET', '/import/importlog/page', { token: t.token.admin, query: { templateCode: 'ACT_ACCOUNT_TYPE' } })).body.data;
const taskOf = async (batch: string) => (await importLog()).records.find((r: { batch: string }) => r.batch === batch);
const importCount = async () =>
  Number(
    (
      await t.server.app.database.db
        .selectFrom('sys_import_log')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function importXls(bytes: Buffer, name: string) {
  const reply = await uploadImport(t.server, t.token.admin, bytes, name);
  expect(reply.body).toMatchObject({ code: 0, msg: '正在导入，请到导入日志中查询状态！' });
  await t.server.app.tasks.idle();
  return taskOf(reply.body.data.batch);
}

describe('.xls imports', () => {
  it('imports the good rows and writes each bad row with its message into the result file', async () => {
    const bytes = xlsWithFormula(
      [
        HEADERS_ZH,
        ['旧格式午餐卡', '福利账户', '金额', '从xls导入'],
        ['', '福利账户', '金额', '缺名称'],
        ['旧格式坏类别', '高级账户', '金额', ''],
        [null, '福利账户', '金额', '公式'],
        ['=1+2', 'Travel', 3, '@SUM(A1)'],
        ['差旅账户', '差旅账户', '金额', '已存在'],
      ],
      4,
      0,
    );
    expect(bytes.subarray(0, 4).toString('hex')).toBe('d0cf11e0');
    const task = await importXls(bytes, '旧格式.xls');
    expect(task).toMatchObject({ fileName: '旧格式.xls', dataCount: 6, successNum: 2, status: 'IMPORTED' });

    const written = await t.server.app.database.db
      .selectFrom('act_account_type')
      .select(['account_type_name', 'account_type', 'account_kind', 'remark'])
      .where('tenant_id', '=', 1)
      .where('account_type_name', 'in', ['旧格式午餐卡', '=1+2'])
      .orderBy('account_type_name')
      .execute();
    expect(written).toEqual([
      { account_type_name: '=1+2', account_type: 4, account_kind: 3, remark: '@SUM(A1)' },
      { account_type_name: '旧格式午餐卡', account_type: 1, account_kind: 1, remark: '从xls导入' },
    ]);

    const result = await readWorkbook((await download(t.server, t.token.admin, task.downloadUrl)).bytes);
    const rows = sheetRows(result.worksheets[0]);
    expect(rows[0]).toEqual(['账户类型名称', '账户类别', '账户种类', '状态', '备注', '导入结果']);
    expect(rows.slice(1).map((r) => r[5])).toEqual(['导入成功', '请输入账户类型名称', '请选择账户类别', '不支持公式，请直接填写内容', '导入成功', '账户类型名称已存在']);
    // The result file escapes formula-looking text, whichever format it came from.
    expect(result.worksheets[0].getCell('A6').value).toBe("'=1+2");
    expect(result.worksheets[0].getCell('E6').value).toBe("'@SUM(A1)");
  });

  it('reads English headers, skips the sample and empty rows, and takes an .xlsx renamed .xls as what it is', async () => {
    const english = await importXls(
      xlsOf([['*Account type name', '*Category', '*Kind', 'Remark'], ['员工午餐账户', 'Welfare', 'Amount', '工作日午餐补贴'], [], ['英文表头卡', 'Personal', 'Count', null]]),
      'english.xls',
    );
    expect(english).toMatchObject({ status: 'IMPORTED', dataCount: 1, successNum: 1 });
    const renamed = await importXls(await workbookOf([HEADERS_ZH, ['改名的xlsx', '个人账户', '金额', '']]), 'renamed.xls');
    expect(renamed).toMatchObject({ status: 'IMPORTED', dataCount: 1, successNum: 1 });
  });

  it('refuses a sheet wider than the column limit and one without the template headers, writing nothing', async () => {
    const wide = await importXls(
      xlsOf([
        [...HEADERS_ZH, ...Array.from({ length: 47 }, (_, i) => `列${i}`)],
        ['太宽', '福利账户', '金额', ''],
      ]),
      'wide.xls',
    );
    expect(wide).toMatchObject({ status: 'CHECK_FAIL', successNum: 0, errorMsg: '导入文件不能超过50列' });
    const headers = await importXls(
      xlsOf([
        ['名字', '类别'],
        ['a', 'b'],
      ]),
      'headers.xls',
    );
    expect(headers).toMatchObject({ status: 'CHECK_FAIL', errorMsg: '模板表头不正确，请下载最新的导入模板', downloadUrl: null });
    const names = await t.server.app.database.db.selectFrom('act_account_type').select('account_type_name').where('account_type_name', '=', '太宽').execute();
    expect(names).toEqual([]);
  });
});

describe('refused .xls uploads write nothing', () => {
  const refuse = async (bytes: Buffer, name: string, message: string) => {
    const before = { ...(await tableCounts(t.server.app)), logs: await importCount() };
    const reply = await uploadImport(t.server, t.token.admin, bytes, name);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: 1, msg: message });
    await t.server.app.tasks.idle();
    expect({ ...(await tableCounts(t.server.app)), logs: await importCount() }).toEqual(before);
  };

  it('a text file renamed .xls', async () => {
    await refuse(Buffer.from('name,category\n午餐,1\n'), 'renamed.xls', '文件内容不是有效的Excel(.xls)文件');
  });

  it('a compound file that holds no workbook stream', async () => {
    const cfb = XLSX.CFB.utils.cfb_new();
    XLSX.CFB.utils.cfb_add(cfb, 'WordDocument', Buffer.alloc(5000, 1));
    await refuse(XLSX.CFB.write(cfb, { type: 'buffer' }) as Buffer, 'word.xls', '文件内容不是有效的Excel(.xls)文件');
  });

  it('a compound file with more streams than the limit', async () => {
    const cfb = XLSX.CFB.read(xlsOf([HEADERS_ZH]), { type: 'buffer' });
    for (let i = 0; i < 300; i++) XLSX.CFB.utils.cfb_add(cfb, `extra${i}`, Buffer.from([i & 0xff]));
    await refuse(XLSX.CFB.write(cfb, { type: 'buffer' }) as Buffer, 'streams.xls', '文件内部结构超出限制或已损坏（扇区、数据流），已拒绝');
  });

  it('a sector chain that loops back on itself', async () => {
    await refuse(
      withWorkbookLoop(xlsOf([HEADERS_ZH, ...Array.from({ length: 400 }, (_, i) => [`环${i}`, '福利账户', '金额', ''])])),
      'loop.xls',
      '文件内部结构超出限制或已损坏（扇区、数据流），已拒绝',
    );
  });
});

describe('the compound-file guard on its own', () => {
  const good = xlsOf([HEADERS_ZH, ['a', '福利账户', '金额', '']]);

  it('passes a file the library wrote', () => {
    expect(() => assertSafeXls(good)).not.toThrow();
  });

  it('refuses a header whose sector size is not the standard one, and FAT or directory sectors outside the file', () => {
    const mutate = (offset: number, value: number, bytes = 2) => {
      const copy = Buffer.from(good);
      if (bytes === 2) copy.writeUInt16LE(value, offset);
      else copy.writeUInt32LE(value, offset);
      return copy;
    };
    expect(() => assertSafeXls(mutate(0x1e, 10))).toThrow('文件内容不是有效的Excel(.xls)文件');
    expect(() => assertSafeXls(mutate(0x2c, 100_000, 4))).toThrow('文件内部结构超出限制或已损坏（扇区、数据流），已拒绝');
    expect(() => assertSafeXls(mutate(0x30, 100_000, 4))).toThrow('文件内部结构超出限制或已损坏（扇区、数据流），已拒绝');
    expect(() => assertSafeXls(mutate(0x4c, 0xfffffffe, 4))).toThrow('文件内部结构超出限制或已损坏（扇区、数据流），已拒绝');
  });
});

/** The same file with the Workbook stream's first sector pointing back at itself in the FAT. */
function withWorkbookLoop(bytes: Buffer): Buffer {
  const copy = Buffer.from(bytes);
  const sectorSize = 1 << copy.readUInt16LE(0x1e);
  const fatSector = copy.readUInt32LE(0x4c);
  const dirSector = copy.readUInt32LE(0x30);
  const dir = (dirSector + 1) * sectorSize;
  for (let off = dir; off < dir + sectorSize; off += 128) {
    const name = copy.toString('utf16le', off, off + Math.max(0, copy.readUInt16LE(off + 0x40) - 2));
    if (name !== 'Workbook') continue;
    const start = copy.readUInt32LE(off + 0x74);
    copy.writeUInt32LE(start, (fatSector + 1) * sectorSize + start * 4);
    return copy;
  }
  throw new Error('no Workbook stream in the first directory sector');
}
