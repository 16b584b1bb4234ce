import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import type * as Sheets from '@e965/xlsx';
import type { XlsReply, XlsRequest } from './xlsProtocol';

/**
 * The worker thread that reads an .xls (readXls.ts starts it with a bounded heap): @e965/xlsx parses the first
 * worksheet only, keeps no styles, HTML, number formats or VBA, and the cells go back in exceljs's vocabulary
 * (text, numbers, booleans, dates, `{ formula }`, `{ error }`) so that one collector reads both formats.
 * The CommonJS build is loaded because it carries the legacy code pages (BIFF5 files in GBK, Big5 ...).
 */
const XLSX = createRequire(import.meta.url)('@e965/xlsx') as typeof Sheets;

function cellValue(cell: Sheets.CellObject | undefined): unknown {
  if (!cell) return null;
  if (cell.f !== undefined) return { formula: cell.f };
  switch (cell.t) {
    case 's':
    case 'n':
    case 'b':
    case 'd':
      return cell.v ?? null;
    case 'e':
      return { error: cell.w ?? String(cell.v) };
    default:
      return null;
  }
}

function read({ bytes }: XlsRequest): XlsReply {
  let workbook: Sheets.WorkBook;
  try {
    workbook = XLSX.read(bytes, {
      type: 'buffer',
      dense: true,
      sheets: 0,
      cellDates: true,
      cellFormula: true,
      cellHTML: false,
      cellNF: false,
      cellStyles: false,
      cellText: false,
      sheetStubs: false,
      bookVBA: false,
      bookDeps: false,
      bookFiles: false,
      bookProps: false,
      WTF: false,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, reason: /password|encrypt/i.test(message) ? 'encrypted' : 'unreadable', detail: message.slice(0, 200) };
  }
  const name = workbook.SheetNames[0];
  const sheet = name === undefined ? undefined : workbook.Sheets[name];
  if (!sheet) return { ok: false, reason: 'noSheet', detail: '' };
  const data = (sheet as Sheets.DenseWorkSheet)['!data'] ?? [];
  const rows: XlsReply & { ok: true } = { ok: true, rows: [] };
  for (let r = 0; r < data.length; r++) {
    const cells = data[r];
    if (!cells) continue;
    // 1-based columns, as exceljs numbers them.
    const values: unknown[] = [undefined];
    for (let c = 0; c < cells.length; c++) values.push(cellValue(cells[c]));
    rows.rows.push([r + 1, values]);
  }
  return rows;
}

parentPort!.postMessage(read(workerData as XlsRequest));
