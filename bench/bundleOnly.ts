/**
 * `node --import tsx bench/bundleOnly.ts`: the JavaScript budgets of DESIGN.md section 10 alone (the bundle
 * and per-page numbers of `npm run bench`, through the same functions), without the long API benchmarks.
 */
import { execSync } from 'node:child_process';
import { resolve } from 'node:path';
import { loadConfig } from '../server/config';
import { buildApp } from '../server/app';
import { measureBundles } from './bundle';
import { chunkSizes, measurePageChunks } from './pages';
import { kb, report } from './measure';

async function main() {
  if (!process.argv.includes('--no-build')) {
    console.log('Building the console (vite build) ...');
    execSync('npx vite build --logLevel error', { stdio: 'inherit' });
  }
  const config = loadConfig({ ...process.env, DATA_DIR: 'memory', CAPTCHA: 'off', PORT: '0', NODE_ENV: 'production', LOG_LEVEL: 'warn' });
  const app = await buildApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;
  const credentials = { username: 'admin', password: config.demoPassword };
  try {
    console.log('\nBundles');
    await measureBundles(baseUrl, resolve('dist'), credentials);
    console.log('\nPer page, on top of the shell (first visit from the menu)');
    await measurePageChunks(baseUrl, resolve('dist'), credentials);
    console.log('\nEach page chunk of the build (gzip)');
    for (const { file, bytes } of chunkSizes(resolve('dist'))) report(file, kb(bytes));
  } finally {
    await app.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
