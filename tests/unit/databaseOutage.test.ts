// @vitest-environment node
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { DatabaseClosedError, databaseOutageOf, PoolBusyError } from '../../server/db/outage';

const stateError = (code: string, message = 'x') => Object.assign(new pg.DatabaseError(message, 0, 'error'), { code });

/** What a failed database call says about the database (docs/operating.md, "What survives what"): 503 for both outages, 500 for the rest. */
describe('databaseOutageOf', () => {
  it("takes a database that is stopping, starting, refused or gone for 'down'", () => {
    for (const code of ['57P01', '57P02', '57P03', '08006', '08001']) expect(databaseOutageOf(stateError(code)), code).toBe('down');
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(databaseOutageOf(refused)).toBe('down');
    // Node's dual-stack connect: each address's refusal inside one AggregateError.
    expect(databaseOutageOf(new AggregateError([refused, refused], 'connect failed'))).toBe('down');
    for (const message of [
      'Connection terminated unexpectedly',
      'Connection terminated',
      'timeout expired',
      'Client has encountered a connection error and is not queryable',
      'Cannot use a pool after calling end on the pool',
      'driver has already been destroyed',
    ]) {
      expect(databaseOutageOf(new Error(message)), message).toBe('down');
    }
    expect(databaseOutageOf(new DatabaseClosedError())).toBe('down');
    expect(databaseOutageOf(new Error('wrapped', { cause: stateError('57P01') }))).toBe('down');
  });

  it("takes a pool that stayed full, or a server refusing more connections, for 'busy'", () => {
    expect(databaseOutageOf(new PoolBusyError(10_000))).toBe('busy');
    expect(databaseOutageOf(stateError('53300'))).toBe('busy');
    expect(databaseOutageOf(new Error('timeout exceeded when trying to connect'))).toBe('busy');
  });

  it('leaves every other failure alone: a refused statement, a fault of ours', () => {
    expect(databaseOutageOf(stateError('23505', 'duplicate key value violates unique constraint'))).toBeNull();
    expect(databaseOutageOf(stateError('42601', 'syntax error'))).toBeNull();
    expect(databaseOutageOf(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBeNull();
    expect(databaseOutageOf('Connection terminated')).toBeNull();
    expect(databaseOutageOf(null)).toBeNull();
  });
});
