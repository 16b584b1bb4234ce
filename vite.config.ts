import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const root = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 8080}`;
const apiBase = process.env.API_BASE ?? '/catering';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@schemas': root('./schemas'),
      '@resources': root('./resources'),
      '@': root('./src'),
    },
  },
  build: {
    outDir: 'dist',
    manifest: true,
    chunkSizeWarningLimit: 2000,
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
    ],
  },
});
