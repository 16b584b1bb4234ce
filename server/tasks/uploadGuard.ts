import { assertSafeXls, OLE2_MAGIC, XLS_MSG } from './xlsGuard';
import { assertSafeXlsx, FILE_MSG, UnsafeFileError } from './xlsxGuard';

/** The two workbook formats an import reads (docs/product.md#validation: "Import files must be .xls or .xlsx"). */
export type SheetFormat = 'xlsx' | 'xls';

const ZIP_MAGIC = 0x04034b50;

/**
 * Tells an upload's format from its bytes (an .xlsx renamed .xls is still read, as Excel would), and checks it
 * with that format's guard before any reader sees it. Anything else is refused with the message of the format
 * its name claims. Throws UnsafeFileError with the message the user sees.
 */
export async function assertSafeWorkbook(bytes: Buffer, fileName: string): Promise<SheetFormat> {
  if (bytes.length === 0) throw new UnsafeFileError(FILE_MSG.empty);
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(OLE2_MAGIC)) {
    assertSafeXls(bytes);
    return 'xls';
  }
  if (bytes.length >= 4 && bytes.readUInt32LE(0) === ZIP_MAGIC) {
    await assertSafeXlsx(bytes);
    return 'xlsx';
  }
  throw new UnsafeFileError(/\.xls$/i.test(fileName.trim()) ? XLS_MSG.notXls : FILE_MSG.notXlsx);
}
