import { beforeAll, describe, expect, it } from 'vitest';
import { allImports, columnTitle, findExport, type ExportDefinition, type ImportDefinition } from '../../server/tasks/registry';
import { serverWithUsers } from './support/server';
import { download, uploadImport } from './support/tasks';
import { readWorkbook, sheetRows, xlsFromXlsx } from './support/xlsx';

/**
 * docs/product.md#import-and-export-tasks: a file exported from a list imports again into the same rows, for every importable entity, as .xlsx
 * and as .xls (the export saved as .xls, as Excel's "save as" would). The main tenant's rows are exported by
 * its administrator; the operations user imports the file into an empty tenant and exports that tenant again:
 * the importable columns of both files hold the same rows.
 */
const t = serverWithUsers(['admin', 'operator']);
const TENANTS = { xlsx: 901, xls: 902 } as const;

beforeAll(async () => {
  const db = t.server.app.database.db;
  await db
    .insertInto('sys_tenant')
    .values(Object.values(TENANTS).map((id) => ({ id, name: `往返租户${id}`, short_name: `rt${id}`, status: '0' })))
    .execute();
  // Rows whose text an export escapes, and a disabled one: they too must come back as they were.
  const created = await t.server.request('POST', '/accountcenter/actAccountType', {
    token: t.token.admin,
    json: { accountTypeName: '=1+2', accountType: 2, accountKind: 2, remark: '-10 @备注' },
  });
  expect(created.body.code).toBe(0);
  const row = await db.selectFrom('act_account_type').select('id').where('tenant_id', '=', 1).where('account_type_name', '=', '=1+2').executeTakeFirstOrThrow();
  expect((await t.server.request('POST', '/accountcenter/actAccountType/disable', { token: t.token.admin, json: { id: row.id } })).body.code).toBe(0);
  await db.insertInto('sys_standard_city').values({ tenant_id: 1, code: 'RT-1', full_name: '+1', province_name: '+1', level: 1, country_code: 'CN', mapping_flag: '1' }).execute();
});

interface Caller {
  token: string;
  tenantId: number;
}

/** Runs an export of everything to completion as `who` and reads its file. */
async function exportAll(def: ExportDefinition, who: Caller): Promise<{ bytes: Buffer; rows: unknown[][] }> {
  const reply = await t.server.request('POST', def.path, { token: who.token, tenantId: who.tenantId, json: { billType: def.billType } });
  expect(reply.body).toMatchObject({ code: 0 });
  await t.server.app.tasks.idle();
  const log = await t.server.request('GET', '/admin/v1/export-task/page', { token: who.token, tenantId: who.tenantId, query: { billType: def.billType, size: 100 } });
  const task = log.body.data.records.find((r: { id: number }) => r.id === reply.body.data.taskId);
  expect(task).toMatchObject({ state: 'done', successNum: reply.body.data.total });
  const file = await download(t.server, who.token, task.downloadUrl, who.tenantId);
  expect(file.status).toBe(200);
  return { bytes: file.bytes, rows: sheetRows((await readWorkbook(file.bytes)).worksheets[0]) };
}

/** The importable columns of an exported sheet, one row each, as text, in a stable order. */
function importable(def: ImportDefinition, rows: unknown[][]): string[][] {
  const header = rows[0].map(String);
  const at = def.columns.map((c) => header.indexOf(columnTitle(c, 'zh')));
  expect(
    at.filter((i) => i < 0),
    `${def.templateCode}: columns missing from the export`,
  ).toEqual([]);
  return rows
    .slice(1)
    .map((r) => at.map((i) => (r[i] === null || r[i] === undefined ? '' : String(r[i]))))
    .sort((a, b) => a.join('\u0001').localeCompare(b.join('\u0001')));
}

describe('round trips', () => {
  for (const def of allImports()) {
    it(`${def.templateCode}: an exported file imports again into the same rows, as .xlsx and as .xls`, async () => {
      expect(def.exportBillType, `${def.templateCode} names no export to round-trip with (exportBillType)`).toBeDefined();
      const exp = findExport(def.exportBillType)!;
      expect(exp, `${def.templateCode}: export ${def.exportBillType} is not declared`).toBeDefined();
      const source = await exportAll(exp, { token: t.token.admin, tenantId: 1 });
      const expected = importable(def, source.rows);
      expect(expected.length).toBeGreaterThan(1);

      for (const format of ['xlsx', 'xls'] as const) {
        const tenantId = TENANTS[format];
        const bytes = format === 'xlsx' ? source.bytes : xlsFromXlsx(source.bytes);
        const upload = await uploadImport(t.server, t.token.operator, bytes, `往返.${format}`, { templateCode: def.templateCode, tenantId: String(tenantId) }, 'excel', {
          'TENANT-ID': String(tenantId),
        });
        expect(upload.body).toMatchObject({ code: 0 });
        await t.server.app.tasks.idle();
        const log = await t.server.request('GET', '/import/importlog/page', { token: t.token.operator, tenantId, query: { templateCode: def.templateCode } });
        const task = log.body.data.records.find((r: { batch: string }) => r.batch === upload.body.data.batch);
        expect(task, `${format}: ${task?.errorMsg}`).toMatchObject({ status: 'IMPORTED', dataCount: expected.length, successNum: expected.length });

        const copy = await exportAll(exp, { token: t.token.operator, tenantId });
        expect(importable(def, copy.rows), `${def.templateCode} through .${format}`).toEqual(expected);
      }
    });
  }
});
