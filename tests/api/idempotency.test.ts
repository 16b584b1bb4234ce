import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ID_HEADER } from '../../schemas/auditHeaders';
import { IDEMPOTENCY_MSG, IDEMPOTENT_REPLAYED_HEADER } from '../../schemas/idempotency';
import { registerErrorHandling } from '../../server/http/errorHandler';
import { LEASE_SECONDS, markKeyCommitted, registerIdempotency, RELEASE_RETRY_MS } from '../../server/http/idempotency';
import type { AuthUser } from '../../server/http/auth';
import { sweepKeys } from '../../server/repositories/idempotencyKeys';
import { ledgerMismatches } from '../../server/repositories/ledger';
import { createRole, createUser, deptIdOf, TEMPORARY, uniqueName } from './support/people';
import { serverWithUsers } from './support/server';
import { uploadImport } from './support/tasks';
import { workbookOf } from './support/xlsx';

/**
 * Idempotency keys (docs/api.md, "Idempotency keys and versions"): a write sent again with its key gets the first
 * result back byte for byte and moves nothing twice; the key with another request is refused 422; a repeat while
 * the first runs is refused 409; a fault before commit gives the key back; a run presumed dead never commits
 * beside the one that took its key over; keys are kept a day and then swept. On PGlite, and on PostgreSQL with
 * DATABASE_URL.
 */
const t = serverWithUsers(['admin', 'tenant']);

const A = '/accountcenter/actAccount';
const RECHARGE = `${A}/exchangeAccounts/recharge`;
const db = () => t.server.app.database.db;
const key = () => randomUUID();

const keyed = (method: string, path: string, json: unknown, idempotencyKey: string | undefined, token = t.token.admin, headers: Record<string, string> = {}) =>
  t.server.request(method, path, { token, tenantId: 1, json, headers: { ...headers, ...(idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey }) } });
const recharge = (accountNo: string, changeNum: string, idempotencyKey?: string, token = t.token.admin) =>
  keyed('POST', RECHARGE, [{ toAccountNo: accountNo, changeNum, tenantId: 1 }], idempotencyKey, token);

async function account(accountNo: string) {
  const row = await db().selectFrom('act_account').select(['id', 'account_num']).where('account_no', '=', accountNo).executeTakeFirstOrThrow();
  const flows = await db()
    .selectFrom('act_account_flow')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('account_id', '=', row.id)
    .executeTakeFirstOrThrow();
  return { balance: row.account_num, flows: Number(flows.n) };
}
const storedKey = (idempotencyKey: string) => db().selectFrom('sys_idempotency_key').selectAll().where('idem_key', '=', idempotencyKey).executeTakeFirst();

let accountNo: string;
let serial = 0;
/** A fresh child account of 北京中膳 with room under its balance limit. */
async function freshAccount(): Promise<string> {
  const subjects = await t.server.request('POST', '/accountcenter/subject/list', { token: t.token.admin, json: { current: 1, size: 10, subjectName: '北京中膳' } });
  const parent = subjects.body.data.records[0];
  const type = await db().selectFrom('act_account_type').select('id').where('tenant_id', '=', 1).where('enable_flag', '=', '1').orderBy('id').executeTakeFirstOrThrow();
  const saved = await t.server.request('POST', `${A}/save`, {
    token: t.token.admin,
    json: { parentId: parent.accountId, accountName: `幂等测试${(serial += 1)}`, configIds: [parent.configIds[0]], accountTypeId: type.id, accountType: 1, tenantId: 1 },
  });
  expect(saved.body.code, saved.text).toBe(0);
  return saved.body.data.accountNo;
}

beforeAll(async () => {
  accountNo = await freshAccount();
});

describe('a keyed recharge', () => {
  it('sent again with the same key is charged once and answered with the first reply, byte for byte', async () => {
    const before = await account(accountNo);
    const k = key();
    const first = await recharge(accountNo, '7', k);
    expect(first.status).toBe(200);
    expect(first.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBeNull();
    const again = await recharge(accountNo, '7', k);
    expect(again.status).toBe(200);
    expect(again.text).toBe(first.text);
    expect(again.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBe('true');
    expect(again.headers.get('content-type')).toBe(first.headers.get('content-type'));
    const after = await account(accountNo);
    expect(after.flows).toBe(before.flows + 1);
    expect(Number(after.balance) - Number(before.balance)).toBeCloseTo(7, 2);
    // The key is kept with the tenant, the user and a fingerprint of the request (its result written behind the reply).
    await expect.poll(async () => (await storedKey(k))?.status).toBe(200);
    const row = await storedKey(k);
    expect(row).toMatchObject({ user_id: t.user.admin.userId, tenant_id: 1, method: 'POST', route: `${t.server.config.apiBase}${RECHARGE}`, status: 200, committed: true });
    expect(row!.fingerprint).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a burst of four with one key moves the money once; every other answer is the first reply or 409', async () => {
    const before = await account(accountNo);
    const k = key();
    const replies = await Promise.all(Array.from({ length: 4 }, () => recharge(accountNo, '7', k)));
    const done = replies.filter((r) => r.status === 200);
    expect(done.length).toBeGreaterThanOrEqual(1);
    expect(new Set(done.map((r) => r.text)).size).toBe(1);
    for (const r of replies.filter((r) => r.status !== 200)) {
      expect(r.status).toBe(409);
      expect(r.body).toMatchObject({ code: 1, msg: IDEMPOTENCY_MSG.inFlight, data: null });
      expect(r.headers.get('retry-after')).toBe('1');
    }
    const after = await account(accountNo);
    expect(after.flows).toBe(before.flows + 1);
    expect(Number(after.balance) - Number(before.balance)).toBeCloseTo(7, 2);
    // Once done, the key answers the first reply.
    expect((await recharge(accountNo, '7', k)).text).toBe(done[0].text);
  });

  it('the same key with another amount is refused 422 with its message, and nothing moves', async () => {
    const k = key();
    expect((await recharge(accountNo, '7', k)).status).toBe(200);
    const before = await account(accountNo);
    const other = await recharge(accountNo, '37', k);
    expect(other.status).toBe(422);
    expect(other.body).toEqual({ code: 1, msg: IDEMPOTENCY_MSG.reused, data: null });
    // Another account, or another tenant header, is another request too.
    expect(
      (await t.server.request('POST', RECHARGE, { token: t.token.admin, tenantId: 2, json: [{ toAccountNo: accountNo, changeNum: '7' }], headers: { 'idempotency-key': k } })).status,
    ).not.toBe(200);
    expect(await account(accountNo)).toEqual(before);
  });

  it('in total charges 14 where 7 was sent twice and 7 four times at once: what was meant, never more', async () => {
    const fresh = await freshAccount();
    const [first, second] = [key(), key()];
    await recharge(fresh, '7', first);
    await recharge(fresh, '7', first);
    await Promise.all(Array.from({ length: 4 }, () => recharge(fresh, '7', second)));
    await recharge(fresh, '30', second);
    expect(await account(fresh)).toEqual({ balance: '14.00', flows: 2 });
    expect(await ledgerMismatches(db())).toEqual([]);
  });

  it('without a key behaves as before: each call is a recharge of its own', async () => {
    const before = await account(accountNo);
    await recharge(accountNo, '1');
    await recharge(accountNo, '1');
    expect((await account(accountNo)).flows).toBe(before.flows + 2);
  });

  it('keeps a refusal as the first result: the repeat gets the same refusal, the next intent a new key', async () => {
    const k = key();
    const over = await recharge(accountNo, '999999', k);
    expect(over.status).toBe(400);
    const again = await recharge(accountNo, '999999', k);
    expect([again.status, again.text, again.headers.get(IDEMPOTENT_REPLAYED_HEADER)]).toEqual([400, over.text, 'true']);
  });

  it('refuses a malformed key with its message and moves nothing', async () => {
    const before = await account(accountNo);
    for (const bad of ['', ' ', 'x'.repeat(256), 'with space', 'clé']) {
      const reply = await recharge(accountNo, '1', bad);
      expect(reply.status, JSON.stringify(bad)).toBe(400);
      expect(reply.body).toMatchObject({ code: 1, msg: IDEMPOTENCY_MSG.badKey });
    }
    expect(await account(accountNo)).toEqual(before);
    // The IETF draft writes the key as a quoted string: the same key either way.
    const k = key();
    const quoted = await recharge(accountNo, '2', `"${k}"`);
    expect((await recharge(accountNo, '2', k)).text).toBe(quoted.text);
  });

  it('keeps keys per user: the same key of another user is another key', async () => {
    const k = key();
    expect((await recharge(accountNo, '1', k)).status).toBe(200);
    const otherUser = await t.server.request('POST', '/accountcenter/actAccountType', {
      token: t.token.tenant,
      json: { accountTypeName: `他人键${(serial += 1)}`, accountType: 0, accountKind: 1 },
      headers: { 'idempotency-key': k },
    });
    expect(otherUser.status).toBe(200);
    expect(otherUser.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBeNull();
  });

  it('a search by POST takes no key: nothing is kept for it', async () => {
    const k = key();
    await keyed('POST', '/accountcenter/subject/list', { current: 1, size: 5 }, k);
    expect(await storedKey(k)).toBeUndefined();
  });
});

describe('a key whose first request is still under way, or was lost', () => {
  it('answers 409 with Retry-After while the first holds its lease, and runs it once the holder is presumed dead', async () => {
    // The same request done once under another key gives the fingerprint a first request of this key would have.
    const twin = key();
    expect((await recharge(accountNo, '3', twin)).status).toBe(200);
    const { fingerprint } = (await storedKey(twin))!;
    // The key's first request has been taken by another instance and is still running (nothing committed yet).
    const k = key();
    await db()
      .insertInto('sys_idempotency_key')
      .values({
        user_id: t.user.admin.userId,
        idem_key: k,
        tenant_id: 1,
        method: 'POST',
        route: RECHARGE,
        fingerprint,
        run_id: randomUUID(),
        lease_until: sql<Date>`now() + interval '1 minute'`,
        status: null,
        headers: null,
        body: null,
      })
      .execute();
    const before = await account(accountNo);
    const during = await recharge(accountNo, '3', k);
    expect([during.status, during.body.msg, during.headers.get('retry-after')]).toEqual([409, IDEMPOTENCY_MSG.inFlight, '1']);
    expect(await account(accountNo)).toEqual(before);
    // That instance died before committing: once the lease is over, the repeat runs the request, once.
    await db()
      .updateTable('sys_idempotency_key')
      .set({ lease_until: sql<Date>`now() - interval '1 second'` })
      .where('idem_key', '=', k)
      .execute();
    const taken = await recharge(accountNo, '3', k);
    expect([taken.status, taken.headers.get(IDEMPOTENT_REPLAYED_HEADER)]).toEqual([200, null]);
    expect((await recharge(accountNo, '3', k)).text).toBe(taken.text);
    expect((await account(accountNo)).flows).toBe(before.flows + 1);
  });

  it('says the result was lost, and runs nothing, when the first committed and died before keeping it', async () => {
    const k = key();
    const first = await recharge(accountNo, '4', k);
    // Kept behind the reply: once it is there, its loss is what the instance's death would have left.
    await expect.poll(async () => (await storedKey(k))?.status).toBe(200);
    const before = await account(accountNo);
    await db()
      .updateTable('sys_idempotency_key')
      .set({ status: null, body: null, headers: null, lease_until: sql<Date>`now() - interval '1 second'` })
      .where('idem_key', '=', k)
      .execute();
    const lost = await recharge(accountNo, '4', k);
    expect(first.status).toBe(200);
    expect([lost.status, lost.body.msg, lost.headers.get('retry-after')]).toEqual([409, IDEMPOTENCY_MSG.lost, null]);
    expect(await account(accountNo)).toEqual(before);
  });
});

describe('a keyed change of a record', () => {
  it('replays the undo mark with the reply, and leaves one audit record however often it is sent', async () => {
    const k = key();
    const body = { accountTypeName: `幂等类型${(serial += 1)}`, accountType: 0, accountKind: 1 };
    const created = await keyed('POST', '/accountcenter/actAccountType', body, k);
    const repeat = await keyed('POST', '/accountcenter/actAccountType', body, k);
    expect(repeat.text).toBe(created.text);
    const records = await db().selectFrom('sys_audit_log').select('id').where('entity', '=', 'accountType').where('entity_id', '=', String(created.body.data.id)).execute();
    expect(records).toHaveLength(1);
    const renamed = await keyed(
      'POST',
      '/accountcenter/actAccountType/updateActAccountType',
      { ...body, id: created.body.data.id, accountTypeName: `${body.accountTypeName}改` },
      key(),
    );
    const undoMark = renamed.headers.get(AUDIT_ID_HEADER);
    expect(undoMark).toMatch(/^\d+$/);
  });

  it('an upload with a key creates one import task for the same file, 422 for another file', async () => {
    const k = key();
    const file = await workbookOf([
      ['*账户类型名称', '*账户类别', '*账户种类', '备注'],
      [`幂等导入${(serial += 1)}`, '个人账户', '金额', ''],
    ]);
    const count = async () =>
      Number(
        (
          await db()
            .selectFrom('sys_import_log')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const first = await uploadImport(t.server, t.token.admin, file, 'keyed.xlsx', undefined, undefined, { 'idempotency-key': k });
    const again = await uploadImport(t.server, t.token.admin, file, 'keyed.xlsx', undefined, undefined, { 'idempotency-key': k });
    expect(first.body.code).toBe(0);
    expect(again.body).toEqual(first.body);
    expect(await count()).toBe(before + 1);
    const other = await uploadImport(
      t.server,
      t.token.admin,
      await workbookOf([
        ['*账户类型名称', '*账户类别', '*账户种类'],
        ['别的文件', '个人账户', '金额'],
      ]),
      'keyed.xlsx',
      undefined,
      undefined,
      { 'idempotency-key': k },
    );
    expect([other.status, other.body.msg]).toEqual([422, IDEMPOTENCY_MSG.reused]);
    await t.server.app.tasks.idle();
  });
});

describe('people and access take keys like every write', () => {
  const users = (username: string) => db().selectFrom('sys_user').select(['user_id']).where('username', '=', username).execute();
  const passwordChanges = async (userId: number) =>
    Number(
      (
        await db()
          .selectFrom('sys_audit_log')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('entity', '=', 'user')
          .where('entity_id', '=', String(userId))
          .where('action', '=', 'password')
          .where('result', '=', 'ok')
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('a user created twice under one key is created once, the repeat answered with the first reply', async () => {
    const dept = await deptIdOf(t.server, '财务部');
    const role = await createRole(t.server, t.token.admin, { dsType: 0 });
    const k = key();
    const body = { username: uniqueName(), actualName: '幂等用户', deptId: dept, roleIds: [role], password: TEMPORARY };
    const first = await keyed('POST', '/admin/user', body, k);
    expect(first.status, first.text).toBe(200);
    const again = await keyed('POST', '/admin/user', body, k);
    expect([again.status, again.text, again.headers.get(IDEMPOTENT_REPLAYED_HEADER)]).toEqual([200, first.text, 'true']);
    expect(await users(body.username)).toHaveLength(1);
    // Without the key the same request is a second create, refused as one.
    expect((await keyed('POST', '/admin/user', body, undefined)).body.errors?.username).toBe('用户名已存在');
    const other = await keyed('POST', '/admin/user', { ...body, username: uniqueName() }, k);
    expect([other.status, other.body.msg]).toEqual([422, IDEMPOTENCY_MSG.reused]);
  });

  it('a password reset repeated under one key answers the same temporary password and sets no other', async () => {
    const dept = await deptIdOf(t.server, '财务部');
    const role = await createRole(t.server, t.token.admin, { dsType: 0 });
    const { userId, username } = await createUser(t.server, t.token.admin, dept, [role]);
    const hash = async () => (await db().selectFrom('sys_user').select('password_hash').where('user_id', '=', userId).executeTakeFirstOrThrow()).password_hash;
    const path = `/admin/user/${userId}/password`;
    const k = key();
    const first = await keyed('PUT', path, {}, k);
    expect(first.status, first.text).toBe(200);
    const temporary = first.body.data.password as string;
    const set = await hash();
    const again = await keyed('PUT', path, {}, k);
    expect([again.status, again.body.data.password, again.headers.get(IDEMPOTENT_REPLAYED_HEADER)]).toEqual([200, temporary, 'true']);
    expect(await hash()).toBe(set);
    expect(await passwordChanges(userId)).toBe(1);
    // The password shown is the one that signs in.
    expect(await t.server.login(username, temporary)).toBeTruthy();
    // Four at once under a new key: one password set, every answer naming it (the others told to ask again).
    const burstKey = key();
    const burst = await Promise.all([1, 2, 3, 4].map(() => keyed('PUT', path, {}, burstKey)));
    const answered = burst.filter((r) => r.status === 200);
    expect(
      burst.every((r) => r.status === 200 || (r.status === 409 && r.body.msg === IDEMPOTENCY_MSG.inFlight)),
      burst.map((r) => r.text).join('\n'),
    ).toBe(true);
    expect(answered.length).toBeGreaterThanOrEqual(1);
    expect(new Set(answered.map((r) => r.body.data.password)).size).toBe(1);
    expect(await passwordChanges(userId)).toBe(2);
    expect(await t.server.login(username, answered[0].body.data.password)).toBeTruthy();
  });
});

describe('keys are kept a day', () => {
  it('the sweep removes keys older than a day and keeps younger ones; an old key runs afresh', async () => {
    const [old, young] = [key(), key()];
    await recharge(accountNo, '1', old);
    await recharge(accountNo, '1', young);
    await db()
      .updateTable('sys_idempotency_key')
      .set({ create_time: sql<Date>`now() - interval '25 hours'` })
      .where('idem_key', '=', old)
      .execute();
    await db()
      .updateTable('sys_idempotency_key')
      .set({ create_time: sql<Date>`now() - interval '23 hours'` })
      .where('idem_key', '=', young)
      .execute();
    // Not swept yet, an old key is taken afresh: the request runs again.
    const before = await account(accountNo);
    const rerun = await recharge(accountNo, '1', old);
    expect(rerun.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBeNull();
    expect((await account(accountNo)).flows).toBe(before.flows + 1);
    await db()
      .updateTable('sys_idempotency_key')
      .set({ create_time: sql<Date>`now() - interval '25 hours'` })
      .where('idem_key', '=', old)
      .execute();
    expect(await sweepKeys(db())).toBeGreaterThanOrEqual(1);
    expect(await storedKey(old)).toBeUndefined();
    expect(await storedKey(young)).toBeDefined();
  });
});

/**
 * The hooks on a bare Fastify app with the test server's database: routes that fail and that wait on the test,
 * so that the rules about faults and presumed-dead runs are seen as they happen.
 */
describe('faults and runs presumed dead', () => {
  let probe: FastifyInstance;
  let gate: Promise<void> = Promise.resolve();
  let holdFirst = false;
  const runs = { boom: 0, work: 0 };
  /** A key is taken by an audited write: a route whose facts name its audit (docs/architecture.md, "A route's facts"). */
  const audited = { config: { audit: { entity: 'account', action: 'create' } } } as const;

  beforeAll(async () => {
    await sql`create table if not exists idem_probe (k text not null)`.execute(db());
    probe = Fastify();
    registerErrorHandling(probe);
    probe.decorateRequest('user', null as unknown as AuthUser);
    probe.addHook('onRequest', async (request) => {
      request.user = { userId: 990001, tenantId: 1 } as AuthUser;
    });
    registerIdempotency(probe, db(), { apiBase: '' });
    probe.post('/boom', audited, async () => {
      runs.boom += 1;
      throw new Error('a fault before anything committed');
    });
    probe.post('/work', audited, async (request) => {
      runs.work += 1;
      if (holdFirst) {
        holdFirst = false;
        await gate;
      }
      await db()
        .transaction()
        .execute(async (trx) => {
          await trx
            .insertInto('idem_probe' as never)
            .values({ k: String((request.body as { k: string }).k) } as never)
            .execute();
          await markKeyCommitted(request, trx);
        });
      return { code: 0, msg: null, data: runs.work };
    });
    await probe.ready();
  });
  afterAll(async () => {
    await probe?.close();
  });

  const send = (url: string, k: string, body: object = { k: 'x' }) =>
    probe.inject({ method: 'POST', url, headers: { 'idempotency-key': k, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
  const probes = async (k: string) => Number((await sql<{ n: string }>`select count(*)::text as n from idem_probe where k = ${k}`.execute(db())).rows[0].n);

  it('gives the key back after a fault before commit: the repeat runs afresh', async () => {
    const k = key();
    expect((await send('/boom', k)).statusCode).toBe(500);
    expect(await storedKey(k)).toBeUndefined();
    expect((await send('/boom', k)).statusCode).toBe(500);
    expect(runs.boom).toBe(2);
  });

  it('gives the key back once the database answers again when it could not at the fault itself', async () => {
    // The database refuses the giving back twice (as while it is away), then answers again.
    let refusals = 2;
    const flaky = new Proxy(db(), {
      get(target, prop) {
        if (prop === 'deleteFrom' && refusals > 0) {
          refusals -= 1;
          return () => {
            throw new Error('Connection terminated unexpectedly');
          };
        }
        const value = Reflect.get(target, prop, target) as unknown;
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    const app = Fastify();
    registerErrorHandling(app);
    app.decorateRequest('user', null as unknown as AuthUser);
    app.addHook('onRequest', async (request) => {
      request.user = { userId: 990002, tenantId: 1 } as AuthUser;
    });
    registerIdempotency(app, flaky, { apiBase: '' });
    let tries = 0;
    app.post('/boom', audited, async () => {
      tries += 1;
      throw new Error('a fault before anything committed');
    });
    try {
      const k = key();
      const sent = () => app.inject({ method: 'POST', url: '/boom', headers: { 'idempotency-key': k, 'content-type': 'application/json' }, payload: '{}' });
      expect((await sent()).statusCode).toBe(500);
      // Still held: a repeat now is told the first still runs, and is not run.
      expect((await storedKey(k))?.committed).toBe(false);
      expect((await sent()).statusCode).toBe(409);
      expect(tries).toBe(1);
      // Given back at the first try the database answers (the third): the repeat then runs afresh.
      expect(RELEASE_RETRY_MS * 3).toBeLessThan(LEASE_SECONDS * 1000);
      await expect.poll(() => storedKey(k), { timeout: RELEASE_RETRY_MS * 10, interval: 100 }).toBeUndefined();
      expect(refusals).toBe(0);
      expect((await sent()).statusCode).toBe(500);
      expect(tries).toBe(2);
    } finally {
      await app.close();
    }
  });

  it('a run presumed dead after its lease never commits beside the one that took its key over', async () => {
    const k = key();
    let open!: () => void;
    gate = new Promise((resolve) => (open = resolve));
    holdFirst = true;
    const slow = send('/work', k, { k });
    // The first run holds the key: a repeat is told to wait.
    await expect.poll(async () => (await storedKey(k))?.run_id).toBeDefined();
    const waiting = await send('/work', k, { k });
    expect([waiting.statusCode, waiting.json().msg]).toEqual([409, IDEMPOTENCY_MSG.inFlight]);
    // Its lease runs out (LEASE_SECONDS, here made past): the next repeat takes the key over and does the work.
    expect(LEASE_SECONDS).toBeGreaterThan(0);
    await db()
      .updateTable('sys_idempotency_key')
      .set({ lease_until: sql<Date>`now() - interval '1 second'` })
      .where('idem_key', '=', k)
      .execute();
    const successor = await send('/work', k, { k });
    expect(successor.statusCode).toBe(200);
    // The first run wakes up: its commit is refused, its write rolled back.
    open();
    const late = await slow;
    expect([late.statusCode, late.json().msg]).toEqual([409, IDEMPOTENCY_MSG.inFlight]);
    expect(await probes(k)).toBe(1);
    const replayed = await send('/work', k, { k });
    expect([replayed.statusCode, replayed.body, replayed.headers[IDEMPOTENT_REPLAYED_HEADER]]).toEqual([200, successor.body, 'true']);
  });
});
