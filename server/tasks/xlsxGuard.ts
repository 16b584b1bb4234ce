import { createInflateRaw } from 'node:zlib';
import { TASK_LIMITS } from './limits';

/** Why an uploaded file is refused before anything reads it as a workbook. */
export class UnsafeFileError extends Error {}

export const FILE_MSG = {
  notXlsx: '文件内容不是有效的Excel(.xlsx)文件',
  tooLarge: `导入文件不能超过${TASK_LIMITS.uploadBytes / 1024 / 1024}MB`,
  bomb: '文件解压后过大或条目过多，已拒绝',
  empty: '请选择要导入的文件',
} as const;

const EOCD_SIG = 0x06054b50;
const CDH_SIG = 0x02014b50;
const LFH_SIG = 0x04034b50;

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

/**
 * Checks, from the zip's own central directory and before any xlsx reader sees the bytes, that the upload
 * is a real workbook (zip magic, `[Content_Types].xml`, `xl/workbook.xml`) of bounded size: entry count,
 * declared sizes and compression ratios bounded, then every entry inflated once, counting, so a header that
 * lies about its size is caught too. Throws UnsafeFileError with the message the user sees.
 */
export async function assertSafeXlsx(bytes: Buffer): Promise<void> {
  if (bytes.length === 0) throw new UnsafeFileError(FILE_MSG.empty);
  if (bytes.length < 22 || bytes.readUInt32LE(0) !== LFH_SIG) throw new UnsafeFileError(FILE_MSG.notXlsx);
  const entries = readCentralDirectory(bytes);
  const names = new Set(entries.map((e) => e.name));
  if (!names.has('[Content_Types].xml') || !names.has('xl/workbook.xml')) throw new UnsafeFileError(FILE_MSG.notXlsx);

  let declared = 0;
  for (const entry of entries) {
    if (entry.method !== 0 && entry.method !== 8) throw new UnsafeFileError(FILE_MSG.notXlsx);
    declared += entry.size;
    if (declared > TASK_LIMITS.decompressedBytes) throw new UnsafeFileError(FILE_MSG.bomb);
    if (entry.size > 1024 * 1024 && entry.size > Math.max(1, entry.compressedSize) * TASK_LIMITS.compressionRatio) {
      throw new UnsafeFileError(FILE_MSG.bomb);
    }
  }
  for (const entry of entries) await assertInflatesWithin(bytes, entry);
}

function readCentralDirectory(bytes: Buffer): ZipEntry[] {
  // The end record sits in the last 22 + 65535 (comment) bytes.
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (bytes.readUInt32LE(i) === EOCD_SIG) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new UnsafeFileError(FILE_MSG.notXlsx);
  const count = bytes.readUInt16LE(eocd + 10);
  const cdSize = bytes.readUInt32LE(eocd + 12);
  const cdOffset = bytes.readUInt32LE(eocd + 16);
  // ZIP64 markers: no spreadsheet within our upload limit needs them.
  if (count === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff) throw new UnsafeFileError(FILE_MSG.bomb);
  if (count > TASK_LIMITS.zipEntries) throw new UnsafeFileError(FILE_MSG.bomb);
  if (cdOffset + cdSize > eocd) throw new UnsafeFileError(FILE_MSG.notXlsx);

  const entries: ZipEntry[] = [];
  let p = cdOffset;
  for (let i = 0; i < count; i++) {
    if (p + 46 > eocd || bytes.readUInt32LE(p) !== CDH_SIG) throw new UnsafeFileError(FILE_MSG.notXlsx);
    const flags = bytes.readUInt16LE(p + 8);
    if (flags & 0x1) throw new UnsafeFileError(FILE_MSG.notXlsx); // encrypted
    const method = bytes.readUInt16LE(p + 10);
    const compressedSize = bytes.readUInt32LE(p + 20);
    const size = bytes.readUInt32LE(p + 24);
    const nameLen = bytes.readUInt16LE(p + 28);
    const extraLen = bytes.readUInt16LE(p + 30);
    const commentLen = bytes.readUInt16LE(p + 32);
    const localOffset = bytes.readUInt32LE(p + 42);
    if (compressedSize === 0xffffffff || size === 0xffffffff || localOffset === 0xffffffff) throw new UnsafeFileError(FILE_MSG.bomb);
    const name = bytes.toString('utf8', p + 46, p + 46 + nameLen);
    entries.push({ name, method, compressedSize, size, localOffset });
    p += 46 + nameLen + extraLen + commentLen;
  }
  return entries;
}

/** Inflates one entry without keeping its output, stopping as soon as it passes its declared size. */
function assertInflatesWithin(bytes: Buffer, entry: ZipEntry): Promise<void> {
  const p = entry.localOffset;
  if (p + 30 > bytes.length || bytes.readUInt32LE(p) !== LFH_SIG) return Promise.reject(new UnsafeFileError(FILE_MSG.notXlsx));
  const start = p + 30 + bytes.readUInt16LE(p + 26) + bytes.readUInt16LE(p + 28);
  const end = start + entry.compressedSize;
  if (end > bytes.length) return Promise.reject(new UnsafeFileError(FILE_MSG.notXlsx));
  if (entry.method === 0) {
    return entry.compressedSize === entry.size ? Promise.resolve() : Promise.reject(new UnsafeFileError(FILE_MSG.notXlsx));
  }
  return new Promise((resolve, reject) => {
    const inflate = createInflateRaw();
    let produced = 0;
    let settled = false;
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      if (error) {
        inflate.destroy();
        reject(error);
      } else resolve();
    };
    inflate.on('data', (chunk: Buffer) => {
      produced += chunk.length;
      if (produced > entry.size) finish(new UnsafeFileError(FILE_MSG.bomb));
    });
    inflate.on('error', () => finish(new UnsafeFileError(FILE_MSG.notXlsx)));
    inflate.on('end', () => finish(produced === entry.size ? undefined : new UnsafeFileError(FILE_MSG.notXlsx)));
    inflate.end(bytes.subarray(start, end));
  });
}
