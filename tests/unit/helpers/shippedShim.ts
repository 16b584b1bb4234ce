import { join } from 'node:path';
import { buildShims } from '../../../scripts/buildShims';

/**
 * The module the console's build gives an installed library file for one of its imports (docs/performance.md,
 * "Build shims"), as the build's own resolver answers for that file: tests of a shim load it this way, so they
 * run the shim the build ships, never a copy nor a path of their own.
 */
const modules = join(import.meta.dirname, '..', '..', '..', 'node_modules', '/');

/** The absolute path of an installed file (`antd/es/table/hooks/useSelection.js`). */
export const installed = (path: string) => `${modules}${path}`;

/** The build's resolver: the shim's path, or null where the build keeps the library's module. */
export const resolveShim = buildShims().resolveId as unknown as (source: string, importer?: string) => string | null;

export async function shipped<T>(source: string, importer: string): Promise<T> {
  const path = resolveShim(source, installed(importer));
  if (!path) throw new Error(`the build replaces no '${source}' of ${importer}`);
  return (await import(/* @vite-ignore */ path)) as T;
}
