import { Worker } from 'node:worker_threads';
import { TASK_LIMITS } from './limits';
import type { ImportDefinition } from './registry';
import { SHEET_MSG, SheetCollector, SheetError, type SheetRow } from './sheetRows';
import { XLS_MSG } from './xlsGuard';
import type { XlsReply, XlsRequest } from './xlsProtocol';

/** The worker's file beside the production server's main.mjs (vite.server.config.ts builds both). */
const BUILT_WORKER = 'xls-worker.mjs';

/**
 * A worker thread reading one .xls. From the built server it is the built worker; from the sources (tests,
 * `npm run dev`) the TypeScript file, loaded through tsx, which a worker does not inherit from its parent.
 */
function startWorker(request: XlsRequest): Worker {
  const options = {
    workerData: request,
    transferList: [request.bytes.buffer as ArrayBuffer],
    resourceLimits: { maxOldGenerationSizeMb: TASK_LIMITS.xlsReaderHeapMb, maxYoungGenerationSizeMb: 32 },
  };
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL(BUILT_WORKER, import.meta.url), options);
  const tsx = import.meta.resolve('tsx/esm/api');
  const source = new URL('./xlsWorker.ts', import.meta.url).href;
  const boot = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(boot, { ...options, eval: true });
}

/** Parses an .xls (checked by assertSafeXls) off the main thread, bounded in memory and time. */
function parseXls(bytes: Buffer): Promise<XlsReply> {
  // The worker gets a copy of its own: the upload's buffer may be a slice of a pooled one.
  const copy = new Uint8Array(bytes.length);
  copy.set(bytes);
  return new Promise((resolve, reject) => {
    const worker = startWorker({ bytes: copy });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(() => settle(() => reject(new SheetError(SHEET_MSG.tooMuchContent))), TASK_LIMITS.xlsReadSeconds * 1000);
    worker.once('message', (reply: XlsReply) => settle(() => resolve(reply)));
    worker.once('error', (error: Error & { code?: string }) => settle(() => reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new SheetError(SHEET_MSG.tooMuchContent) : error)));
    worker.once('exit', (code) => settle(() => reject(new Error(`xls reader exited with ${code}`))));
  });
}

/** Reads the first worksheet of an .xls into data rows, through the same collector as an .xlsx. */
export async function readXlsSheet(bytes: Buffer, def: ImportDefinition): Promise<SheetRow[]> {
  const reply = await parseXls(bytes);
  if (!reply.ok) {
    if (reply.reason === 'encrypted') throw new SheetError(XLS_MSG.encrypted);
    throw new SheetError(reply.reason === 'noSheet' ? SHEET_MSG.noSheet : SHEET_MSG.unreadable);
  }
  const collector = new SheetCollector(def);
  for (const [rowNumber, values] of reply.rows) collector.add(rowNumber, values);
  return collector.finish();
}
