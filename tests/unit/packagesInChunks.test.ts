// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { NEVER_SHIPPED, PACKAGES_RECORD, packagesByChunk, packagesInChunks } from '../../scripts/packagesInChunks';

/**
 * The build's record of what its chunks carry, and its refusal of the packages the console never ships
 * (docs/performance.md, "Refine's antd binding"). The record of a real build is read by tests/e2e/buildContents.spec.ts.
 */
const require = createRequire(import.meta.url);

const mod = (renderedLength: number) => ({ renderedLength });
const at = (pkg: string, file: string) => `/work/app/node_modules/${pkg}/${file}`;

/** The plugin's hook run as the build runs it, with the bundle the build would hand it. */
function run(bundle: Record<string, unknown>) {
  const plugin = packagesInChunks();
  const emitted: { fileName: string; source: string }[] = [];
  const context = {
    error: (message: string) => {
      throw new Error(message);
    },
    emitFile: (file: { fileName: string; source: string }) => emitted.push(file),
  };
  (plugin.generateBundle as (this: unknown, options: unknown, bundle: unknown) => void).call(context, {}, bundle);
  return emitted;
}

describe('the packages in the build’s chunks', () => {
  it('counts, per chunk, the bytes each package renders, leaving out what tree-shaking emptied and assets', () => {
    const record = packagesByChunk({
      'assets/list-page.js': {
        type: 'chunk',
        name: 'list-page',
        modules: {
          [at('antd', 'es/table/Table.js')]: mod(1200),
          [at('antd', 'es/table/hooks/useSorter.js')]: mod(300),
          [at('@refinedev/core', 'dist/index.mjs')]: mod(0),
          '/work/app/src/engine/list/ListPage.tsx': mod(900),
        },
      },
      'assets/list-page.css': { type: 'asset' },
    });
    expect(record).toEqual({ 'assets/list-page.js': { name: 'list-page', packages: { antd: 1500 } } });
  });

  it('records every chunk beside the manifest, and fails the build naming the chunk that carries a package never shipped', () => {
    const dialog = {
      type: 'chunk',
      name: 'ResourceFormModal',
      modules: { [at('@refinedev/antd', 'dist/index.mjs')]: mod(4800), [at('react-markdown', 'src/react-markdown.js')]: mod(0) },
    };
    const emitted = run({ 'assets/ResourceFormModal.js': dialog });
    expect(emitted).toHaveLength(1);
    expect(emitted[0].fileName).toBe(PACKAGES_RECORD);
    expect(JSON.parse(emitted[0].source)).toEqual({ 'assets/ResourceFormModal.js': { name: 'ResourceFormModal', packages: { '@refinedev/antd': 4800 } } });

    const leaked = { ...dialog, modules: { ...dialog.modules, [at('react-markdown', 'src/react-markdown.js')]: mod(12368), [at('remark-gfm', 'index.js')]: mod(450) } };
    expect(() => run({ 'assets/ResourceFormModal.js': leaked })).toThrow(/assets\/ResourceFormModal\.js: react-markdown, remark-gfm/);
  });

  it('never ships what @refinedev/antd’s entry, as installed, imports for its Markdown field', () => {
    const entry = readFileSync(require.resolve('@refinedev/antd').replace(/index\.cjs$/, 'index.mjs'), 'utf8');
    for (const pkg of NEVER_SHIPPED) expect(entry).toMatch(new RegExp(`import \\w+ from "${pkg}"`));
    // CommonJS without a side-effects field: left to itself the build keeps them wherever a hook of the entry goes.
    for (const pkg of NEVER_SHIPPED) expect(require(`${pkg}/package.json`).sideEffects).toBeUndefined();
  });
});
