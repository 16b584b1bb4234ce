import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';

/**
 * The merchant, city and dictionary seed checks its own tables: a database seeded before these tables
 * existed (here: emptied) gets the data on its next start, and data users changed is never seeded over.
 */
const dir = mkdtempSync(join(tmpdir(), 'atrium-seed3-'));
const schema = `t_seed3_${randomBytes(5).toString('hex')}`;
const env = {
  NODE_ENV: 'test',
  DATA_DIR: join(dir, 'data'),
  DIST_DIR: '/nonexistent-atrium-dist',
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL, DB_SCHEMA: schema } : {}),
};

afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  if (process.env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(`drop schema if exists "${schema}" cascade`);
    await client.end();
  }
});

const TABLES = ['cashier_out_merchant', 'basic_country', 'sys_city', 'sys_standard_city', 'sys_dict_item'] as const;

describe('merchant, city and dictionary seed', () => {
  it('fills its own empty tables on a later start and leaves filled ones alone', async () => {
    const first = await buildApp(loadConfig(env));
    const counts: Record<string, number> = {};
    try {
      const db = first.database.db;
      for (const table of TABLES) {
        counts[table] = Number(
          (
            await db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
        expect(counts[table], table).toBeGreaterThan(0);
      }
      const flags = await db.selectFrom('sys_standard_city').select('mapping_flag').where('tenant_id', '=', 1).execute();
      expect(flags.filter((f) => f.mapping_flag === '0').length).toBe(64);
      expect(flags.filter((f) => f.mapping_flag === '1').length).toBe(10);
      // As if the database came from a version without these tables' data, except one changed merchant.
      await db.deleteFrom('sys_standard_city').execute();
      await db.deleteFrom('sys_city').execute();
      await db.deleteFrom('basic_country').execute();
      await db.deleteFrom('sys_dict_item').where('dict_type', '=', 'product_line').execute();
      await db.updateTable('cashier_out_merchant').set({ merchant_name: '重启前修改' }).where('merchant_code', '=', 'MT-ZS-0001').execute();
    } finally {
      await first.close();
    }

    const second = await buildApp(loadConfig(env));
    try {
      const db = second.database.db;
      for (const table of TABLES) {
        const n = Number(
          (
            await db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
        expect(n, table).toBe(counts[table]);
      }
      const merchant = await db.selectFrom('cashier_out_merchant').select('merchant_name').where('merchant_code', '=', 'MT-ZS-0001').executeTakeFirstOrThrow();
      expect(merchant.merchant_name).toBe('重启前修改');
    } finally {
      await second.close();
    }
    // Two full starts with seeding on PGlite: slow on a loaded machine, so a generous limit.
  }, 180_000);
});
