import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { signedInChunks } from './scripts/signedInChunks.ts';

const root = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 8080}`;
const apiBase = process.env.API_BASE ?? '/catering';
const SIDE_EFFECT_FREE = /[\\/]node_modules[\\/](papaparse|rc-field-form|@rc-component[\\/]async-validator)[\\/]/;
const signedIn = signedInChunks({
  signedIn: root('./src/app/SignedInApp.tsx'),
  list: root('./src/engine/list/ListPage.tsx'),
  publicPages: [root('./src/pages/lock/LockPage.tsx')],
  publicImporters: /[\\/](node_modules|src[\\/]main\.tsx|src[\\/]app[\\/]AppRoutes\.tsx|src[\\/]pages[\\/](login|errors|lock)[\\/])/,
});

export default defineConfig({
  plugins: [react(), signedIn.plugin],
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
        // sign-in page, which has no antd Form (DESIGN.md section 10, issue 17).
        moduleSideEffects: (id: string) => (SIDE_EFFECT_FREE.test(id) ? false : undefined),
      },
      output: {
        codeSplitting: {
          // What the first screen needs (the entry's static imports) comes as one script rather than some forty
          // small shared chunks: one request instead of a waterfall, and one gzip stream (DESIGN.md section 10).
          // Pages and the signed-in part still load their own chunks.
          groups: [
            { name: 'first-screen', tags: ['$initial'], includeDependenciesRecursively: false, priority: 3 },
            // The same for what the signed-in part always loads after it (the shell, Refine, antd's layout, menu,
            // tabs and the providers), and then for what every list page loads: one script each instead of
            // some thirty small chunks (issue 17). Only modules the chunk's own part always needs are taken
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
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/unit/setup.ts'],
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
          // Property tests run hundreds of real requests; on two shared cores that can take a while.
          testTimeout: 120000,
          hookTimeout: 60000,
        },
      },
      {
        extends: true,
        test: {
          // Two production instances on one PostgreSQL, started by .ci/run (README "Running several instances").
          name: 'scaleout',
          include: ['tests/scaleout/**/*.test.ts'],
          environment: 'node',
          testTimeout: 180000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
