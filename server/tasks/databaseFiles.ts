import { Readable, Writable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { assertStoredFileName, type Bucket, type FileStore, type StoredFile } from './files';

/** Bytes per stored chunk: large enough that a 40 MB export is some 160 rows, small enough to hold one at a time. */
export const FILE_CHUNK_BYTES = 256 * 1024;

/**
 * Task files in the database (tables sys_task_file and sys_task_file_chunk), so that a file written by one
 * instance is read through any other without a shared disk (docs/operating.md#running-several-instances). Writing sends a chunk whenever one is
 * full and waits for it to be stored before taking more (the writer's backpressure); reading fetches one
 * chunk per read. A file becomes visible when its size is recorded, after the last chunk.
 */
export class DatabaseFileStore implements FileStore {
  constructor(private readonly db: Kysely<Database>) {}

  create(bucket: Bucket, name: string): Writable {
    assertStoredFileName(name);
    const db = this.db;
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    let seq = 0;
    let size = 0;
    const flush = async () => {
      if (pendingBytes === 0) return;
      const data = Buffer.concat(pending, pendingBytes);
      pending = [];
      pendingBytes = 0;
      for (let at = 0; at < data.length; at += FILE_CHUNK_BYTES) {
        await db
          .insertInto('sys_task_file_chunk')
          .values({ name, seq: seq++, data: data.subarray(at, at + FILE_CHUNK_BYTES) })
          .execute();
      }
    };
    return new Writable({
      construct(callback) {
        db.insertInto('sys_task_file')
          .values({ name, bucket, size: null })
          .execute()
          .then(() => callback(), callback);
      },
      write(chunk: Buffer, _encoding, callback) {
        pending.push(chunk);
        pendingBytes += chunk.length;
        size += chunk.length;
        if (pendingBytes < FILE_CHUNK_BYTES) return callback();
        flush().then(() => callback(), callback);
      },
      final(callback) {
        flush()
          .then(() => db.updateTable('sys_task_file').set({ size }).where('name', '=', name).execute())
          .then(() => callback(), callback);
      },
    });
  }

  async open(bucket: Bucket, name: string): Promise<StoredFile | null> {
    assertStoredFileName(name);
    const file = await this.db.selectFrom('sys_task_file').select('size').where('name', '=', name).where('bucket', '=', bucket).where('size', 'is not', null).executeTakeFirst();
    if (!file || file.size === null) return null;
    const db = this.db;
    const size = Number(file.size);
    let seq = 0;
    let sent = 0;
    const stream = new Readable({
      read() {
        // The end comes with the last byte, not one query later: a client that has its Content-Length is done,
        // and a server closing then must not find this response still running.
        if (sent >= size) return void this.push(null);
        db.selectFrom('sys_task_file_chunk')
          .select('data')
          .where('name', '=', name)
          .where('seq', '=', seq++)
          .executeTakeFirst()
          .then(
            (row) => {
              if (!row) return void this.destroy(new Error(`task file ${name} is missing chunk ${seq - 1}`));
              const chunk = asBuffer(row.data);
              sent += chunk.length;
              this.push(chunk);
              if (sent >= size) this.push(null);
            },
            (error: Error) => this.destroy(error),
          );
      },
    });
    return { size, stream };
  }

  async remove(_bucket: Bucket, name: string): Promise<void> {
    await this.db.deleteFrom('sys_task_file').where('name', '=', name).execute();
  }

  close(): void {}
}

/** pg hands bytea over as a Buffer, PGlite as a Uint8Array. */
function asBuffer(data: Buffer | Uint8Array): Buffer {
  return Buffer.isBuffer(data) ? data : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
}
