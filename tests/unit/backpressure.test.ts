// @vitest-environment node
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { drainSheet } from '../../server/tasks/backpressure';

/** A compressor that takes a chunk a millisecond, as the zip behind exceljs's writer does (it is never told to stop). */
function slowPipe(fail?: Error) {
  let taken = 0;
  return new Writable({
    write(_chunk, _encoding, done) {
      taken++;
      setTimeout(() => done(fail && taken === 3 ? fail : undefined), 1);
    },
  });
}

const KB64 = Buffer.alloc(64 * 1024);
const sheetOver = (pipe: Writable, chunks: number) => {
  for (let i = 0; i < chunks; i++) pipe.write(KB64);
  return { stream: { pipes: [pipe] } };
};

/** An export waits between pages for the compressor behind the sheet (docs/operating.md, "What survives what"). */
describe('drainSheet', () => {
  it("waits for the compressor's drain while more than its high-water mark waits ahead of it", async () => {
    const pipe = slowPipe();
    const sheet = sheetOver(pipe, 48); // 3 MB
    await drainSheet(sheet);
    expect(pipe.writableLength).toBe(0);
  });

  it('goes on at once while it takes what comes', async () => {
    const pipe = slowPipe();
    const sheet = { stream: { pipes: [pipe] } };
    await drainSheet(sheet);
    expect(pipe.writableLength).toBe(0);
    pipe.write(Buffer.alloc(1024));
    await drainSheet(sheet);
    expect(pipe.writableLength).toBe(1024);
  });

  it('fails with the compressor when it fails while the export waits', async () => {
    const failure = new Error('zip stream failed');
    const pipe = slowPipe(failure);
    const sheet = sheetOver(pipe, 48);
    await expect(drainSheet(sheet)).rejects.toBe(failure);
  });
});
