import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';

/**
 * The API's contract as the real server answers it: the app is built in-process (in-memory PGlite, test
 * configuration) and `GET {API_BASE}/openapi.json` is asked of it, so what is linted and what the example
 * client is generated from is the served document, never a copy kept by hand.
 */
export async function servedOpenApiDocument(): Promise<Record<string, unknown>> {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory', DIST_DIR: '/nonexistent-atrium-dist', LOG_LEVEL: 'silent' });
  const app = await buildApp(config);
  try {
    const reply = await app.inject({ method: 'GET', url: `${config.apiBase}/openapi.json` });
    if (reply.statusCode !== 200) throw new Error(`GET ${config.apiBase}/openapi.json answered ${reply.statusCode}`);
    return reply.json();
  } finally {
    await app.close();
  }
}

/** Writes the served document to a file (JSON, as served). */
export async function writeOpenApiDocument(path: string) {
  const document = await servedOpenApiDocument();
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(document, null, 2)}\n`);
  return document;
}
