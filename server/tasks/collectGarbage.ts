import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

type Collect = () => void;

/**
 * A full garbage collection, for long batch work that would otherwise let dead memory pile up.
 *
 * A million-row export allocates a stream of short-lived row objects and zlib and XML Buffers. V8 collects
 * them only when its heap or its external-memory allowance (about 64 MB) runs out, so the server's resident
 * memory climbed by some 150 MB during an export, past the 300 MB of docs/performance.md#exports-and-memory, although little of it was alive.
 * The collector is reached without a command-line flag (`--expose-gc` set at run time, then `gc` read from a
 * fresh context), so the bound holds however the server is started.
 */
function obtainCollector(): Collect {
  const exposed = (globalThis as { gc?: Collect }).gc;
  if (typeof exposed === 'function') return exposed;
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as Collect;
}

let collector: Collect | undefined;

export function collectGarbage(): void {
  collector ??= obtainCollector();
  collector();
}
