import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';

/**
 * exceljs 4.4's streaming reader decodes each chunk of a zip entry on its own, so a multi-byte UTF-8
 * character split across two chunks turns into U+FFFD: Chinese text in an imported sheet came out
 * corrupted (about 30 cells in 100,000 rows). Until exceljs decodes in stream mode, the worksheet and
 * shared-string entries are re-chunked here so that every chunk ends on a whole character.
 */
export async function* wholeCharacterChunks(source: AsyncIterable<Buffer | string>): AsyncGenerator<Buffer> {
  let carry: Buffer = Buffer.alloc(0);
  for await (const piece of source) {
    const chunk: Buffer = carry.length > 0 ? Buffer.concat([carry, Buffer.from(piece)]) : Buffer.from(piece);
    const cut = completeLength(chunk);
    carry = chunk.subarray(cut);
    if (cut > 0) yield chunk.subarray(0, cut);
  }
  if (carry.length > 0) yield carry;
}

/** The length of the longest prefix that does not end inside a UTF-8 sequence. */
export function completeLength(buf: Buffer): number {
  const end = buf.length;
  for (let i = end - 1; i >= Math.max(0, end - 4); i--) {
    const byte = buf[i];
    if ((byte & 0xc0) === 0x80) continue; // continuation byte: keep looking for the lead byte
    const needed = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return end - i < needed ? i : end;
  }
  return end;
}

type ReaderProto = {
  _parseWorksheet(iterator: AsyncIterable<Buffer>, sheetNo: string): unknown;
  _parseSharedStrings(entry: Readable): unknown;
  __atriumUtf8?: boolean;
};

const proto = ExcelJS.stream.xlsx.WorkbookReader.prototype as unknown as ReaderProto;
if (!proto.__atriumUtf8) {
  const parseWorksheet = proto._parseWorksheet;
  const parseSharedStrings = proto._parseSharedStrings;
  proto._parseWorksheet = function (this: ReaderProto, iterator, sheetNo) {
    return parseWorksheet.call(this, wholeCharacterChunks(iterator), sheetNo);
  };
  proto._parseSharedStrings = function (this: ReaderProto, entry) {
    return parseSharedStrings.call(this, Readable.from(wholeCharacterChunks(entry)));
  };
  proto.__atriumUtf8 = true;
}
