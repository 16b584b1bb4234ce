// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, dirname } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The dependency direction of docs/architecture.md#dependency-directions: declarations (resources/) import schemas/ and each other only,
 * never the console (src/): a bespoke piece is named there and registered on the console side
 * (src/app/plugins.ts). This reads every import, static, dynamic or type-only, of every file under resources/.
 */
const root = resolve(__dirname, '../..');
const resourcesDir = join(root, 'resources');

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : /\.(ts|tsx)$/.test(e.name) ? [join(dir, e.name)] : []));

/** What a module imports: `from '…'`, `import('…')`, `import '…'`, `require('…')`. */
const importsOf = (source: string): string[] => [...source.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)['"]([^'"]+)['"]/g)].map((m) => m[1]);

/** Whether an import of `file` reaches into src/: the `@/` alias or a relative path that lands there. */
const reachesConsole = (file: string, spec: string) =>
  spec === '@' || spec.startsWith('@/') || (spec.startsWith('.') && !relative(join(root, 'src'), resolve(dirname(file), spec)).startsWith('..'));

describe('resources/ imports nothing from src/', () => {
  it('finds every kind of import', () => {
    expect(importsOf(`import a from '@/x';\nimport type { B } from "../src/y";\nconst c = lazy(() => import('@/z'));\nimport './side';`)).toEqual(['@/x', '../src/y', '@/z', './side']);
    expect(reachesConsole(join(resourcesDir, 'a/b.ts'), '../../src/pages/x')).toBe(true);
    expect(reachesConsole(join(resourcesDir, 'a/b.ts'), '../define')).toBe(false);
    expect(reachesConsole(join(resourcesDir, 'a.ts'), '@schemas/account')).toBe(false);
  });

  it('holds for every file under resources/', () => {
    const files = filesUnder(resourcesDir);
    expect(files.length).toBeGreaterThan(20);
    const offending = files.flatMap((file) =>
      importsOf(readFileSync(file, 'utf8'))
        .filter((spec) => reachesConsole(file, spec))
        .map((spec) => `${relative(root, file)} imports ${spec}`),
    );
    expect(offending).toEqual([]);
  });
});
