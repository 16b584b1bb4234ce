import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyReply } from 'fastify';
import { notFound } from '../http/envelope';
import type { Bucket, FileStore } from './files';

/** Streams a task file as an attachment (never buffered whole). */
export async function sendStoredFile(reply: FastifyReply, files: FileStore, bucket: Bucket, name: string, downloadName: string) {
  const path = files.pathOf(bucket, name);
  const info = await stat(path).catch(() => null);
  if (!info) throw notFound();
  return reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-length', String(info.size))
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(downloadName)}`)
    .send(createReadStream(path));
}
