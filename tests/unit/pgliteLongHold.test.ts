import type { PGlite } from '@electric-sql/pglite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LONG_HOLD_MS, PGlitePool } from '../../server/db/pglitePool';

/**
 * PGlite's one connection (docs/architecture.md): a call that keeps it while others wait past LONG_HOLD_MS is named
 * in the log once, with where it took the connection, so that a transaction waiting for itself is found.
 */
describe('the PGlite pool names a call that keeps the database from the others', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const poolWithLog = () => {
    const reports: string[] = [];
    return { pool: new PGlitePool({} as PGlite, (report) => reports.push(report)), reports };
  };

  it('tells once where the holder took it, how long it has held it and how many wait', async () => {
    const { pool, reports } = poolWithLog();
    const held = await takeTheConnectionForTheTest(pool);
    const waiting = [pool.connect(), pool.connect()];
    await vi.advanceTimersByTimeAsync(LONG_HOLD_MS - 1000);
    expect(reports).toEqual([]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatch(/^PGlite: one call has held the database for [56]\.\d s while 2 wait; it took it at:\n/);
    expect(reports[0]).toContain('takeTheConnectionForTheTest');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(reports).toHaveLength(1);
    held.release();
    const next = await waiting[0];
    next.release();
    (await waiting[1]).release();
  });

  it('says nothing of a long hold nobody waits behind, nor of one that ends in time', async () => {
    const { pool, reports } = poolWithLog();
    const alone = await pool.connect();
    await vi.advanceTimersByTimeAsync(LONG_HOLD_MS * 3);
    alone.release();
    const quick = await pool.connect();
    const waiting = pool.connect();
    await vi.advanceTimersByTimeAsync(LONG_HOLD_MS - 2000);
    quick.release();
    const second = await waiting;
    await vi.advanceTimersByTimeAsync(LONG_HOLD_MS * 2);
    second.release();
    expect(reports).toEqual([]);
  });
});

function takeTheConnectionForTheTest(pool: PGlitePool) {
  return pool.connect();
}
