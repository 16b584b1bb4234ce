import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { migrations as allMigrations } from '../../server/db/migrations';
import { tableCounts } from './support/server';

/**
 * The seed runs on the first start only: a second start on the same data (PGlite directory, or the same
 * PostgreSQL schema in CI) finds the data, seeds nothing, and keeps what users changed.
 */
const dir = mkdtempSync(join(tmpdir(), 'atrium-seed-'));
const schema = `t_seed_${randomBytes(5).toString('hex')}`;
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

describe('seed', () => {
  it('runs once and survives a restart', async () => {
    const first = await buildApp(loadConfig(env));
    let counts: Record<string, number>;
    try {
      expect(first.seeded).toBe(true);
      counts = await tableCounts(first);
      expect(counts.sys_tenant).toBe(2);
      expect(counts.sys_user).toBeGreaterThanOrEqual(30);
      expect(counts.act_account_type).toBeGreaterThanOrEqual(10);
      expect(counts.sys_menu).toBeGreaterThan(50);
      // Something a user changed, which a second seed would disturb.
      await first.database.db.updateTable('act_account_type').set({ remark: '重启前修改' }).where('account_type_name', '=', '差旅账户').execute();
      const levels = await first.database.db.selectFrom('sys_dept').select('level').distinct().orderBy('level').execute();
      expect(levels.map((l) => l.level)).toEqual([0, 1, 2, 3]);
      const phones = await first.database.db.selectFrom('sys_user').select('phone').execute();
      expect(phones.every((p) => /^1\d{10}$/.test(p.phone ?? ''))).toBe(true);
    } finally {
      await first.close();
    }

    const second = await buildApp(loadConfig(env));
    try {
      expect(second.seeded).toBe(false);
      expect(await tableCounts(second)).toEqual(counts!);
      const row = await second.database.db.selectFrom('act_account_type').select('remark').where('account_type_name', '=', '差旅账户').executeTakeFirstOrThrow();
      expect(row.remark).toBe('重启前修改');
      const migrations = await second.database.db.selectFrom('schema_migration').select('name').execute();
      // Every migration ran once, on the first start only.
      // Every migration ran exactly once, none again on the restart.
      expect(migrations.map((m) => m.name)).toEqual(allMigrations.map((m) => m.name));
    } finally {
      await second.close();
    }
  });
});
