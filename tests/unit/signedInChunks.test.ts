// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { signedInChunks } from '../../scripts/signedInChunks';

/** A module graph as the build reports it: static and dynamic imports by module id; `main` is the entry. */
const graph: Record<string, { imports?: string[]; dynamic?: string[] }> = {
  '/src/main.tsx': { imports: ['/src/app/AppRoutes.tsx', '/nm/react.js'] },
  '/src/app/AppRoutes.tsx': {
    imports: ['/src/shell/routes.tsx'],
    dynamic: ['/src/app/SignedInApp.tsx', '/src/pages/errors/ErrorPage.tsx', '/src/pages/login/SocialButtons.tsx'],
  },
  // A lazy part of the sign-in page: a component by its own path, and (for a type, say) the library's index.
  '/src/pages/login/SocialButtons.tsx': { imports: ['/nm/antd/es/space.js', '/nm/antd/es/index.js'] },
  '/nm/antd/es/index.js': { imports: ['/nm/antd/es/space.js', '/nm/antd/es/table.js'] },
  '/nm/antd/es/space.js': {},
  '/nm/antd/es/table.js': {},
  // Statically part of the first screen, but its lazy pages are shown only inside the signed-in shell.
  '/src/shell/routes.tsx': { dynamic: ['/src/pages/home/HomePage.tsx', '/src/pages/lock/LockPage.tsx'] },
  '/src/pages/errors/ErrorPage.tsx': { imports: ['/src/shell/layout/PageErrorView.tsx'] },
  '/src/pages/lock/LockPage.tsx': { imports: ['/src/shell/lock/lockRules.ts'] },
  '/src/app/SignedInApp.tsx': {
    imports: ['/src/shell/Shell.tsx', '/nm/refine.js', '/nm/react.js'],
    dynamic: ['/src/engine/list/ListPage.tsx', '/src/pages/home/HomePage.tsx'],
  },
  '/src/shell/Shell.tsx': {
    imports: ['/src/shell/layout/PageErrorView.tsx', '/src/shell/lock/lockRules.ts', '/src/shell/TopBar.tsx', '/nm/antd/es/index.js'],
  },
  '/src/shell/TopBar.tsx': {},
  '/src/shell/layout/PageErrorView.tsx': {},
  '/src/shell/lock/lockRules.ts': {},
  '/nm/refine.js': {},
  '/nm/react.js': {},
  '/src/pages/home/HomePage.tsx': { imports: ['/src/pages/home/useHomeData.ts', '/src/shell/TopBar.tsx'] },
  '/src/pages/home/useHomeData.ts': {},
  '/src/engine/list/ListPage.tsx': { imports: ['/src/engine/list/SearchForm.tsx', '/nm/refine.js'], dynamic: ['/src/engine/list/HeaderBlock.tsx'] },
  '/src/engine/list/SearchForm.tsx': {},
  '/src/engine/list/HeaderBlock.tsx': {},
};

function chunksOf() {
  const chunks = signedInChunks({
    signedIn: '/src/app/SignedInApp.tsx',
    list: '/src/engine/list/ListPage.tsx',
    publicPages: ['/src/pages/lock/LockPage.tsx'],
    publicImporters: /\/(nm\/|src\/main\.tsx|src\/app\/AppRoutes\.tsx|src\/pages\/(login|errors|lock)\/)/,
    barrels: /\/nm\/antd\/es\/index\.js$/,
  });
  const context = {
    getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
    getModuleInfo: (id: string) => graph[id] && { isEntry: id === '/src/main.tsx', importedIds: graph[id].imports ?? [], dynamicallyImportedIds: graph[id].dynamic ?? [] },
  };
  (chunks.plugin.buildEnd as (this: typeof context) => void).call(context);
  const all = Object.keys(graph);
  return { shell: all.filter(chunks.isShell), list: all.filter(chunks.isList), shared: all.filter(chunks.isPublic) };
}

describe('the signed-in and list-page chunk groups (docs/performance.md#what-the-browser-loads)', () => {
  it('take what the signed-in part always loads, but not its own module, its lazy pages or what a public page reaches', () => {
    const { shell } = chunksOf();
    // Refine is not reachable from a public page here; the shell's own modules are.
    expect(shell).toEqual(['/src/shell/Shell.tsx', '/src/shell/TopBar.tsx', '/nm/refine.js']);
  });

  it('leave the error and lock pages’ modules and the first screen’s to them', () => {
    const { shell, list } = chunksOf();
    for (const id of ['/src/shell/layout/PageErrorView.tsx', '/src/shell/lock/lockRules.ts', '/nm/react.js', '/src/app/SignedInApp.tsx']) {
      expect(shell).not.toContain(id);
      expect(list).not.toContain(id);
    }
  });

  it('take for the list page what it always loads that the shell does not already have', () => {
    const { list } = chunksOf();
    expect(list).toEqual(['/src/engine/list/SearchForm.tsx']);
  });

  it('give a public page’s lazy parts what they share with the signed-in part, so they never load its script', () => {
    const { shell, shared } = chunksOf();
    // The error view (error page and shell), the lock rules (lock page and shell) and the space (social buttons
    // and shell, through antd's index).
    expect([...shared].sort()).toEqual(['/nm/antd/es/space.js', '/src/shell/layout/PageErrorView.tsx', '/src/shell/lock/lockRules.ts']);
    expect(shell).not.toContain('/nm/antd/es/space.js');
  });

  it('do not count a library’s whole index as public because a public part imports from it', () => {
    const { shared } = chunksOf();
    expect(shared).not.toContain('/nm/antd/es/table.js');
    expect(shared).not.toContain('/nm/antd/es/index.js');
  });
});

describe('what the public parts share with the signed-in part, through a library’s index', () => {
  const nm = '/app/node_modules/antd/es';
  /** The shell takes `Space` from antd's index; an error page takes antd's result by its path. */
  const libraryGraph = (shellCode: string): Record<string, { imports?: string[]; dynamic?: string[]; code?: string }> => ({
    '/src/main.tsx': { imports: ['/src/app/AppRoutes.tsx'] },
    '/src/app/AppRoutes.tsx': { dynamic: ['/src/app/SignedInApp.tsx', '/src/pages/errors/ErrorPage.tsx'] },
    '/src/pages/errors/ErrorPage.tsx': { imports: [`${nm}/result/index.js`, `${nm}/space/index.js`] },
    '/src/app/SignedInApp.tsx': { imports: ['/src/shell/Shell.tsx'] },
    '/src/shell/Shell.tsx': { imports: [`${nm}/index.js`], code: shellCode },
    '/src/engine/list/ListPage.tsx': {},
    [`${nm}/index.js`]: {
      imports: [`${nm}/result/index.js`, `${nm}/space/index.js`],
      code: "export { default as Result } from './result';\nexport { default as Space } from './space';",
    },
    [`${nm}/result/index.js`]: {},
    [`${nm}/space/index.js`]: {},
  });
  const sharedOf = (shellCode: string) => {
    const graph = libraryGraph(shellCode);
    const chunks = signedInChunks({
      signedIn: '/src/app/SignedInApp.tsx',
      list: '/src/engine/list/ListPage.tsx',
      publicPages: [],
      publicImporters: /\/(node_modules\/|src\/main\.tsx|src\/app\/AppRoutes\.tsx|src\/pages\/errors\/)/,
      barrels: /\/node_modules\/antd\/es\/index\.js$/,
    });
    const context = {
      getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
      getModuleInfo: (id: string) =>
        graph[id] && {
          isEntry: id === '/src/main.tsx',
          code: graph[id].code ?? '',
          importedIds: graph[id].imports ?? [],
          dynamicallyImportedIds: graph[id].dynamic ?? [],
        },
    };
    (chunks.plugin.buildEnd as (this: typeof context) => void).call(context);
    return Object.keys(graph).filter(chunks.isPublic);
  };

  it('are the parts the signed-in part names from the index, not all the index offers', () => {
    // The signed-in part never shows antd's result: the error page keeps it, and the first list does not load it.
    expect(sharedOf('import { Space } from "antd";')).toEqual([`${nm}/space/index.js`]);
  });

  it('are all the index offers when the signed-in part takes the library whole', () => {
    expect(sharedOf('import * as antd from "antd";').sort()).toEqual([`${nm}/result/index.js`, `${nm}/space/index.js`]);
  });
});
