import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The buckets of `/admin/sys-file/{bucket}/{file}`: uploads with their result files, and exports. */
export const BUCKETS = ['import', 'export'] as const;
export type Bucket = (typeof BUCKETS)[number];

/** Generated file names only: a download path can never name anything else. */
const FILE_NAME = /^[0-9a-f-]{36}(-result)?\.xlsx$/;
export const isStoredFileName = (name: string) => FILE_NAME.test(name);

/**
 * Task files under DATA_DIR/files (a temporary directory removed on close when DATA_DIR=memory). Names are
 * server-made UUIDs; who may read a file is decided by the task row that names it, never by the path.
 */
export class FileStore {
  readonly root: string;
  private readonly temporary: boolean;

  constructor(dataDir: string) {
    this.temporary = dataDir === 'memory';
    this.root = this.temporary ? mkdtempSync(join(tmpdir(), 'atrium-files-')) : resolve(dataDir, 'files');
    for (const bucket of BUCKETS) mkdirSync(join(this.root, bucket), { recursive: true });
  }

  newName(suffix = ''): string {
    return `${randomUUID()}${suffix}.xlsx`;
  }

  pathOf(bucket: Bucket, name: string): string {
    if (!isStoredFileName(name)) throw new Error(`not a stored file name: ${name}`);
    return join(this.root, bucket, name);
  }

  async remove(bucket: Bucket, name: string): Promise<void> {
    await unlink(this.pathOf(bucket, name)).catch(() => {});
  }

  close(): void {
    if (this.temporary) rmSync(this.root, { recursive: true, force: true });
  }
}
