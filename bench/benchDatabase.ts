import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { loadConfig, type AppConfig } from '../server/config';
import { CI_SECRETS } from '../scripts/productionSecrets';

/** A fresh schema name for a bench's own tables on DATABASE_URL's PostgreSQL. */
export const benchSchemaName = () => `bench_${randomBytes(5).toString('hex')}`;

/**
 * The configuration of a bench's own production-mode server: an in-memory PGlite, or, given a schema, that
 * schema of DATABASE_URL's PostgreSQL; signing in with the keys of `base` (the first server's).
 */
export function benchServerConfig(base: AppConfig, schema?: string): AppConfig {
  return loadConfig({
    ...process.env,
    ...CI_SECRETS,
    DATA_DIR: 'memory',
    CAPTCHA: 'off',
    PORT: '0',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    LOGIN_AES_KEY: base.loginAesKey,
    DEMO_PASSWORD: base.demoPassword,
    ...(schema ? { DB_SCHEMA: schema, DATABASE_URL: process.env.DATABASE_URL } : { DATABASE_URL: '' }),
  });
}

/** Drops a bench's schema and everything in it from DATABASE_URL's PostgreSQL. */
export async function dropBenchSchema(schema: string) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  await client.query(`drop schema if exists "${schema}" cascade`).finally(() => client.end());
}
