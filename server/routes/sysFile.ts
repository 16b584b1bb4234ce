import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { binaryReply } from '../../schemas/reply';
import { XLSX_TYPE } from '../../schemas/tasks';

const download = { 200: binaryReply([XLSX_TYPE], 'An export file (.xlsx)') };
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema';
import type { AuthUser } from '../http/auth';
import { forbidden, notFound } from '../http/envelope';
import { maySeeExport, maySeeImport } from '../tasks/access';
import { sendStoredFile } from '../tasks/download';
import { BUCKETS, isStoredFileName, type Bucket } from '../tasks/files';
import type { TaskRunner } from '../tasks/runner';
import { findExportByFileName, findImportByResultFile } from '../repositories/tasks';
import { op } from '../http/operations';

const bucketField = z.enum(BUCKETS, { error: '文件不存在' });
const fileNameField = z.string({ error: '文件不存在' }).max(128, '文件不存在').refine(isStoredFileName, '文件不存在');
const fileQuerySchema = z.object({ bucket: bucketField, fileName: fileNameField });
const fileParamsSchema = z.object({ bucket: bucketField, file: fileNameField });

/**
 * Task files by bucket and name. A file is served only when a task row of the request's tenant names it and
 * the user may see that task (creator, or holder of its permission); an export only once it is done.
 */
export async function sysFileRoutes(fastify: FastifyInstance, { db, runner }: { db: Kysely<Database>; runner: TaskRunner }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  async function send(user: AuthUser, bucket: Bucket, fileName: string, reply: Parameters<typeof sendStoredFile>[0]) {
    if (bucket === 'import') {
      const row = await findImportByResultFile(db, fileName);
      if (!row) throw notFound();
      if (!maySeeImport(user, row)) throw forbidden();
      return sendStoredFile(reply, runner.files, 'import', fileName, `${row.file_name.replace(/\.(xlsx|xls)$/i, '')}_导入结果.xlsx`);
    }
    const row = await findExportByFileName(db, fileName);
    if (!row || row.state !== 'done') throw notFound();
    if (!maySeeExport(user, row)) throw forbidden();
    return sendStoredFile(reply, runner.files, 'export', fileName, `${row.task_name}_${row.id}.xlsx`);
  }

  app.get(
    '/admin/sys-file/download',
    { schema: { querystring: fileQuerySchema, response: download }, config: { operation: op('downloadExportFile', 'An export file, by bucket and name', 'tasks') } },
    async (request, reply) => {
      const { bucket, fileName } = request.query;
      return send(request.user, bucket, fileName, reply);
    },
  );

  app.get(
    '/admin/sys-file/:bucket/:file',
    { schema: { params: fileParamsSchema, response: download }, config: { operation: op('downloadExportFileByPath', 'An export file, by its path', 'tasks') } },
    async (request, reply) => {
      const { bucket, file } = request.params;
      return send(request.user, bucket, file, reply);
    },
  );
}
