import type { FastifyReply } from 'fastify';
import { notFound } from '../http/envelope';
import type { Bucket, FileStore } from './files';

/** Streams a task file as an attachment (never buffered whole), from whichever store holds task files. */
export async function sendStoredFile(reply: FastifyReply, files: FileStore, bucket: Bucket, name: string, downloadName: string) {
  const file = await files.open(bucket, name);
  if (!file) throw notFound();
  return reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-length', String(file.size))
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(downloadName)}`)
    .send(file.stream);
}
