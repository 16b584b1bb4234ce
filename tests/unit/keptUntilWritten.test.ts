// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { keptUntilWritten } from '../api/support/keptUntilWritten';

/** A database of the test's own: its write position and how many times its tables were read. */
function fakeDatabase() {
  const db = { position: 1, state: 'a', reads: 0, writeDuringRead: false };
  const print = keptUntilWritten(
    async (d: typeof db) => String(d.position),
    async (d: typeof db) => {
      d.reads += 1;
      const seen = d.state;
      if (d.writeDuringRead) {
        d.writeDuringRead = false;
        d.state += '!';
        d.position += 1;
      }
      return seen;
    },
  );
  return { db, print };
}

describe('the database state read again only once something was written (the API tests fingerprint)', () => {
  it('reads the tables once while the write position stands still', async () => {
    const { db, print } = fakeDatabase();
    expect(await print(db)).toBe('a');
    expect(await print(db)).toBe('a');
    expect(await print(db)).toBe('a');
    expect(db.reads).toBe(1);
  });

  it('reads them again after a write, even one that leaves the same state', async () => {
    const { db, print } = fakeDatabase();
    await print(db);
    db.state = 'b';
    db.position += 1;
    expect(await print(db)).toBe('b');
    db.position += 1;
    expect(await print(db)).toBe('b');
    expect(db.reads).toBe(3);
  });

  it('keeps no reading during which something was written', async () => {
    const { db, print } = fakeDatabase();
    db.writeDuringRead = true;
    expect(await print(db)).toBe('a');
    // The write that came during the reading shows in the next one.
    expect(await print(db)).toBe('a!');
    expect(await print(db)).toBe('a!');
    expect(db.reads).toBe(2);
  });

  it('keeps each database to itself', async () => {
    const one = fakeDatabase();
    const other = { ...one.db, state: 'z', reads: 0 };
    expect(await one.print(one.db)).toBe('a');
    expect(await one.print(other)).toBe('z');
    expect(one.db.reads + other.reads).toBe(2);
  });
});
