// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { KEPT_OUT, PACKAGES_RECORD, packagesByChunk, packagesInChunks } from '../../scripts/packagesInChunks';

/**
 * The build's check of what its chunks carry (docs/performance.md, "Packages declared free of side effects"): the
 * packages a library brings for what no screen uses stay out of every chunk, and a declaration that no longer
 * matches anything fails the build rather than stay. The build's own record is read by tests/e2e/buildContents.spec.ts.
 */
const require = createRequire(import.meta.url);

const mod = (renderedLength: number) => ({ renderedLength });
const at = (pkg: string, file: string) => `/work/app/node_modules/${pkg}/${file}`;

/** The plugin's hooks run as the build runs them, with what the build would hand them. */
function run(bundle: Record<string, unknown>, moduleIds: string[] = [at('react-markdown', 'src/react-markdown.js'), at('remark-gfm', 'index.js')]) {
  const plugin = packagesInChunks();
  const emitted: { fileName: string; source: string }[] = [];
  const context = {
    error: (message: string) => {
      throw new Error(message);
    },
    emitFile: (file: { fileName: string; source: string }) => emitted.push(file),
    getModuleIds: () => moduleIds[Symbol.iterator](),
  };
  (plugin.buildEnd as (this: unknown, error?: Error) => void).call(context);
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

  it('fails the build naming the chunk when a kept-out package renders code into it, and records every chunk otherwise', () => {
    const dialog = { type: 'chunk', name: 'ResourceFormModal', modules: { [at('@refinedev/antd', 'dist/index.mjs')]: mod(4800), [at('react-markdown', 'src/react-markdown.js')]: mod(0) } };
    const emitted = run({ 'assets/ResourceFormModal.js': dialog });
    expect(emitted).toHaveLength(1);
    expect(emitted[0].fileName).toBe(PACKAGES_RECORD);
    expect(JSON.parse(emitted[0].source)).toEqual({ 'assets/ResourceFormModal.js': { name: 'ResourceFormModal', packages: { '@refinedev/antd': 4800 } } });

    const leaked = { ...dialog, modules: { ...dialog.modules, [at('react-markdown', 'src/react-markdown.js')]: mod(12368), [at('remark-gfm', 'index.js')]: mod(450) } };
    expect(() => run({ 'assets/ResourceFormModal.js': leaked })).toThrow(/assets\/ResourceFormModal\.js: react-markdown, remark-gfm/);
  });

  it('fails the build when a kept-out package is imported by nothing any more: its declaration has nothing left to do', () => {
    expect(() => run({}, [at('react-markdown', 'src/react-markdown.js')])).toThrow(/No module imports remark-gfm any more/);
    expect(() => run({}, [])).toThrow(/react-markdown, remark-gfm/);
  });

  it('keeps out what @refinedev/antd’s entry, as installed, imports for its Markdown field', () => {
    const entry = readFileSync(require.resolve('@refinedev/antd').replace(/index\.cjs$/, 'index.mjs'), 'utf8');
    for (const pkg of KEPT_OUT) expect(entry).toMatch(new RegExp(`import \\w+ from "${pkg}"`));
    // CommonJS without a side-effects field: left to itself the build would keep them wherever the entry goes.
    for (const pkg of KEPT_OUT) expect(require(`${pkg}/package.json`).sideEffects).toBeUndefined();
  });
});
