/**
 * exceljs's streaming writer hands each 64 KB of sheet XML to the zip without waiting for it to be
 * compressed and written, so a fast producer piles the whole sheet up in memory. The export therefore waits,
 * between pages, until what is buffered ahead of the compressor is small again.
 */
interface StreamState {
  length?: number;
}
interface PipeLike {
  _writableState?: StreamState;
  _readableState?: StreamState;
}

const BUFFERED_LIMIT = 2 * 1024 * 1024;
/** A compressor that makes no progress for this long has failed; the export then fails instead of hanging. */
const STALL_MS = 60_000;

export async function drainSheet(sheet: unknown): Promise<void> {
  const pipes = ((sheet as { stream?: { pipes?: PipeLike[] } }).stream?.pipes ?? []) as PipeLike[];
  for (const pipe of pipes) {
    const buffered = () => (pipe._writableState?.length ?? 0) + (pipe._readableState?.length ?? 0);
    let last = buffered();
    let since = Date.now();
    while (buffered() > BUFFERED_LIMIT) {
      await new Promise((resolve) => setTimeout(resolve, 2));
      const now = buffered();
      if (now < last) {
        last = now;
        since = Date.now();
      } else if (Date.now() - since > STALL_MS) {
        throw new Error('export writer stalled');
      }
    }
  }
}
