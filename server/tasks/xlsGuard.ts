import { TASK_LIMITS } from './limits';
import { UnsafeFileError } from './xlsxGuard';

/**
 * Checks an .xls upload (an OLE2 compound file holding a BIFF workbook) from its own structures, before any
 * reader sees it: a well-formed header, every FAT, DIFAT, mini-FAT, directory and stream chain inside the file,
 * each sector used once (no loops, no chain crossing another), a directory tree without cycles holding at most
 * TASK_LIMITS.cfbEntries entries, stream sizes that fit the file, and a `Workbook` (or BIFF5 `Book`) stream at
 * the root. The walk is linear in the file's sectors, so a crafted file cannot make it (or the reader after it)
 * loop or allocate beyond the upload limit. Throws UnsafeFileError with the message the user sees.
 */
export const XLS_MSG = {
  notXls: '文件内容不是有效的Excel(.xls)文件',
  structure: '文件内部结构超出限制或已损坏（扇区、数据流），已拒绝',
  encrypted: '不支持加密的Excel文件，请取消密码后再导入',
} as const;

export const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

const ENDOFCHAIN = 0xfffffffe;
const NOSTREAM = 0xffffffff;
const HEADER_DIFAT = 109;
const ENTRY_BYTES = 128;
const MINI_CUTOFF = 4096;
const TYPE_STORAGE = 1;
const TYPE_STREAM = 2;
const TYPE_ROOT = 5;

interface DirEntry {
  name: string;
  type: number;
  left: number;
  right: number;
  child: number;
  start: number;
  size: number;
}

const structure = () => new UnsafeFileError(XLS_MSG.structure);

export function assertSafeXls(bytes: Buffer): void {
  if (bytes.length < 512 || !bytes.subarray(0, 8).equals(OLE2_MAGIC)) throw new UnsafeFileError(XLS_MSG.notXls);
  const major = bytes.readUInt16LE(0x1a);
  const sectorShift = bytes.readUInt16LE(0x1e);
  if (bytes.readUInt16LE(0x1c) !== 0xfffe) throw new UnsafeFileError(XLS_MSG.notXls);
  if (!((major === 3 && sectorShift === 9) || (major === 4 && sectorShift === 12))) throw new UnsafeFileError(XLS_MSG.notXls);
  if (bytes.readUInt16LE(0x20) !== 6 || bytes.readUInt32LE(0x38) !== MINI_CUTOFF) throw new UnsafeFileError(XLS_MSG.notXls);

  const sectorSize = 1 << sectorShift;
  const perSector = sectorSize / 4;
  // The header takes the first sector's room; a short last sector is tolerated, as readers do.
  const sectorCount = Math.ceil((bytes.length - sectorSize) / sectorSize);
  const fatSectors = bytes.readUInt32LE(0x2c);
  const firstDir = bytes.readUInt32LE(0x30);
  const firstMiniFat = bytes.readUInt32LE(0x3c);
  const miniFatSectors = bytes.readUInt32LE(0x40);
  const firstDifat = bytes.readUInt32LE(0x44);
  const difatSectors = bytes.readUInt32LE(0x48);
  if (sectorCount < 1 || fatSectors < 1 || fatSectors > sectorCount || miniFatSectors > sectorCount || difatSectors > sectorCount) throw structure();

  /** Sectors already claimed by some chain or table: a second claim is a loop or a cross-link. */
  const used = new Uint8Array(sectorCount);
  const claim = (sector: number) => {
    if (sector >= sectorCount || used[sector]) throw structure();
    used[sector] = 1;
  };
  const sectorAt = (sector: number) => bytes.subarray((sector + 1) * sectorSize, (sector + 2) * sectorSize);

  // The FAT's own sectors: 109 named in the header, the rest in the DIFAT chain.
  const fatList: number[] = [];
  for (let i = 0; i < HEADER_DIFAT && fatList.length < fatSectors; i++) fatList.push(bytes.readUInt32LE(0x4c + i * 4));
  let difat = firstDifat;
  for (let n = 0; fatList.length < fatSectors; n++) {
    if (n >= difatSectors) throw structure();
    claim(difat);
    const sector = sectorAt(difat);
    for (let i = 0; i < perSector - 1 && fatList.length < fatSectors; i++) fatList.push(sector.readUInt32LE(i * 4));
    difat = sector.readUInt32LE(sectorSize - 4);
  }
  const fat = new Uint32Array(fatSectors * perSector);
  fatList.forEach((sector, k) => {
    claim(sector);
    const data = sectorAt(sector);
    for (let i = 0; i < perSector && i * 4 + 4 <= data.length; i++) fat[k * perSector + i] = data.readUInt32LE(i * 4);
  });

  /** The sectors of a chain, each claimed once; `limit` bounds its length. */
  const chain = (start: number, limit: number, next: Uint32Array, mark: (sector: number) => void): number[] => {
    const out: number[] = [];
    for (let sector = start; sector !== ENDOFCHAIN; sector = next[sector]) {
      if (out.length >= limit || sector >= next.length) throw structure();
      mark(sector);
      out.push(sector);
    }
    return out;
  };

  const dirSectors = chain(firstDir, Math.ceil((TASK_LIMITS.cfbEntries * ENTRY_BYTES) / sectorSize), fat, claim);
  const entries: DirEntry[] = [];
  for (const sector of dirSectors) {
    const data = sectorAt(sector);
    for (let off = 0; off + ENTRY_BYTES <= data.length; off += ENTRY_BYTES) {
      const nameBytes = Math.min(data.readUInt16LE(off + 0x40), 64);
      entries.push({
        name: data.toString('utf16le', off, off + Math.max(0, nameBytes - 2)),
        type: data[off + 0x42],
        left: data.readUInt32LE(off + 0x44),
        right: data.readUInt32LE(off + 0x48),
        child: data.readUInt32LE(off + 0x4c),
        start: data.readUInt32LE(off + 0x74),
        // Stream sizes of a version 3 file use the low 32 bits only.
        size: major === 3 ? data.readUInt32LE(off + 0x78) : data.readUInt32LE(off + 0x78) + data.readUInt32LE(off + 0x7c) * 2 ** 32,
      });
    }
  }
  const root = entries[0];
  if (!root || root.type !== TYPE_ROOT) throw new UnsafeFileError(XLS_MSG.notXls);

  // The directory tree: every reachable entry once; a cycle or a dangling id is refused.
  const seen = new Uint8Array(entries.length);
  const reachable: DirEntry[] = [];
  const rootLevel: DirEntry[] = [];
  const pending: { id: number; top: boolean }[] = [{ id: root.child, top: true }];
  while (pending.length > 0) {
    const { id, top } = pending.pop()!;
    if (id === NOSTREAM) continue;
    if (id >= entries.length || seen[id] || id === 0) throw structure();
    seen[id] = 1;
    const entry = entries[id];
    if (entry.type !== TYPE_STREAM && entry.type !== TYPE_STORAGE) throw structure();
    reachable.push(entry);
    if (top) rootLevel.push(entry);
    pending.push({ id: entry.left, top }, { id: entry.right, top });
    if (entry.type === TYPE_STORAGE) pending.push({ id: entry.child, top: false });
  }
  if (reachable.length > TASK_LIMITS.cfbEntries) throw structure();

  // Stream sizes: each fits the file, and all of them together do too (their sectors never overlap); the small
  // ones live inside the root entry's mini stream, counted once as its size.
  const streams = reachable.filter((e) => e.type === TYPE_STREAM);
  let total = root.size;
  for (const s of streams) {
    if (s.size > bytes.length) throw structure();
    if (s.size >= MINI_CUTOFF) total += s.size;
  }
  if (total > bytes.length) throw structure();

  // The mini stream (the root entry's data) and its table hold the streams under 4096 bytes.
  const miniContainer = chain(root.start === ENDOFCHAIN || root.size === 0 ? ENDOFCHAIN : root.start, sectorCount, fat, claim);
  if (miniContainer.length * sectorSize < root.size) throw structure();
  const miniFatChain = chain(miniFatSectors === 0 ? ENDOFCHAIN : firstMiniFat, miniFatSectors, fat, claim);
  const miniFat = new Uint32Array(miniFatChain.length * perSector);
  miniFatChain.forEach((sector, k) => {
    const data = sectorAt(sector);
    for (let i = 0; i < perSector && i * 4 + 4 <= data.length; i++) miniFat[k * perSector + i] = data.readUInt32LE(i * 4);
  });
  const miniCount = Math.min(miniFat.length, Math.ceil(root.size / 64));
  const miniUsed = new Uint8Array(miniCount);
  const claimMini = (sector: number) => {
    if (sector >= miniCount || miniUsed[sector]) throw structure();
    miniUsed[sector] = 1;
  };

  for (const s of streams) {
    if (s.size === 0) continue;
    const mini = s.size < MINI_CUTOFF;
    const unit = mini ? 64 : sectorSize;
    const needed = Math.ceil(s.size / unit);
    const sectors = mini ? chain(s.start, miniCount, miniFat, claimMini) : chain(s.start, sectorCount, fat, claim);
    if (sectors.length < needed) throw structure();
  }
  const names = new Set(rootLevel.map((e) => e.name.toLowerCase()));
  if (names.has('encryptedpackage') || names.has('encryptioninfo')) throw new UnsafeFileError(XLS_MSG.encrypted);
  const book = rootLevel.find((e) => e.type === TYPE_STREAM && (e.name.toLowerCase() === 'workbook' || e.name.toLowerCase() === 'book'));
  if (!book || book.size === 0) throw new UnsafeFileError(XLS_MSG.notXls);
}
