/**
 * Bounds of the import and export tasks. Imports read untrusted files, so every dimension of the work is
 * bounded before (file and zip) or while (rows, columns) it is read.
 */
export const TASK_LIMITS = {
  /** Largest upload accepted. */
  uploadBytes: 10 * 1024 * 1024,
  /** Most entries in the xlsx zip (a workbook has a few dozen). */
  zipEntries: 500,
  /** Most directory entries (streams and storages) of an .xls compound file (a workbook has a handful). */
  cfbEntries: 256,
  /** Most bytes all entries may inflate to together. */
  decompressedBytes: 256 * 1024 * 1024,
  /** Most an entry larger than 1 MB may inflate relative to its compressed size (spreadsheets stay far below). */
  compressionRatio: 200,
  /** Most data rows an import reads (the header row not counted). */
  importRows: 100_000,
  /** Most columns a row may have. */
  importColumns: 50,
  /** Most characters of one cell. */
  cellChars: 2000,
  /**
   * Heap of the worker thread that reads an .xls: @e965/xlsx holds the whole sheet, some 550 bytes a cell
   * (a full 65,536-row sheet of 4 columns takes about 145 MB), so 320 MB admits any sheet of ordinary text a
   * 10 MB upload can hold and refuses the rest (SHEET_MSG.tooMuchContent) instead of the server running out.
   */
  xlsReaderHeapMb: 320,
  /** Seconds an .xls may take to read before its worker is stopped. */
  xlsReadSeconds: 120,
  /** Rows per transaction when an import writes. */
  importBatch: 500,
  /** Rows per keyset page when an export reads. */
  exportBatch: 5000,
  /**
   * Rows an export writes between two full garbage collections (collectGarbage), which keep its memory bounded.
   * 10,000 since the job queue's tables and listener made the embedded server's resting memory some 30 MB larger
   * (`npm run bench -- tasks`: peak 307-318 MB at 20,000, 292 MB at 10,000, the export a few seconds slower).
   */
  exportCollectEvery: 10_000,
} as const;
