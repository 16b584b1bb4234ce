import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import './exceljsUtf8';
import './exceljsZipEnd';
import type { ImportDefinition } from './registry';
import { readXlsSheet } from './readXls';
import { SheetCollector, type SheetRow } from './sheetRows';
import type { SheetFormat } from './uploadGuard';

/** Rows read between two progress reports while an .xlsx streams in. */
const PROGRESS_EVERY_ROWS = 5000;

/** Called while a file is read with the data rows taken so far (the import log shows them). */
export type ReadProgress = (rowsRead: number) => Promise<void>;

/**
 * Reads the first worksheet of an upload that passed assertSafeWorkbook into data rows: .xlsx streamed by
 * exceljs (its rows never all in memory as a workbook), .xls by @e965/xlsx in a worker thread of bounded memory.
 * Both go through the same SheetCollector, so headers, limits and messages are the same.
 */
export async function readUpload(format: SheetFormat, input: Readable, def: ImportDefinition, onProgress?: ReadProgress): Promise<SheetRow[]> {
  if (format === 'xls') {
    const chunks: Buffer[] = [];
    for await (const chunk of input) chunks.push(Buffer.from(chunk as Buffer));
    return readXlsSheet(Buffer.concat(chunks), def);
  }
  return readXlsxSheet(input, def, onProgress);
}

async function readXlsxSheet(input: Readable, def: ImportDefinition, onProgress?: ReadProgress): Promise<SheetRow[]> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  const collector = new SheetCollector(def);
  let reported = 0;
  for await (const worksheet of reader) {
    for await (const row of worksheet) {
      collector.add(row.number, (row.values as unknown[]) ?? []);
      if (onProgress && collector.count - reported >= PROGRESS_EVERY_ROWS) {
        reported = collector.count;
        await onProgress(reported);
      }
    }
    break; // only the first worksheet
  }
  return collector.finish();
}
