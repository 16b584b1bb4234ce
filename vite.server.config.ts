import { defineConfig } from 'vite';

/**
 * The production build of the reference server: one ES module in `dist-server/` that plain `node` runs,
 * so a deployed server neither transpiles TypeScript at start nor carries the transpiler in its memory.
 * Packages stay in node_modules (PGlite finds its WebAssembly files beside its own module), except
 * crypto-js, whose extension-less subpath imports only a bundler resolves.
 */
export default defineConfig({
  build: {
    ssr: true,
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    minify: false,
    // The .xls reader runs in a worker thread of its own file (server/tasks/readXls.ts finds it beside main.mjs).
    rollupOptions: {
      input: { main: 'server/main.ts', 'xls-worker': 'server/tasks/xlsWorker.ts' },
      output: { entryFileNames: '[name].mjs' },
    },
  },
  ssr: { noExternal: ['crypto-js'] },
  logLevel: 'warn',
});
