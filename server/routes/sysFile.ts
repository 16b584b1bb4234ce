import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema';
import type { AuthUser } from '../http/auth';
import { forbidden, notFound } from '../http/envelope';
import { dropEmpty } from '../http/query';
import { parseInput } from '../http/validate';
import { maySeeExport, maySeeImport } from '../tasks/access';
import { sendStoredFile } from '../tasks/download';
import { BUCKETS, isStoredFileName, type Bucket } from '../tasks/files';
import type { TaskRunner } from '../tasks/runner';

const fileSchema = z.object({
  bucket: z.enum(BUCKETS, { error: '文件不存在' }),
  fileName: z.string({ error: '文件不存在' }).refine(isStoredFileName, '文件不存在'),
});
const paramsSchema = z.object({ bucket: z.string(), file: z.string() }).transform((p) => ({ bucket: p.bucket, fileName: p.file }));

/**
 * Task files by bucket and name. A file is served only when a task row of the request's tenant names it and
 * the user may see that task (creator, or holder of its permission); an export only once it is done.
 */
export async function sysFileRoutes(app: FastifyInstance, { db, runner }: { db: Kysely<Database>; runner: TaskRunner }) {
  async function send(user: AuthUser, bucket: Bucket, fileName: string, reply: Parameters<typeof sendStoredFile>[0]) {
    if (bucket === 'import') {
      const row = await db.selectFrom('sys_import_log').selectAll().where('result_file', '=', fileName).executeTakeFirst();
      if (!row) throw notFound();
      if (!maySeeImport(user, row)) throw forbidden();
      return sendStoredFile(reply, runner.files, 'import', fileName, `${row.file_name.replace(/\.(xlsx|xls)$/i, '')}_导入结果.xlsx`);
    }
    const row = await db.selectFrom('sys_export_task').selectAll().where('file_name', '=', fileName).executeTakeFirst();
    if (!row || row.state !== 'done') throw notFound();
    if (!maySeeExport(user, row)) throw forbidden();
    return sendStoredFile(reply, runner.files, 'export', fileName, `${row.task_name}_${row.id}.xlsx`);
  }

  app.get('/admin/sys-file/download', async (request, reply) => {
    const { bucket, fileName } = parseInput(fileSchema, dropEmpty(request.query));
    return send(request.user, bucket, fileName, reply);
  });

  app.get('/admin/sys-file/:bucket/:file', async (request, reply) => {
    const { bucket, fileName } = parseInput(fileSchema, paramsSchema.parse(request.params));
    return send(request.user, bucket, fileName, reply);
  });
}
