import type { Plugin } from 'vite';
import { packageOf } from './barrelImports.ts';

/**
 * Packages a library of ours brings along that no screen uses, held out of the console's build
 * (docs/performance.md, "Packages declared free of side effects"): @refinedev/antd's entry imports react-markdown and
 * remark-gfm for its MarkdownField, which the console never draws, and the two are CommonJS without a `sideEffects`
 * field, so the build would keep them (some 35 KB on the wire with their parser) in whatever chunk takes the entry's
 * hooks. vite.config.ts declares them free of side effects; this list is what the build then checks.
 */
export const KEPT_OUT = ['react-markdown', 'remark-gfm'] as const;

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

/** What a build says when a kept-out package reached a chunk: each chunk with the packages it carries. */
export function keptOutMessage(found: { file: string; packages: string[] }[]): string {
  return [
    'Packages kept out of the build reached it (scripts/packagesInChunks.ts):',
    ...found.map(({ file, packages }) => `  - ${file}: ${packages.join(', ')}`),
    'Something of ours now uses them, or their declaration free of side effects in vite.config.ts no longer matches their files.',
  ].join('\n');
}

/** What a build says when a kept-out package is no longer imported at all: the declaration has nothing left to do. */
export function staleMessage(packages: readonly string[]): string {
  return [
    `No module imports ${packages.join(', ')} any more (scripts/packagesInChunks.ts): the library stopped bringing them.`,
    'Drop them from KEPT_OUT, from the packages declared free of side effects in vite.config.ts and from docs/performance.md.',
  ].join('\n');
}

/**
 * Fails the build when a kept-out package renders code into any chunk, and when none of its modules is imported any
 * more (a declaration that has stopped matching says so rather than stay as a rule nobody can check). Records, for
 * the browser tests, the packages each chunk carries (`dist/.vite/packages.json`). Build only.
 */
export function packagesInChunks({ keptOut = KEPT_OUT }: { keptOut?: readonly string[] } = {}): Plugin {
  return {
    name: 'atrium-packages-in-chunks',
    apply: 'build',
    buildEnd(error) {
      if (error || keptOut.length === 0) return;
      const imported = new Set<string>();
      for (const id of this.getModuleIds()) {
        const pkg = packageOf(id);
        if (pkg && keptOut.includes(pkg)) imported.add(pkg);
      }
      const gone = keptOut.filter((pkg) => !imported.has(pkg));
      if (gone.length) this.error(staleMessage(gone));
    },
    generateBundle(_options, bundle) {
      const record = packagesByChunk(bundle as unknown as Record<string, BundleChunk>);
      const found = Object.entries(record)
        .map(([file, { packages }]) => ({ file, packages: keptOut.filter((pkg) => pkg in packages) }))
        .filter(({ packages }) => packages.length > 0);
      if (found.length) this.error(keptOutMessage(found));
      this.emitFile({ type: 'asset', fileName: PACKAGES_RECORD, source: `${JSON.stringify(record, null, 1)}\n` });
    },
  };
}
