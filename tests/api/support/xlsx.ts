import { deflateRawSync } from 'node:zlib';
import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';

/** Workbook helpers of the task tests. */
export async function workbookOf(rows: unknown[][], sheetName = 'Sheet1'): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export async function readWorkbook(bytes: ArrayBuffer | Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as ArrayBuffer);
  return workbook;
}

/** The values of a sheet as rows of cell values (1-based columns flattened to 0-based). */
export function sheetRows(sheet: ExcelJS.Worksheet): unknown[][] {
  const out: unknown[][] = [];
  sheet.eachRow((row) => out.push((row.values as unknown[]).slice(1)));
  return out;
}

interface ZipPart {
  name: string;
  data: Buffer;
  /** Declare this uncompressed size instead of the real one (a lying header). */
  declaredSize?: number;
}

/** A minimal deflate zip writer, enough to build zip bombs and fake workbooks byte by byte. */
export function zipOf(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const compressed = deflateRawSync(part.data);
    const size = part.declaredSize ?? part.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(0, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    locals.push(local, name, compressed);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(0, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + compressed.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

/** An .xls (BIFF8) written by @e965/xlsx itself; a cell may be a value or a SheetJS cell object (a formula). */
export function xlsOf(rows: unknown[][], sheetName = 'Sheet1'): Buffer {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), sheetName);
  return XLSX.write(workbook, { type: 'buffer', bookType: 'xls' }) as Buffer;
}

/** An .xlsx turned into an .xls as Excel's "save as" would: every sheet's values, read and written by @e965/xlsx. */
export function xlsFromXlsx(bytes: Buffer): Buffer {
  const workbook = XLSX.read(bytes, { type: 'buffer', cellDates: true });
  return XLSX.write(workbook, { type: 'buffer', bookType: 'xls' }) as Buffer;
}

/**
 * An .xls whose cell at (row, col), 0-based, holds the formula 1+2 (cached result 3): @e965/xlsx writes values
 * only, so the BIFF8 FORMULA record is added by hand at the end of the (single) sheet's substream.
 */
export function xlsWithFormula(rows: unknown[][], row: number, col: number): Buffer {
  const cfb = XLSX.CFB.read(xlsOf(rows), { type: 'buffer' });
  const entry = XLSX.CFB.find(cfb, 'Workbook');
  if (!entry?.content) throw new Error('no Workbook stream');
  const stream = Buffer.from(entry.content as Uint8Array);
  const rgce = Buffer.from([0x1e, 1, 0, 0x1e, 2, 0, 0x03]); // ptgInt 1, ptgInt 2, ptgAdd
  const record = Buffer.alloc(4 + 20 + rgce.length);
  record.writeUInt16LE(0x0006, 0);
  record.writeUInt16LE(20 + rgce.length, 2);
  record.writeUInt16LE(row, 4);
  record.writeUInt16LE(col, 6);
  record.writeUInt16LE(0, 8);
  record.writeDoubleLE(3, 10);
  record.writeUInt16LE(rgce.length, 4 + 18);
  rgce.copy(record, 4 + 20);
  // The stream ends with the sheet's EOF record (type 0x000A, no data): the formula goes just before it.
  if (stream.readUInt16LE(stream.length - 4) !== 0x000a) throw new Error('the Workbook stream does not end with EOF');
  entry.content = Buffer.concat([stream.subarray(0, stream.length - 4), record, stream.subarray(stream.length - 4)]);
  entry.size = entry.content.length;
  return XLSX.CFB.write(cfb, { type: 'buffer' }) as Buffer;
}
