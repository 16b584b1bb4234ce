import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVAL_MSG } from '../../schemas/approvalConstants';
import { IDEMPOTENCY_MSG } from '../../schemas/idempotency';
import { fromCents, toCents } from '../../schemas/money';
import { call, signIn, type InstanceReply, type Side } from './instancesClient';

/**
 * The ledger holds under any storm (docs/api.md, "Idempotency keys and versions"; docs/approvals.md): generated runs
 * of concurrent recharges (each key sent at once to one or both instances, as retries and proxies would), edits of
 * the same accounts from the versions read, reverts of their newest changes, and the checker's approvals of the
 * recharges the demo rule holds (from 1,000 on; each decision's key sent to one or both instances), on two
 * instances of one PostgreSQL. After every run each account's balance equals the sum of its flows, each recharge
 * applied at once or approved left exactly one flow (none is doubled, none held moved money before its approval),
 * the money moved is exactly what those asked for, the replies of one key are one reply, and nothing answered a
 * fault.
 */
const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
const ACCOUNTS = 3;
const RUNS = Number(process.env.LEDGER_STORM_RUNS ?? 12);
let token: string;
let checkerToken: string;
/** A recharge the approval gate holds: its request, and the amount it moves once approved. */
interface Held {
  requestId: number;
  amount: string;
}
const accounts: { id: number; accountNo: string; expectedCents: bigint; charged: number; held: Held[] }[] = [];

beforeAll(async () => {
  await db.connect();
  token = await signIn(db, 'a', 'admin');
  checkerToken = await signIn(db, 'b', 'checker');
  const rules = (await call('a', 'GET', '/admin/approval/rules', { token })).body.data as { action: string; minAmount?: string; approvals: number; enabled: boolean }[];
  const rule = rules.find((r) => r.action === 'recharge' && r.enabled);
  // The storm's amounts reach 9,999.99: some are held, others apply at once, and one approval applies them.
  expect(rule).toMatchObject({ minAmount: '1000.00', approvals: 1 });
  HELD_FROM = toCents(rule!.minAmount!);
  const parent = (await call('a', 'POST', '/accountcenter/subject/list', { token, json: { current: 1, size: 10, subjectName: '北京中膳' } })).body.data.records[0];
  const typeId = (await call('a', 'GET', '/accountcenter/actAccountType/enableList', { token })).body.data[0].id;
  for (let i = 0; i < ACCOUNTS; i++) {
    const saved = await call('a', 'POST', '/accountcenter/actAccount/save', {
      token,
      json: { parentId: parent.accountId, accountName: `账本风暴${Date.now()}-${i}`, configIds: [parent.configIds[0]], accountTypeId: typeId, accountType: 1, tenantId: 1 },
    });
    const { accountNo, id } = saved.body.data;
    // Room enough that no recharge of the storm meets the balance limit (the limits carry money: sent with their version).
    const limits = (await call('b', 'GET', `/accountcenter/actAccountLimit/getActAccountLimit?accountNo=${accountNo}`, { token })).body.data;
    const raised = await call('b', 'POST', '/accountcenter/actAccountLimit/saveActAccountLimit', {
      token,
      json: {
        accountNo,
        version: limits.version,
        actionLimits: [
          { actionLimit: '1_1', limitType: 1 },
          { actionLimit: '2_2', limitType: 2 },
          { actionLimit: 'balance_limit', limitType: 3, limitNum: '999999999.99' },
          { actionLimit: 'credit_limit', limitType: 4, limitNum: '100' },
        ],
      },
    });
    expect(raised.body.code).toBe(0);
    accounts.push({ id, accountNo, expectedCents: 0n, charged: 0, held: [] });
  }
});
afterAll(async () => {
  await db.end();
});

type Command =
  | { kind: 'recharge'; account: number; amount: string; sides: Side[] }
  | { kind: 'edit'; account: number; side: Side; name: string }
  | { kind: 'revert'; account: number; side: Side }
  | { kind: 'approve'; account: number; sides: Side[] };

const side = fc.constantFrom<Side>('a', 'b');
const account = fc.integer({ min: 0, max: ACCOUNTS - 1 });
const amount = fc
  .tuple(fc.integer({ min: 0, max: 9_999 }), fc.integer({ min: 0, max: 99 }))
  .filter(([w, c]) => w + c > 0)
  .map(([w, c]) => `${w}.${String(c).padStart(2, '0')}`);
const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('recharge' as const), account, amount, sides: fc.array(side, { minLength: 1, maxLength: 4 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('edit' as const), account, side, name: fc.stringMatching(/^[A-Za-z0-9]{1,12}$/) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('revert' as const), account, side }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('approve' as const), account, sides: fc.array(side, { minLength: 1, maxLength: 3 }) }) },
);

/** One intent's key sent at once to the given sides: the replies that completed are one reply, byte for byte, and the
 * others are the 409 of a copy that arrived while it ran; if every copy was one, the key's repeat settles it. */
async function once(sides: Side[], path: string, as: string, json: unknown): Promise<InstanceReply> {
  const key = randomUUID();
  const send = (s: Side) => call(s, 'POST', path, { token: as, json, headers: { 'idempotency-key': key } }).then(sent);
  const answers = await Promise.all(sides.map(send));
  const done = answers.filter((a) => !inFlight(a));
  for (const a of done) expect(a.bytes.equals(done[0].bytes)).toBe(true);
  if (done.length > 0) return done[0];
  const settled = await send(sides[0]);
  expect(inFlight(settled)).toBe(false);
  return settled;
}
const inFlight = (reply: InstanceReply) => reply.status === 409 && reply.body?.msg === IDEMPOTENCY_MSG.inFlight;

/** Where the tenant's recharge rule holds a recharge for approval (the demo seeds 1,000, for one approval). */
let HELD_FROM: bigint;

const replies: InstanceReply[] = [];
const sent = (reply: InstanceReply) => {
  replies.push(reply);
  return reply;
};

async function run(c: Command): Promise<void> {
  const target = accounts[c.account];
  if (c.kind === 'recharge') {
    const reply = await once(c.sides, '/accountcenter/actAccount/exchangeAccounts/recharge', token, [{ toAccountNo: target.accountNo, changeNum: c.amount, tenantId: 1 }]);
    if (reply.status === 409) {
      // The rule held an earlier recharge of this account that is still pending: one request per record.
      expect(reply.body.msg).toBe(APPROVAL_MSG.duplicatePending);
      expect(toCents(c.amount)).toBeGreaterThanOrEqual(HELD_FROM);
      return;
    }
    expect(reply.status).toBe(200);
    expect(reply.body.code).toBe(0);
    const approval = reply.body.data?.approval as { id: number; state: string } | undefined;
    if (approval) {
      expect(toCents(c.amount)).toBeGreaterThanOrEqual(HELD_FROM);
      expect(approval.state).toBe('pending');
      target.held.push({ requestId: approval.id, amount: c.amount });
      return;
    }
    expect(toCents(c.amount)).toBeLessThan(HELD_FROM);
    target.expectedCents += toCents(c.amount);
    target.charged += 1;
    return;
  }
  if (c.kind === 'approve') {
    const held = target.held.shift();
    if (!held) return;
    const reply = await once(c.sides, `/admin/approval/${held.requestId}/approve`, checkerToken, {});
    expect(reply.status).toBe(200);
    // Approved, the held recharge moved its money once; an edit or a revert of the account since ends it conflicted.
    expect(['approved', 'conflicted']).toContain(reply.body.data.state);
    if (reply.body.data.state === 'approved') {
      target.expectedCents += toCents(held.amount);
      target.charged += 1;
    }
    return;
  }
  if (c.kind === 'edit') {
    const view = sent(await call(c.side, 'GET', `/accountcenter/actAccount/son/view/${target.id}/1`, { token })).body.data;
    const edited = sent(
      await call(c.side === 'a' ? 'b' : 'a', 'POST', '/accountcenter/actAccount/update', {
        token,
        json: { id: target.id, accountName: `风暴${c.name}`, configIds: view.configIds, status: 2, tenantId: 1, version: view.version },
        headers: { 'idempotency-key': randomUUID() },
      }),
    );
    // Done, or refused because another edit or a revert came between the read and the write.
    expect([200, 412]).toContain(edited.status);
    return;
  }
  const history = sent(await call(c.side, 'GET', `/admin/audit/history?entity=account&id=${target.id}`, { token })).body.data.records as { auditId: number; revertible: boolean }[];
  const newest = history.find((r) => r.revertible);
  if (!newest) return;
  const reverted = sent(await call(c.side, 'POST', `/admin/audit/${newest.auditId}/revert`, { token, headers: { 'idempotency-key': randomUUID() } }));
  expect([200, 400, 409]).toContain(reverted.status);
}

async function expectLedgerHolds() {
  const { rows: mismatched } = await db.query(
    `select a.account_no from act_account a
       left join (select account_id, sum(case when flow_type = 1 then change_num else -change_num end) as total from act_account_flow group by account_id) f
         on f.account_id = a.id
      where a.account_num <> coalesce(f.total, 0)`,
  );
  expect(mismatched).toEqual([]);
  for (const a of accounts) {
    const { rows } = await db.query('select account_num::text as balance, (select count(*)::int from act_account_flow where account_id = $1) as flows from act_account where id = $1', [
      a.id,
    ]);
    expect(rows[0]).toEqual({ balance: fromCents(a.expectedCents), flows: a.charged });
  }
}

describe('the ledger under a storm of recharges, edits and reverts on two instances', () => {
  it('keeps every balance equal to its flows, with no flow doubled and no fault', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 14 }), async (commands) => {
        await Promise.all(commands.map(run));
        await expectLedgerHolds();
      }),
      { numRuns: RUNS },
    );
    expect(replies.filter((r) => r.status >= 500)).toEqual([]);
    expect(accounts.reduce((n, a) => n + a.charged, 0)).toBeGreaterThan(0);
  });
});
