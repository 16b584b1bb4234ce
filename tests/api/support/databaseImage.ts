import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../../server/app';
import { loadConfig, type AppConfig } from '../../../server/config';

/**
 * One prepared database for the whole API run: the real server starts once on an empty in-memory PGlite
 * (migrations, demo seed, the job queue's tables), and every test file's server then starts from an image of
 * that data directory. PGlite's initdb and the seed are about 2.5 of the 3 seconds a server took to start, and
 * a file starts one or more. The image is made by the same code a fresh install runs, and a file whose
 * configuration would seed differently (its own demo password or password cost, a data directory, PostgreSQL)
 * starts empty as before. `tests/api/seed.test.ts` still proves the first start on an empty database.
 */

/** The configuration every API test server starts from (a file adds its own variables). */
export const TEST_SERVER_ENV: Record<string, string> = {
  NODE_ENV: 'test',
  DATA_DIR: 'memory',
  LOGIN_RATE_LIMIT: '100000',
  DIST_DIR: '/nonexistent-atrium-dist',
};

interface ImageInfo {
  path: string;
  demoPassword: string;
  passwordCost: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseImage: ImageInfo | null;
  }
}

const seedKey = (config: AppConfig) => JSON.stringify(config.passwordCost);

/** Vitest's global setup of the API project: makes the image once and hands its path to every file. */
export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.DATABASE_URL) {
    project.provide('databaseImage', null);
    return () => {};
  }
  const config = loadConfig(TEST_SERVER_ENV);
  const app = await buildApp(config);
  await app.ready();
  const image = await app.database.dumpImage!();
  await app.close();
  const dir = mkdtempSync(join(tmpdir(), 'atrium-db-image-'));
  const path = join(dir, 'pgdata.tar');
  writeFileSync(path, Buffer.from(await image.arrayBuffer()));
  project.provide('databaseImage', { path, demoPassword: config.demoPassword, passwordCost: seedKey(config) });
  return () => rmSync(dir, { recursive: true, force: true });
}

/**
 * The image for a server of `config`, when one was made and that server would be seeded the same way: in memory,
 * or in a data directory (a file that restarts a server on the same data) whose first start then copies it; a
 * later start finds its database there and ignores the image. A file that proves the first start on an empty data
 * directory builds its app itself, without an image (tests/api/seed.test.ts).
 */
export function databaseImageFor(config: AppConfig, info: ImageInfo | null | undefined): Blob | undefined {
  if (!info || config.databaseUrl) return undefined;
  if (config.demoPassword !== info.demoPassword || seedKey(config) !== info.passwordCost) return undefined;
  return new Blob([readFileSync(info.path)]);
}
