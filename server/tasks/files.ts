import { createReadStream, createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { stat, unlink } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** The buckets of `/admin/sys-file/{bucket}/{file}`: uploads with their result files, and exports. */
export const BUCKETS = ['import', 'export'] as const;
export type Bucket = (typeof BUCKETS)[number];

/** Generated file names only: a download path can never name anything else. */
const FILE_NAME = /^[0-9a-f-]{36}(-result)?\.xlsx$/;
export const isStoredFileName = (name: string) => FILE_NAME.test(name);

export const newStoredName = (suffix = '') => `${randomUUID()}${suffix}.xlsx`;

/** A stored file opened for reading: its size (for Content-Length) and its bytes as a stream. */
export interface StoredFile {
  size: number;
  stream: Readable;
}

/**
 * Where task files live. Names are server-made UUIDs; who may read a file is decided by the task row that
 * names it, never by the path. Files are written and read as streams, never whole in memory.
 */
export interface FileStore {
  /** A stream that stores a new file; the file exists for readers once the stream has finished. */
  create(bucket: Bucket, name: string): Writable;
  open(bucket: Bucket, name: string): Promise<StoredFile | null>;
  remove(bucket: Bucket, name: string): Promise<void>;
  close(): void;
}

export function assertStoredFileName(name: string) {
  if (!isStoredFileName(name)) throw new Error(`not a stored file name: ${name}`);
}

/** Stores a buffer already in memory (an upload, bounded by the upload limit) as a file. */
export async function storeBuffer(files: FileStore, bucket: Bucket, name: string, bytes: Buffer): Promise<void> {
  await pipeline(Readable.from([bytes]), files.create(bucket, name));
}

/**
 * Task files under DATA_DIR/files (a temporary directory removed on close when DATA_DIR=memory): the embedded
 * default, where one process is the only instance.
 */
export class DiskFileStore implements FileStore {
  readonly root: string;
  private readonly temporary: boolean;

  constructor(dataDir: string) {
    this.temporary = dataDir === 'memory';
    this.root = this.temporary ? mkdtempSync(join(tmpdir(), 'atrium-files-')) : resolve(dataDir, 'files');
    for (const bucket of BUCKETS) mkdirSync(join(this.root, bucket), { recursive: true });
  }

  private pathOf(bucket: Bucket, name: string): string {
    assertStoredFileName(name);
    return join(this.root, bucket, name);
  }

  create(bucket: Bucket, name: string): Writable {
    return createWriteStream(this.pathOf(bucket, name));
  }

  /** The file, or null when there is none of that name; any other failure to read it is thrown. */
  async open(bucket: Bucket, name: string): Promise<StoredFile | null> {
    const path = this.pathOf(bucket, name);
    const info = await stat(path).catch(absentAsNull);
    return info ? { size: info.size, stream: createReadStream(path) } : null;
  }

  /** Removes the file; one that is not there is removed already, any other failure is thrown. */
  async remove(bucket: Bucket, name: string): Promise<void> {
    await unlink(this.pathOf(bucket, name)).catch(absentAsNull);
  }

  close(): void {
    if (this.temporary) rmSync(this.root, { recursive: true, force: true });
  }
}

/** A missing file answers null; anything else (permissions, a full disk) is the caller's to see. */
function absentAsNull(error: NodeJS.ErrnoException): null {
  if (error.code === 'ENOENT') return null;
  throw error;
}
