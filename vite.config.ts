import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { signedInChunks } from './scripts/signedInChunks.ts';
import { precompress } from './scripts/precompress.ts';
import { buildShims } from './scripts/buildShims.ts';
import { packagesInChunks } from './scripts/packagesInChunks.ts';

const root = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 8080}`;
const apiBase = process.env.API_BASE ?? '/catering';
const SIDE_EFFECT_FREE = /[\\/]node_modules[\\/](papaparse|rc-field-form|@rc-component[\\/]async-validator|rc-table)[\\/]/;
const signedIn = signedInChunks({
  signedIn: root('./src/app/SignedInApp.tsx'),
  list: root('./src/engine/list/ListPage.tsx'),
  publicPages: [],
  // antd's and the icons' indexes: the public pages' lazy parts import components by path instead.
  barrels: /[\\/]node_modules[\\/](antd|@ant-design[\\/]icons)[\\/](es|lib)[\\/]index\.js$/,
  // The app's routes and its root message bridge, the page error boundary (public pages have it too), the sign-in
  // pages, the providers (which load the sign-in cipher on demand), and the frame that opens the approval pages on
  // a phone without the shell (docs/approvals.md): what those share with the shell must not pull the shell in.
  publicImporters:
    /[\\/](node_modules|src[\\/]main\.tsx|src[\\/]app[\\/](AppRoutes|RootNotifierBridge|SignedInFrame)\.tsx|src[\\/]shell[\\/]layout[\\/]PageBoundary\.tsx|src[\\/]providers[\\/]|src[\\/]pages[\\/](login|errors|lock)[\\/])/,
});

// `npm run bench -- shims` builds the console without each shim in turn to measure what it saves
// (docs/performance.md, "Build shims"); never set for the console that is served.
const shimsLeftOut = process.env.ATRIUM_SHIMS_WITHOUT?.split(',').filter(Boolean) ?? [];

export default defineConfig({
  plugins: [react(), buildShims({ without: shimsLeftOut }), signedIn.plugin, packagesInChunks(), precompress()],
  resolve: {
    alias: {
      '@schemas': root('./schemas'),
      '@resources': root('./resources'),
      '@': root('./src'),
      // The bench's React profiling build (bench/reactCommits.ts): React's commits and component renders on
      // the Performance panel's tracks; never the console that is served.
      ...(process.env.REACT_PROFILING === '1' ? { 'react-dom/client': 'react-dom/profiling' } : {}),
    },
  },
  build: {
    outDir: 'dist',
    manifest: true,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      treeshake: {
        // Packages without side effects that do not declare it, so their unused modules would ride along:
        // papaparse (Refine's CSV import/export hooks, which we do not use) into the signed-in script;
        // rc-field-form and its validator (antd's inputs read the form context through its index) into the
        // sign-in page, which has no antd Form; rc-table, whose index builds its virtual table when it loads
        // (docs/performance.md#what-the-browser-loads).
        moduleSideEffects: (id: string) => (SIDE_EFFECT_FREE.test(id) ? false : undefined),
      },
      output: {
        codeSplitting: {
          // What the first screen needs (the entry's static imports) comes as one script rather than some forty
          // small shared chunks: one request instead of a waterfall, and one gzip stream (docs/performance.md#what-the-browser-loads).
          // Pages and the signed-in part still load their own chunks.
          groups: [
            { name: 'first-screen', tags: ['$initial'], includeDependenciesRecursively: false, priority: 5 },
            // antd's form store and its validation library, loaded with the first form (a dialog, the lock page): left
            // to the build, they landed in the public parts' script, which the first list loads (14 KB gzip). Only
            // their own modules: what they share with others stays where it was (tests/e2e/wire.spec.ts).
            { name: 'form-store', test: /[\\/]node_modules[\\/](rc-field-form|@rc-component[\\/]async-validator)[\\/]/, includeDependenciesRecursively: false, priority: 4 },
            // What a public page's lazy parts (the social buttons, the phone form's notice, the root messages, the
            // error and redirect pages) share with the signed-in part, such as antd's dialog and result, taken
            // before the signed-in group, which would take it along with its own modules: otherwise the sign-in
            // page fetches the whole shell for one dialog (scripts/signedInChunks.ts).
            { name: 'public', test: signedIn.isPublic, priority: 3 },
            // What the signed-in part always loads after the first screen (the shell, Refine, antd's layout, menu,
            // tabs and the providers), and then for what every list page loads: one script each instead of some
            // thirty small chunks (docs/performance.md#what-the-browser-loads). Only modules the chunk's own part always needs are taken
            // (scripts/signedInChunks.ts), so no page brings another page's code with it.
            { name: 'signed-in', test: signedIn.isShell, priority: 2 },
            { name: 'list-page', test: signedIn.isList, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      [apiBase]: { target: apiTarget, ws: true },
      '/atrium-config.json': apiTarget,
      '/act/ws': { target: apiTarget, ws: true },
      '/websocket': { target: apiTarget, ws: true },
    },
  },
  test: {
    // Every core runs test files (Vitest's default leaves one idle: a single worker on two cores); each file
    // has its own process and, for the API tests, its own database or schema, so files never meet.
    maxWorkers: availableParallelism(),
    // The file times go to the timing report at the end of `npm test` (scripts/testTimes.ts).
    reporters: ['default', './tests/reporters/fileTimes.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          // jsdom for what renders or reads the browser's storage; a file of plain logic says
          // `// @vitest-environment node` in its first line and spares the DOM's start (seconds a file).
          environment: 'jsdom',
          setupFiles: ['tests/unit/setup.ts'],
          // A worker keeps one process, one jsdom and the packages (React, antd, Refine) for all its files: a
          // process, a DOM and antd's import for every file were most of the stage's time. Files still start
          // clean: tests/unit/setup.ts evaluates the console's own modules afresh and empties the document and
          // the storage before each file. A file that replaces a module (vi.mock) shares the process too: Vitest
          // keeps the replacements in a registry of that file alone, and the modules evaluated with them are
          // evaluated again for the next file.
          isolate: false,
          // The first render of a file pays antd's cold start; on a shared 2-core machine that passes 5 s.
          testTimeout: 15000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // One migrated and seeded database image for the run; each file's server starts from a copy.
          globalSetup: ['tests/api/support/databaseImage.ts'],
          // A worker loads the server's modules once for all its files (importing them again for each file took
          // 160 of the stage's CPU seconds). Files still never meet: each builds its own app on its own database,
          // and the few that replace a function restore it after their test.
          isolate: false,
          // Property tests run hundreds of real requests; on two shared cores that can take a while.
          testTimeout: 120000,
          hookTimeout: 60000,
        },
      },
      {
        extends: true,
        test: {
          // Two production instances on one PostgreSQL, started by .ci/run (docs/operating.md#running-several-instances).
          name: 'scaleout',
          include: ['tests/scaleout/**/*.test.ts'],
          environment: 'node',
          // One file at a time: the files share the two instances, their users and the sign-in limits.
          fileParallelism: false,
          testTimeout: 180000,
          hookTimeout: 60000,
        },
      },
      {
        extends: true,
        test: {
          // The same cluster broken on purpose after the scale-out tests (docs/operating.md, "What survives what"):
          // instances killed and restarted, PostgreSQL stopped and started, its pool exhausted, by .ci/run.
          name: 'faults',
          include: ['tests/faults/**/*.test.ts'],
          environment: 'node',
          // One file at a time: each breaks the cluster the others use, and leaves it whole again.
          fileParallelism: false,
          testTimeout: 600000,
          hookTimeout: 120000,
        },
      },
    ],
  },
});
