import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';

/**
 * exceljs 4.4's streaming reader takes the entries of the zip from unzipper's parser until that parser says
 * 'end'. The parser says it as soon as the upload has been read to its last byte, even when entries it has
 * parsed are still queued for the reader, which is busy with an earlier one (a worksheet that comes before the
 * shared strings is copied to a temporary file first). The reader then never sees those entries,
 * xl/workbook.xml among them, and fails with "Cannot read properties of undefined (reading 'sheets')": about
 * one small upload in 300 failed to import here, at random.
 *
 * Until unzipper says 'end' only once its entries are taken, an 'end' said while entries are still queued is
 * held back here and said right after the reader has taken the last of them. An 'end' with nothing queued, and
 * errors (a truncated zip), go through as before.
 */
type ReaderProto = {
  _getStream(input: unknown): Readable;
  __atriumZipEnd?: boolean;
};

function endOnceEntriesTaken(parser: Readable): void {
  const emit = parser.emit;
  let held = false;
  parser.emit = function (this: Readable, event: string | symbol, ...args: unknown[]) {
    if (event === 'end' && !this.readableEnded && this.readableLength > 0) {
      held = true;
      return true;
    }
    const heard = emit.call(this, event, ...args);
    // The stream counts an entry out before handing it over: after the last one, the length is 0.
    if (event === 'data' && held && this.readableLength === 0) {
      held = false;
      emit.call(this, 'end');
    }
    return heard;
  } as Readable['emit'];
}

const proto = ExcelJS.stream.xlsx.WorkbookReader.prototype as unknown as ReaderProto;
if (!proto.__atriumZipEnd) {
  const getStream = proto._getStream;
  // The reader pipes the stream it gets here into the zip parser, and nowhere else.
  proto._getStream = function (this: ReaderProto, input) {
    const stream = getStream.call(this, input);
    const pipe = stream.pipe;
    stream.pipe = function <T extends NodeJS.WritableStream>(this: Readable, destination: T, options?: { end?: boolean }): T {
      endOnceEntriesTaken(destination as unknown as Readable);
      return pipe.call(this, destination, options) as T;
    };
    return stream;
  };
  proto.__atriumZipEnd = true;
}
