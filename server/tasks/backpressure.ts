import type { Writable } from 'node:stream';

/**
 * exceljs's streaming writer hands each 64 KB of sheet XML to the zip without waiting for it to be compressed
 * and written (its stream ignores what `write` answers), so a fast producer piles the whole sheet up in memory.
 * The export therefore waits, between pages, until the zip has taken what was handed to it: a write of zero
 * bytes answers whether the zip's input stream holds more than its high-water mark (archiver's PassThrough, of
 * readable-stream 2, has no `writableLength` to read), and its `drain` event says when it has passed it all on.
 * The million-row export bench is no slower for waiting for all of it rather than for 2 MB as before (see
 * docs/operating.md); reading the next page while the zip caught up was tried and left more in memory.
 */
const NOTHING = Buffer.alloc(0);
/** A compressor that does not drain for this long has failed; the export then fails instead of hanging. */
const STALL_MS = 60_000;

export async function drainSheet(sheet: unknown): Promise<void> {
  const pipes = ((sheet as { stream?: { pipes?: Writable[] } }).stream?.pipes ?? []) as Writable[];
  for (const pipe of pipes) {
    if (!pipe.write(NOTHING)) await drained(pipe);
  }
}

/** Resolves at the stream's `drain`; rejects when it fails, closes or stalls first. */
function drained(stream: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = (error?: Error) => {
      clearTimeout(stall);
      stream.off('drain', onDrain);
      stream.off('error', onError);
      stream.off('close', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => done();
    const onError = (error: Error) => done(error);
    const onClose = () => done(new Error('export writer closed before it drained'));
    const stall = setTimeout(() => done(new Error('export writer stalled')), STALL_MS);
    stream.on('drain', onDrain);
    stream.on('error', onError);
    stream.on('close', onClose);
  });
}
