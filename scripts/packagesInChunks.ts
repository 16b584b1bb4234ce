import type { Plugin } from 'vite';
import { packageOf } from './barrelImports.ts';

/**
 * Packages no chunk of the console may carry (docs/performance.md, "Refine's antd binding"): react-markdown and
 * remark-gfm, which @refinedev/antd's entry imports for its MarkdownField. No screen draws Markdown, and the two are
 * CommonJS without a `sideEffects` field, so a build that takes any hook from that entry keeps them, with their
 * parser, in the same chunk (34.4 KB in Brotli measured in the generated form dialog's script).
 */
export const NEVER_SHIPPED = ['react-markdown', 'remark-gfm'] as const;

/** The packages whose code a chunk carries, with the bytes each renders into it (tree-shaken modules count 0). */
export type ChunkPackages = Record<string, { name: string; packages: Record<string, number> }>;

/** Where the build writes, beside Vite's manifest, the packages each chunk carries (a build record, never served). */
export const PACKAGES_RECORD = '.vite/packages.json';

interface BundleChunk {
  type: 'chunk' | 'asset';
  name?: string;
  modules?: Record<string, { renderedLength: number }>;
}

/** The packages each chunk of a bundle renders code of. */
export function packagesByChunk(bundle: Record<string, BundleChunk>): ChunkPackages {
  const record: ChunkPackages = {};
  for (const [file, chunk] of Object.entries(bundle)) {
    if (chunk.type !== 'chunk') continue;
    const packages: Record<string, number> = {};
    for (const [id, module] of Object.entries(chunk.modules ?? {})) {
      const pkg = packageOf(id);
      if (pkg && module.renderedLength > 0) packages[pkg] = (packages[pkg] ?? 0) + module.renderedLength;
    }
    record[file] = { name: chunk.name ?? '', packages };
  }
  return record;
}

/** What a build says when a package that must never ship reached a chunk: each chunk with those it carries. */
export function neverShippedMessage(found: { file: string; packages: string[] }[]): string {
  return [
    'Packages the console never ships reached the build (scripts/packagesInChunks.ts):',
    ...found.map(({ file, packages }) => `  - ${file}: ${packages.join(', ')}`),
    'They come with a hook of @refinedev/antd: see docs/performance.md, "Refine\'s antd binding", for what it costs and how to keep them out.',
  ].join('\n');
}

/**
 * Records, for the browser tests, the packages each chunk of the console's build carries (`dist/.vite/packages.json`,
 * beside Vite's manifest), and fails the build when one of them is a package that must never ship. Build only.
 */
export function packagesInChunks({ never = NEVER_SHIPPED }: { never?: readonly string[] } = {}): Plugin {
  return {
    name: 'atrium-packages-in-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const record = packagesByChunk(bundle as unknown as Record<string, BundleChunk>);
      const found = Object.entries(record)
        .map(([file, { packages }]) => ({ file, packages: never.filter((pkg) => pkg in packages) }))
        .filter(({ packages }) => packages.length > 0);
      if (found.length) this.error(neverShippedMessage(found));
      this.emitFile({ type: 'asset', fileName: PACKAGES_RECORD, source: `${JSON.stringify(record, null, 1)}\n` });
    },
  };
}
