/**
 * `npm run bench`: builds the console, starts the server on an in-memory database and prints the numbers
 * that have budgets in docs/performance.md#budgets. Numbers are reported, never asserted.
 */
import { execSync } from 'node:child_process';
import { resolve } from 'node:path';
import { loadConfig } from '../server/config';
import { buildApp } from '../server/app';
import { measureBundles } from './bundle';
import { printCompositions } from './bundleComposition';
import { measureApi } from './api';
import { measureBigList } from './bigList';
import { chunkSizes, measurePageChunks } from './pages';
import { kb, report } from './measure';
import { measureShell } from './shell';
import { measureAccountCentre } from './accountCenter';
import { measureTasks } from './tasks';
import { measureImports } from './imports';
import { measureScaleOut } from './scaleOut';
import { measureAudit } from './audit';
import { measureKeys } from './keys';
import { measureLists } from './lists';
import { measurePasswords } from './passwords';
import { CI_SECRETS } from '../scripts/productionSecrets';
import { measureWire } from './wire';
import { measureLighthouse } from './lighthouse';
import { measureReplySerialisers } from './replies';
import { measureShims } from './shims';
import { measureDashboards } from './dashboards';
import { measureScopes } from './scopes';

/** `npm run bench -- tasks accounts` runs only those parts; no argument runs them all. */
const parts = new Set(process.argv.slice(2));
const wanted = (
  part: 'bundles' | 'wire' | 'shims' | 'shell' | 'api' | 'replies' | 'passwords' | 'accounts' | 'scopes' | 'lists' | 'tasks' | 'imports' | 'scale' | 'audit' | 'keys' | 'dashboards',
) => parts.size === 0 || parts.has(part);

async function main() {
  console.log('Building the console and the server (npm run build) ...');
  execSync('npm run build --silent', { stdio: ['ignore', 'ignore', 'inherit'] });
  const config = loadConfig({ ...process.env, ...CI_SECRETS, DATA_DIR: 'memory', CAPTCHA: 'off', PORT: '0', NODE_ENV: 'production', LOG_LEVEL: 'warn' });
  const app = await buildApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    if (wanted('bundles')) {
      console.log('\nBundles');
      const { loginScripts, shellScripts } = await measureBundles(baseUrl, resolve('dist'), { username: 'admin', password: config.demoPassword });
      printCompositions([
        { title: "What the login page's scripts are made of (gzip per package)", scripts: loginScripts },
        { title: 'What the shell with the account type list is made of (gzip per package)', scripts: shellScripts },
      ]);
      console.log('\nPer page, on top of the shell (first visit from the menu)');
      await measurePageChunks(baseUrl, resolve('dist'), config);
      console.log('\nEach page chunk of the build (gzip)');
      for (const { file, bytes } of chunkSizes(resolve('dist'))) report(file, kb(bytes));
    }
    if (wanted('wire')) {
      console.log('\nOn the wire: bytes a browser receives (docs/performance.md#on-the-wire)');
      await measureWire(baseUrl, resolve('dist'), config);
      console.log('\nLighthouse');
      await measureLighthouse(baseUrl, config);
    }
    if (wanted('shell')) {
      console.log('\nShell');
      await measureShell(app, baseUrl, resolve('dist'), { username: 'admin', password: config.demoPassword });
    }
    if (wanted('api')) {
      console.log('\nAPI');
      await measureApi(baseUrl, config);
      await measureBigList(config);
    }
    if (wanted('passwords')) {
      console.log('\nWhat a sign-in costs');
      await measurePasswords(baseUrl, config);
    }
    if (wanted('accounts')) {
      console.log('\nAccount centre');
      await measureAccountCentre(app, baseUrl, config);
    }
  } finally {
    await app.close();
  }
  // A build without each shim in turn, served one after another by a server of its own.
  if (wanted('shims')) {
    console.log('\nWhat each build shim saves on the wire (docs/performance.md, "Build shims")');
    await measureShims();
  }
  // Servers of their own, one per way of writing replies, on fresh in-memory databases.
  if (wanted('replies')) {
    console.log('\nList latency by how replies are written (decides production: written as returned)');
    await measureReplySerialisers(config);
  }
  // The account centre's bench data seen through data scopes (PGlite, then DATABASE_URL's PostgreSQL when set).
  if (wanted('scopes')) {
    console.log('\nThe account centre through data scopes (docs/security.md)');
    await measureScopes(config);
  }
  // A database of its own with a million rows in each list (PGlite, then DATABASE_URL's PostgreSQL when set).
  if (wanted('lists')) {
    console.log('\nEvery list, first page unfiltered, on a million rows');
    await measureLists(config);
  }
  // Servers of its own (PGlite, then DATABASE_URL's PostgreSQL), each with a million flows.
  if (wanted('dashboards')) {
    console.log('\nDashboard aggregates over a million flows');
    await measureDashboards(config);
  }
  // Its own server on disk, after the first one is gone, so the memory it reports is that server's alone.
  if (wanted('tasks')) {
    console.log('\nImport and export tasks');
    await measureTasks();
  }
  if (wanted('imports')) {
    console.log('\nImports from .xls beside .xlsx');
    await measureImports();
  }
  // Production instances of their own (one, then two) on DATABASE_URL's PostgreSQL.
  if (wanted('scale')) {
    console.log('\nSeveral instances on one PostgreSQL');
    await measureScaleOut();
  }
  // A server of its own (and one on DATABASE_URL's PostgreSQL): keyed and unkeyed recharges taking turns.
  if (wanted('keys')) {
    console.log('\nIdempotency keys: what a key costs a recharge');
    await measureKeys();
  }
  // Two servers of its own, one without the trail, so the cost of auditing is measured on equal terms.
  if (wanted('audit')) {
    console.log('\nAudit trail');
    await measureAudit();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
