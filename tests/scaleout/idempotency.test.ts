import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_MSG, IDEMPOTENT_REPLAYED_HEADER } from '../../schemas/idempotency';
import { call, signIn, type Side } from './instancesClient';

/**
 * Idempotency keys across two instances on one PostgreSQL (docs/api.md, "Idempotency keys and versions"): a key
 * sent to one instance and then the other is charged once and answered byte for byte; a burst of eight across both
 * is charged once; the key with another body is refused 422 wherever it lands; a duplicate while the first still
 * runs on the other instance is refused 409, never run.
 */
const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
let token: string;
let parent: { accountId: number; configIds: number[] };
let typeId: number;
let serial = 0;

beforeAll(async () => {
  await db.connect();
  token = await signIn(db, 'a', 'admin');
  parent = (await call('a', 'POST', '/accountcenter/subject/list', { token, json: { current: 1, size: 10, subjectName: '北京中膳' } })).body.data.records[0];
  typeId = (await call('a', 'GET', '/accountcenter/actAccountType/enableList', { token })).body.data[0].id;
});
afterAll(async () => {
  await db.end();
});

/** A fresh child account (the recharges of one test are counted on it alone). */
async function freshAccount(): Promise<string> {
  const saved = await call('b', 'POST', '/accountcenter/actAccount/save', {
    token,
    json: { parentId: parent.accountId, accountName: `多实例幂等${Date.now()}-${(serial += 1)}`, configIds: [parent.configIds[0]], accountTypeId: typeId, accountType: 1, tenantId: 1 },
  });
  expect(saved.body.code).toBe(0);
  return saved.body.data.accountNo;
}

const recharge = (side: Side, accountNo: string, changeNum: string, key: string) =>
  call(side, 'POST', '/accountcenter/actAccount/exchangeAccounts/recharge', {
    token,
    tenantId: 1,
    json: [{ toAccountNo: accountNo, changeNum, tenantId: 1 }],
    headers: { 'idempotency-key': key },
  });

async function ledgerOf(accountNo: string) {
  const { rows } = await db.query(
    `select a.account_num::text as balance, count(f.id)::int as flows, coalesce(sum(f.change_num), 0)::numeric(14,2)::text as flowed
       from act_account a left join act_account_flow f on f.account_id = a.id where a.account_no = $1 group by a.account_num`,
    [accountNo],
  );
  return rows[0] as { balance: string; flows: number; flowed: string };
}

describe('a recharge key across two instances', () => {
  it('sent to A, then to B, is charged once and B answers A’s reply byte for byte', async () => {
    const accountNo = await freshAccount();
    const key = randomUUID();
    const onA = await recharge('a', accountNo, '7', key);
    const onB = await recharge('b', accountNo, '7', key);
    expect(onA.status).toBe(200);
    expect(onB.status).toBe(200);
    expect(onB.bytes.equals(onA.bytes)).toBe(true);
    expect(onB.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBe('true');
    expect(await ledgerOf(accountNo)).toEqual({ balance: '7.00', flows: 1, flowed: '7.00' });
  });

  it('a burst of eight across both is charged once: every answer is the first reply or 409', async () => {
    const accountNo = await freshAccount();
    const key = randomUUID();
    const replies = await Promise.all(Array.from({ length: 8 }, (_, i) => recharge(i % 2 ? 'b' : 'a', accountNo, '7', key)));
    const done = replies.filter((r) => r.status === 200);
    expect(done.length).toBeGreaterThanOrEqual(1);
    for (const r of done) expect(r.bytes.equals(done[0].bytes)).toBe(true);
    for (const r of replies.filter((x) => x.status !== 200)) {
      expect([r.status, r.body.msg, r.headers.get('retry-after')]).toEqual([409, IDEMPOTENCY_MSG.inFlight, '1']);
    }
    expect(await ledgerOf(accountNo)).toEqual({ balance: '7.00', flows: 1, flowed: '7.00' });
    // Afterwards both give the first reply.
    for (const side of ['a', 'b'] as const) expect((await recharge(side, accountNo, '7', key)).bytes.equals(done[0].bytes)).toBe(true);
  });

  it('reused with another body is refused 422 on the other instance, and nothing moves', async () => {
    const accountNo = await freshAccount();
    const key = randomUUID();
    expect((await recharge('a', accountNo, '7', key)).status).toBe(200);
    const other = await recharge('b', accountNo, '44', key);
    expect([other.status, other.body]).toEqual([422, { code: 1, msg: IDEMPOTENCY_MSG.reused, data: null }]);
    expect(await ledgerOf(accountNo)).toEqual({ balance: '7.00', flows: 1, flowed: '7.00' });
  });

  it('a duplicate while the first is still running on the other instance is refused 409 and never run', async () => {
    const accountNo = await freshAccount();
    const key = randomUUID();
    // Another transaction holds the account's row: the recharge on A waits on it, its key taken.
    const holder = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('select id from act_account where account_no = $1 for update', [accountNo]);
      const first = recharge('a', accountNo, '7', key);
      await expect.poll(async () => (await db.query('select 1 from sys_idempotency_key where idem_key = $1', [key])).rowCount, { timeout: 20_000 }).toBe(1);
      const duplicate = await recharge('b', accountNo, '7', key);
      expect([duplicate.status, duplicate.body.msg, duplicate.headers.get('retry-after')]).toEqual([409, IDEMPOTENCY_MSG.inFlight, '1']);
      await holder.query('commit');
      const done = await first;
      expect(done.status).toBe(200);
      const after = await recharge('b', accountNo, '7', key);
      expect(after.bytes.equals(done.bytes)).toBe(true);
    } finally {
      await holder.query('rollback').catch(() => undefined);
      await holder.end();
    }
    expect(await ledgerOf(accountNo)).toEqual({ balance: '7.00', flows: 1, flowed: '7.00' });
  });
});
