import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { binaryReply, okReply, pageOf } from '../../schemas/reply';
import { importLogRecordSchema, importStartedSchema, XLSX_TYPE } from '../../schemas/tasks';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { boundedText, idField } from '../../schemas/input';
import { importLogQuerySchema, isImportFileName, TASK_MSG } from '../../schemas/tasks';
import type { Database } from '../db/schema';
import { ApiError, forbidden, notFound, ok } from '../http/envelope';
import { auditOf } from '../http/auditedCall';
import { claimUploadKey } from '../http/idempotency';
import { maySeeImport, mayRun } from '../tasks/access';
import { sendStoredFile } from '../tasks/download';
import { newStoredName } from '../tasks/files';
import { startImport } from '../tasks/importRequests';
import { TASK_LIMITS } from '../tasks/limits';
import { importLogPageOf } from '../tasks/logPage';
import { findImportByBatch } from '../repositories/tasks';
import { sampleText } from '../tasks/sheetRows';
import { columnTitle, findImport, langOf, titleOf, type ImportDefinition, type Lang } from '../tasks/registry';
import type { TaskRunner } from '../tasks/runner';
import { assertSafeWorkbook, type SheetFormat } from '../tasks/uploadGuard';
import { assertTaskSlot } from '../tasks/userTaskLimit';
import { FILE_MSG, UnsafeFileError } from '../tasks/xlsxGuard';
import { accessOf } from '../access/dataScope';
import { op } from '../http/operations';
import { idFrom } from '../audit/idOf';

const TEMPLATE_MISSING = '导入模板不存在';
/** Data validation lists cover this many rows below the header. */
const VALIDATED_ROWS = 10_000;

const templateCodeField = z.string({ error: '缺少导入模板编码' }).max(64, '缺少导入模板编码').trim().min(1, '缺少导入模板编码');
const importQuerySchema = z.object({
  templateCode: templateCodeField,
  tenantId: idField().optional(),
  /** The language of the result file (Accept-Language otherwise). */
  lang: boundedText(16).optional(),
});
const templateParamsSchema = z.object({ code: templateCodeField });
const templateQuerySchema = z.object({ lang: boundedText(16).optional() });
const resultQuerySchema = z.object({
  templateCode: templateCodeField,
  batch: z.string({ error: '缺少导入批次' }).max(64, '缺少导入批次').trim().min(1, '缺少导入批次'),
});
const moduleParamsSchema = z.object({ module: boundedText(64) });

/** An .xlsx made from the declaration: headers in the user's language (required ones starred), a sample row, lists for enums. */
async function buildTemplate(def: ImportDefinition, lang: Lang): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(titleOf(def, lang));
  sheet.columns = def.columns.map((c) => ({ header: `${c.required ? '*' : ''}${columnTitle(c, lang)}`, key: c.key, width: c.width ?? 20 }));
  sheet.getRow(1).font = { bold: true };
  const sample = sheet.addRow(def.columns.map((c) => (c.sample === undefined ? '' : sampleText(c, c.sample, lang))));
  sample.font = { italic: true, color: { argb: 'FF888888' } };
  def.columns.forEach((c, i) => {
    if (!c.enum) return;
    const letter = sheet.getColumn(i + 1).letter;
    const list = c.enum.options.map((o) => (lang === 'en' ? o.en : o.zh)).join(',');
    // exceljs writes range validations but its typings omit the collection.
    (sheet as unknown as { dataValidations: { add(address: string, v: ExcelJS.DataValidation): void } }).dataValidations.add(`${letter}2:${letter}${VALIDATED_ROWS + 1}`, {
      type: 'list',
      allowBlank: !c.required,
      formulae: [`"${list}"`],
      showErrorMessage: true,
      errorTitle: columnTitle(c, lang),
      error: lang === 'en' ? 'Choose a value from the list' : '请从下拉列表中选择',
    });
  });
  sheet.getCell('A1').note = lang === 'en' ? 'Row 2 is a sample: replace it with your data.' : '第2行为示例，请替换为实际数据';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Templates, the asynchronous upload, the import log and the result download. */
export async function importTaskRoutes(fastify: FastifyInstance, { db, runner }: { db: Kysely<Database>; runner: TaskRunner }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/import/template/:code/excel',
    {
      schema: { params: templateParamsSchema, querystring: templateQuerySchema, response: { 200: binaryReply([XLSX_TYPE], 'The import template (.xlsx)') } },
      config: { operation: op('downloadImportTemplate', 'The spreadsheet template of an import', 'tasks') },
    },
    async (request, reply) => {
      const { code } = request.params;
      const def = findImport(code);
      if (!def) throw new ApiError(404, TEMPLATE_MISSING);
      const lang = langOf(request.query, request.headers['accept-language']);
      const bytes = await buildTemplate(def, lang);
      const name = `${titleOf(def, lang)}${lang === 'en' ? ' import template' : '导入模板'}.xlsx`;
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`)
        .send(bytes);
    },
  );

  await app.register(async (scope) => {
    const uploads = scope.withTypeProvider<ZodTypeProvider>();
    // One file per request, bounded; the parts beyond are refused by busboy itself.
    await uploads.register(multipart, { limits: { fileSize: TASK_LIMITS.uploadBytes, files: 1, fields: 10, parts: 12, fieldSize: 1024 } });

    // The file travels as multipart/form-data in the field `excel` (no body schema: busboy reads it as a stream).
    uploads.post(
      '/platsync/importdata/async/auto-import',
      {
        schema: { querystring: importQuerySchema, consumes: ['multipart/form-data'], response: { 200: okReply(importStartedSchema) } },
        config: { operation: op('startImport', 'Upload a spreadsheet to import', 'tasks'), audit: { entity: 'importTask', action: 'import', idOf: idFrom.none } },
      },
      async (request, reply) => {
        const query = request.query;
        const def = findImport(query.templateCode);
        if (!def) throw new ApiError(400, TEMPLATE_MISSING);
        const user = request.user;
        if (query.tenantId !== undefined && query.tenantId !== user.tenantId) throw forbidden();
        if (!mayRun(user, def)) throw forbidden();
        if (!request.isMultipart()) throw new ApiError(400, FILE_MSG.empty);
        // A user already at the limit is refused before the upload is read.
        await assertTaskSlot(db, user.userId);

        let bytes: Buffer;
        let fileName: string;
        try {
          const part = await request.file();
          if (!part || part.fieldname !== 'excel') {
            part?.file.resume();
            throw new ApiError(400, FILE_MSG.empty);
          }
          fileName = part.filename.trim().slice(-200) || 'import.xlsx';
          if (!isImportFileName(fileName)) {
            part.file.resume();
            throw new ApiError(400, TASK_MSG.importFileType);
          }
          bytes = await part.toBuffer();
        } catch (error) {
          if (error instanceof ApiError) throw error;
          if (error instanceof uploads.multipartErrors.RequestFileTooLargeError) throw new ApiError(400, FILE_MSG.tooLarge);
          if (error instanceof uploads.multipartErrors.FilesLimitError) throw new ApiError(400, '一次只能导入一个文件');
          throw error;
        }
        let format: SheetFormat;
        try {
          format = await assertSafeWorkbook(bytes, fileName);
        } catch (error) {
          if (error instanceof UnsafeFileError) throw new ApiError(400, error.message);
          throw error;
        }

        // A keyed upload takes its key once the file is read: a repeat of the same file gets the first task's reply.
        if (await claimUploadKey(request, { fileName, bytes })) return reply;

        const batch = randomUUID();
        const lang = langOf(request.query, request.headers['accept-language']);
        // The requester's data scope travels with the task, as an export's does (docs/security.md).
        const ctx = { tenantId: user.tenantId, userId: user.userId, lang, access: await accessOf(request, db) };
        const id = await startImport(db, auditOf(request), runner, user, def, { bytes, fileName, format, batch, storedName: newStoredName(), ctx });
        return reply.send({ code: 0, msg: TASK_MSG.importStarted, data: { id, batch } });
      },
    );
  });

  app.get(
    '/import/importlog/page',
    {
      schema: { querystring: importLogQuerySchema, response: { 200: okReply(pageOf(importLogRecordSchema)) } },
      config: { operation: op('listImportLogs', 'A page of the import log', 'tasks') },
    },
    async (request) => {
      const query = request.query;
      const user = request.user;
      // The creator's own tasks; holders of the template's permission see every task of it.
      const def = findImport(query.templateCode);
      const seesAll = Boolean(def?.permission && user.permissions.includes(def.permission));
      return ok(await importLogPageOf(db, user, query, seesAll));
    },
  );

  app.get(
    '/:module/importdata/export/excel',
    {
      schema: { params: moduleParamsSchema, querystring: resultQuerySchema, response: { 200: binaryReply([XLSX_TYPE], 'The result file of an import (.xlsx)') } },
      config: { operation: op('downloadImportResult', 'The result file of an import', 'tasks') },
    },
    async (request, reply) => {
      const query = request.query;
      const row = await findImportByBatch(db, query.batch, query.templateCode);
      if (!row || !row.result_file) throw notFound();
      if (!maySeeImport(request.user, row)) throw forbidden();
      const base = row.file_name.replace(/\.(xlsx|xls)$/i, '');
      return sendStoredFile(reply, runner.files, 'import', row.result_file, `${base}_导入结果.xlsx`);
    },
  );
}
