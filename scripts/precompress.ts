import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** What is worth compressing: text (scripts, styles, HTML, SVG, JSON). Images and fonts are compressed already. */
export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

export interface Compressed {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}

export const brotli = (data: Buffer) =>
  brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
export const gzip = (data: Buffer) => gzipSync(data, { level: 9 });

function filesUnder(dir: string): string[] {
  // Dot folders (.vite's manifest) are build records, never served.
  return readdirSync(dir)
    .filter((name) => !name.startsWith('.'))
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? filesUnder(path) : [path];
    });
}

/**
 * Writes `name.br` (Brotli, quality 11) and `name.gz` (gzip, level 9) beside every text file of a built
 * directory, so the server sends the smallest form a browser accepts without compressing on each request
 * (docs/performance.md#on-the-wire). A copy that would not be smaller is not written; the server then sends the file as is.
 */
export function precompressDirectory(dir: string): Compressed[] {
  const written: Compressed[] = [];
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const data = readFileSync(file);
    if (data.length < MIN_BYTES) continue;
    const entry: Compressed = { file, raw: data.length, gzip: 0, brotli: 0 };
    for (const [ext, encode, key] of [
      ['.br', brotli, 'brotli'],
      ['.gz', gzip, 'gzip'],
    ] as const) {
      const packed = encode(data);
      if (packed.length >= data.length) continue;
      writeFileSync(file + ext, packed);
      entry[key] = packed.length;
    }
    written.push(entry);
  }
  return written;
}

/** The Vite plugin: once the client build is written, compress its output directory. */
export function precompress(): Plugin {
  let outDir = 'dist';
  let written = false;
  return {
    name: 'atrium-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = isAbsolute(config.build.outDir) ? config.build.outDir : join(config.root, config.build.outDir);
    },
    buildStart() {
      written = false;
    },
    writeBundle() {
      written = true;
    },
    // A failed build wrote nothing to compress, and its own error (a shim that matched nothing, say) is the one to show.
    closeBundle() {
      if (written) precompressDirectory(outDir);
    },
  };
}
