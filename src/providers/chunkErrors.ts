import { lazy, type ComponentType } from 'react';

/** docs/product.md#errors-and-messages and docs/product.md#constants-and-limits: a script chunk that does not arrive within 120 s fails as ChunkLoadError. */
export const CHUNK_TIMEOUT_MS = 120_000;
export const CSS_CHUNK_LOAD_FAILED = 'CSS_CHUNK_LOAD_FAILED';

export class ChunkLoadError extends Error {
  constructor(
    message: string,
    readonly code: 'ChunkLoadError' | typeof CSS_CHUNK_LOAD_FAILED = 'ChunkLoadError',
  ) {
    super(message);
    this.name = code === 'ChunkLoadError' ? 'ChunkLoadError' : 'CssChunkLoadError';
  }
}

/** Whether an error means a script or style chunk could not be loaded (new deployment, network). */
export function chunkFailureOf(error: unknown): 'ChunkLoadError' | typeof CSS_CHUNK_LOAD_FAILED | null {
  if (error instanceof ChunkLoadError) return error.code;
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error ?? '');
  if (/Unable to preload CSS|CSS_CHUNK_LOAD_FAILED/i.test(message)) return CSS_CHUNK_LOAD_FAILED;
  if (/ChunkLoadError|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(message)) {
    return 'ChunkLoadError';
  }
  return null;
}

export function withChunkTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`Loading chunk timed out after ${timeoutMs} ms`)), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        const kind = chunkFailureOf(error);
        reject(kind ? new ChunkLoadError(error instanceof Error ? error.message : String(error), kind) : error);
      },
    );
  });
}

/** `React.lazy` with the chunk time-out and failure classification. */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() => withChunkTimeout(load));
}
