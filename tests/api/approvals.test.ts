import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { APPROVAL_EXPIRY_CRON, APPROVAL_EXPIRY_JOB, expireRequests } from '../../server/approval/decide';
import { ledgerMismatches } from '../../server/repositories/ledger';
import { hashPassword } from '../../server/domain/password';
import '../../server/tasks/definitions';
import { allImports } from '../../server/tasks/registry';
import { SCREEN_SOURCES } from '../../schemas/screenSources';
import { approvalDestination, APPROVAL_MSG } from '../../schemas/approvalConstants';
import { addMoney } from '../../schemas/money';
import { topic02Auth, topic02Path } from '../../schemas/realtime';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_MSG, IDEMPOTENT_REPLAYED_HEADER, VERSION_MSG } from '../../schemas/idempotency';
import { fingerprint } from './support/audit';
import { serverWithUsers, type TestReply } from './support/server';
import { framesUntil, stompAs, subscribed } from './support/stomp';
import { TestSocket } from './support/wsClient';
import { uploadImport } from './support/tasks';
import { workbookOf } from './support/xlsx';

/**
 * Approval requests (docs/approvals.md): the rules, the gate on every covered route, the decisions (the requester
 * never approves, two approvals are two people, an approval applies once, a record changed since ends the request
 * conflicted), expiry, withdrawal, comments with mentions, the inbox's views and the approvers' live counts; and
 * the audit chain verifies after all of it. On PGlite and, with DATABASE_URL, on PostgreSQL.
 */
const t = serverWithUsers<string>(['admin', 'checker', 'tenant']);

const A = '/accountcenter/actAccount';
const as = (user: string, method: string, path: string, json?: unknown, headers?: Record<string, string>) =>
  t.server.request(method, path, { token: t.token[user], tenantId: t.user[user].tenantId, json, headers });
const db = () => t.server.app.database.db;

/** Replaces the main tenant's rules (as admin). */
async function setRules(rules: unknown[]) {
  const reply = await as('admin', 'PUT', '/admin/approval/rules', rules);
  expect(reply.status, reply.text).toBe(200);
  return reply;
}
const rule = (action: string, extra: Record<string, unknown> = {}) => ({ action, approvals: 1, enabled: true, ...extra });

const recharge = (accountNo: string, changeNum: string, user = 'admin') => as(user, 'POST', `${A}/exchangeAccounts/recharge`, [{ toAccountNo: accountNo, changeNum, tenantId: 1 }]);
const decide = (user: string, id: number, what: 'approve' | 'reject' | 'withdraw' | 'comment', comment?: string) =>
  as(user, 'POST', `/admin/approval/${id}/${what}`, comment === undefined ? {} : { comment });
const detail = (user: string, id: number) => as(user, 'GET', `/admin/approval/${id}`);

/** A child account of the seed, by name, as the list shows it. */
async function account(name: string) {
  const subjects = await as('admin', 'POST', '/accountcenter/subject/list', { current: 1, size: 50 });
  for (const subject of subjects.body.data.records) {
    const children = await as('admin', 'POST', `${A}/son/list`, { page: 1, size: 50, parentId: subject.accountId, tenantId: 1 });
    const found = (children.body.data.records as any[]).find((c) => c.accountName === name);
    if (found) return found;
  }
  throw new Error(`no account ${name}`);
}
const viewOf = async (id: number) => (await as('admin', 'GET', `${A}/son/view/${id}/1`)).body.data;
const flowCount = async (accountNo: string) =>
  Number(
    (
      await db()
        .selectFrom('act_account_flow')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('account_no', '=', accountNo)
        .executeTakeFirstOrThrow()
    ).n,
  );
const heldId = (reply: TestReply) => {
  expect(reply.status, reply.text).toBe(200);
  expect(reply.body.data.approval).toMatchObject({ state: 'pending' });
  return reply.body.data.approval.id as number;
};

/**
 * Every data table but the requests' own and the trail (and the sign-in state): row count and the sum of row
 * hashes. Equal before and after a call: the call changed nothing but a request.
 */
async function dataPrint(): Promise<string> {
  const skip = /^(approval_|sys_audit_|oauth_token$|login_failure$|schema_migration$|sys_message$|rate_limit_hit$)/;
  const tables = (
    await sql<{
      name: string;
    }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db())
  ).rows
    .map((r) => r.name)
    .filter((name) => !skip.test(name));
  const parts = tables.map((name) => sql`select ${name}::text as name, count(*)::text || ':' || coalesce(sum(hashtext(x::text)::bigint), 0)::text as print from ${sql.table(name)} x`);
  return (await sql<{ name: string; print: string }>`${sql.join(parts, sql` union all `)}`.execute(db())).rows
    .map((r) => `${r.name}=${r.print}`)
    .sort()
    .join(';');
}
const requestCount = async () =>
  Number(
    (
      await db()
        .selectFrom('approval_request')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** A second approver of the main tenant: the checker's role, signed in like the seeded users. */
async function secondChecker() {
  const role = await db().selectFrom('sys_role').select('role_id').where('role_code', '=', 'ROLE_CHECKER').executeTakeFirstOrThrow();
  const user = await db()
    .insertInto('sys_user')
    .values({
      tenant_id: 1,
      username: 'checker2',
      actual_name: '复核专员',
      phone: '13800000016',
      job_no: 'ZS90097',
      password_hash: await hashPassword(t.server.config.demoPassword, t.server.config.passwordCost),
      lock_flag: '0',
    })
    .returning('user_id')
    .executeTakeFirstOrThrow();
  await db().insertInto('sys_user_role').values({ user_id: user.user_id, role_id: role.role_id }).execute();
  const reply = await t.server.loginReply('checker2');
  t.token.checker2 = reply.access_token;
  t.user.checker2 = { token: reply.access_token, userId: reply.user_id, tenantId: reply.tenant_id };
}

/** The version of an account's limits, as the permission dialog reads it (a save of limits names it). */
const limitsVersion = async (accountNo: string) =>
  (await t.server.request('GET', '/accountcenter/actAccountLimit/getActAccountLimit', { token: t.token.admin, tenantId: 1, query: { accountNo } })).body.data.version as number;

/** Room for every recharge of this file: a high balance upper limit, set while no rule covers limits. */
const roomy = async (accountNo: string) =>
  as('admin', 'POST', '/accountcenter/actAccountLimit/saveActAccountLimit', {
    accountNo,
    version: await limitsVersion(accountNo),
    actionLimits: [
      { actionLimit: '1_1', limitType: 1 },
      { actionLimit: '2_2', limitType: 2 },
      { actionLimit: 'balance_limit', limitType: 3, limitNum: '999999999.99' },
      { actionLimit: 'credit_limit', limitType: 4, limitNum: '100' },
    ],
  });

let lunch: any;
beforeAll(async () => {
  lunch = await account('员工午餐补贴');
  expect((await roomy(lunch.accountNo)).body.code).toBe(0);
  await secondChecker();
});

describe('the rules', () => {
  it('seeds the demo tenant with recharges from 1,000 held for one approval, versioned with an ETag', async () => {
    const reply = await as('admin', 'GET', '/admin/approval/rules');
    expect(reply.body.data).toEqual([{ action: 'recharge', minAmount: '1000.00', approvals: 1, enabled: true, expireHours: 72 }]);
    expect(reply.headers.get('etag')).toBe('"1"');
    expect((await as('tenant', 'GET', '/admin/approval/rules')).body.data).toEqual([]);
  });

  it.each([
    [[{ action: 'nope', approvals: 1, enabled: true }], '0.action', APPROVAL_MSG.action],
    [[{ action: 'recharge', approvals: 3, enabled: true }], '0.approvals', APPROVAL_MSG.approvals],
    [[{ action: 'recharge', approvals: 1, enabled: 'yes' }], '0.enabled', APPROVAL_MSG.enabled],
    [[{ action: 'recharge', approvals: 1, enabled: true, minAmount: '-5' }], '0.minAmount', APPROVAL_MSG.minAmount],
    [[{ action: 'recharge', approvals: 1, enabled: true, minAmount: '0' }], '0.minAmount', APPROVAL_MSG.minAmount],
    [[{ action: 'accountStatus', approvals: 1, enabled: true, minAmount: '10' }], '0.minAmount', APPROVAL_MSG.noAmount],
    [[{ action: 'recharge', approvals: 1, enabled: true, expireHours: 0 }], '0.expireHours', APPROVAL_MSG.expireHours],
    [[rule('recharge'), rule('recharge')], '1.action', APPROVAL_MSG.duplicateRule],
    [{ action: 'recharge' }, undefined, APPROVAL_MSG.rules],
  ])('refuses %j with its message and changes nothing', async (body, field, message) => {
    const before = await fingerprint(t.server.app);
    const reply = await as('admin', 'PUT', '/admin/approval/rules', body);
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toBe(message);
    if (field) expect(reply.body.errors[field]).toBe(message);
    expect(await fingerprint(t.server.app)).toBe(before);
  });

  it('saves a new version, audited, refusing a stale If-Match and callers without approval_rule_edit', async () => {
    const read = await as('admin', 'GET', '/admin/approval/rules');
    const version = Number(read.headers.get('etag')!.replace(/"/g, ''));
    const saved = await as('admin', 'PUT', '/admin/approval/rules', [rule('recharge', { minAmount: '1000', expireHours: 48 }), rule('accountStatus', { approvals: 2 })], {
      'if-match': `"${version}"`,
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.headers.get('etag')).toBe(`"${version + 1}"`);
    expect(saved.body.data).toEqual([
      { action: 'recharge', minAmount: '1000.00', approvals: 1, enabled: true, expireHours: 48 },
      { action: 'accountStatus', approvals: 2, enabled: true, expireHours: 72 },
    ]);
    const stale = await as('admin', 'PUT', '/admin/approval/rules', [], { 'if-match': `"${version}"` });
    expect(stale.status).toBe(412);
    expect(stale.body.msg).toBe(APPROVAL_MSG.staleRules);
    expect((await as('checker', 'PUT', '/admin/approval/rules', [])).status).toBe(403);
    const versions = (await as('admin', 'GET', '/admin/approval/rules/versions')).body.data;
    expect(versions[0]).toMatchObject({ version: version + 1, username: 'admin' });
    expect(versions.at(-1)).toMatchObject({ version: 1, username: 'system' });
    const record = await db().selectFrom('sys_audit_log').selectAll().where('entity', '=', 'approvalRule').where('result', '=', 'ok').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(JSON.parse(record.changes)).toEqual(expect.arrayContaining([{ field: 'version', before: version, after: version + 1 }]));
    await setRules([rule('recharge', { minAmount: '1000' })]);
  });
});

describe('a held recharge', () => {
  it('changes nothing below the gate, answers code 0 with the request, and applies below the amount at once', async () => {
    const before = await viewOf(lunch.id);
    const flows = await flowCount(lunch.accountNo);
    const id = heldId(await recharge(lunch.accountNo, '1500'));
    expect(await viewOf(lunch.id)).toMatchObject({ accountNum: before.accountNum });
    expect(await flowCount(lunch.accountNo)).toBe(flows);
    const small = await recharge(lunch.accountNo, '999.99');
    expect(small.body.data).toMatchObject({ accountNum: addMoney(before.accountNum, '999.99') });
    const submitted = await db().selectFrom('sys_audit_log').selectAll().where('entity', '=', 'approval').where('entity_id', '=', String(id)).executeTakeFirstOrThrow();
    expect(submitted).toMatchObject({ action: 'submit', route: `${A}/exchangeAccounts/recharge`, username: 'admin', result: 'ok' });
    // The balance moved since, which the account's version does not follow (the ledger moves it): still applies.
    const approved = await decide('checker', id, 'approve');
    expect(approved.body.data, approved.text).toMatchObject({ state: 'approved' });
    expect(await viewOf(lunch.id)).toMatchObject({ accountNum: addMoney(addMoney(before.accountNum, '999.99'), '1500'), version: before.version });
    expect(await flowCount(lunch.accountNo)).toBe(flows + 2);
  });

  it('a stale request ends conflicted: the account was disabled and enabled again since, its version moved, and the diff says so', async () => {
    const before = await viewOf(lunch.id);
    const flows = await flowCount(lunch.accountNo);
    const id = heldId(await recharge(lunch.accountNo, '1200'));
    // Its status is as it was, but the account changed twice meanwhile.
    for (const status of [1, 2]) {
      const toggled = await as('admin', 'POST', `${A}/operate`, { accountId: lunch.id, status, tenantId: 1, version: (await viewOf(lunch.id)).version });
      expect(toggled.status, toggled.text).toBe(200);
    }
    const ended = await decide('checker', id, 'approve');
    expect(ended.body.data).toMatchObject({ state: 'conflicted', reason: APPROVAL_MSG.conflicted });
    expect((await detail('checker', id)).body.data.conflicts).toEqual([{ field: 'version', expected: before.version, current: before.version + 2 }]);
    expect(await viewOf(lunch.id)).toMatchObject({ accountNum: before.accountNum, status: 2 });
    expect(await flowCount(lunch.accountNo)).toBe(flows);
  });

  it('the requester can never approve it, whatever they hold; the checker approves and the balance changes once', async () => {
    const before = await viewOf(lunch.id);
    const flows = await flowCount(lunch.accountNo);
    const id = heldId(await recharge(lunch.accountNo, '1000'));
    const own = await decide('admin', id, 'approve');
    expect(own.status).toBe(403);
    expect(own.body.msg).toBe(APPROVAL_MSG.ownRequest);
    expect((await decide('admin', id, 'reject', '自己驳回')).body.msg).toBe(APPROVAL_MSG.ownRequest);
    const todo = await as('checker', 'GET', '/admin/approval/page');
    expect(todo.body.data.records.map((r: any) => r.id)).toContain(id);
    expect(todo.body.data.records.find((r: any) => r.id === id)).toMatchObject({
      action: 'recharge',
      amount: '1000.00',
      canApprove: true,
      canWithdraw: false,
      requester: { username: 'admin' },
      changes: expect.arrayContaining([{ field: 'accountNum', before: before.accountNum, after: addMoney(before.accountNum, '1000') }]),
    });
    const approved = await decide('checker', id, 'approve', '核对无误');
    expect(approved.body.data).toMatchObject({ state: 'approved', approvedCount: 1, canApprove: false });
    expect(await viewOf(lunch.id)).toMatchObject({ accountNum: addMoney(before.accountNum, '1000') });
    expect(await flowCount(lunch.accountNo)).toBe(flows + 1);
    expect((await decide('checker', id, 'approve')).body.msg).toBe(APPROVAL_MSG.closed);
    expect(await ledgerMismatches(db(), 1)).toEqual([]);
    // The trail holds the requester and the approver: the decision, and the recharge it applied.
    const records = await db()
      .selectFrom('sys_audit_log')
      .selectAll()
      .where('route', '=', `/admin/approval/${':id'}/approve`)
      .where('result', '=', 'ok')
      .orderBy('id', 'desc')
      .limit(2)
      .execute();
    const [decision, applied] = records;
    expect(decision).toMatchObject({ entity: 'approval', action: 'approve', entity_id: String(id), username: 'checker' });
    expect(JSON.parse(decision!.changes)).toEqual(
      expect.arrayContaining([
        { field: 'requester', before: null, after: 'admin' },
        { field: 'approvers', before: null, after: ['checker'] },
      ]),
    );
    expect(applied).toMatchObject({ entity: 'account', action: 'recharge', entity_id: lunch.accountNo, username: 'checker' });
  });

  it('applies once when two approvals arrive together', async () => {
    const before = await viewOf(lunch.id);
    const flows = await flowCount(lunch.accountNo);
    for (const [first, second] of [
      ['checker', 'checker'],
      ['checker', 'checker2'],
    ]) {
      const id = heldId(await recharge(lunch.accountNo, '1200'));
      const replies = await Promise.all([decide(first!, id, 'approve'), decide(second!, id, 'approve')]);
      expect(replies.filter((r) => r.status === 200 && r.body.data.state === 'approved')).toHaveLength(1);
      const refused = replies.find((r) => r.status !== 200)!;
      expect(refused.status).toBe(409);
      expect([APPROVAL_MSG.closed, APPROVAL_MSG.alreadyVoted]).toContain(refused.body.msg);
    }
    expect(await viewOf(lunch.id)).toMatchObject({ accountNum: addMoney(before.accountNum, '2400') });
    expect(await flowCount(lunch.accountNo)).toBe(flows + 2);
    expect(await ledgerMismatches(db(), 1)).toEqual([]);
  });

  it('needs two different people when the rule asks for two', async () => {
    await setRules([rule('recharge', { minAmount: '1000', approvals: 2 })]);
    const before = await viewOf(lunch.id);
    const id = heldId(await recharge(lunch.accountNo, '1000'));
    expect((await decide('checker', id, 'approve')).body.data).toMatchObject({ state: 'pending', approvedCount: 1, approvals: 2, canApprove: false });
    expect(await viewOf(lunch.id)).toMatchObject({ accountNum: before.accountNum });
    const again = await decide('checker', id, 'approve');
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(APPROVAL_MSG.alreadyVoted);
    expect(await viewOf(lunch.id)).toMatchObject({ accountNum: before.accountNum });
    expect((await decide('checker2', id, 'approve')).body.data).toMatchObject({ state: 'approved', approvedCount: 2 });
    expect(await viewOf(lunch.id)).toMatchObject({ accountNum: addMoney(before.accountNum, '1000') });
    await setRules([rule('recharge', { minAmount: '1000' })]);
  });

  it('refuses a second request for the same record while one waits', async () => {
    const id = heldId(await recharge(lunch.accountNo, '1000'));
    const second = await recharge(lunch.accountNo, '2000');
    expect(second.status).toBe(409);
    expect(second.body.msg).toBe(APPROVAL_MSG.duplicatePending);
    expect((await decide('admin', id, 'withdraw')).body.data).toMatchObject({ state: 'withdrawn' });
  });

  it('refuses at once what the ledger would refuse when approved', async () => {
    const disabled = await account('财务部活动经费');
    expect((await recharge(disabled.accountNo, '1500')).body.msg).toBe('账户已停用，不能充值');
    expect((await recharge('AC9999999999', '1500')).status).toBe(404);
  });
});

describe('rejecting, withdrawing, expiring, commenting', () => {
  it('a rejection needs a reason and ends the request; only the requester withdraws', async () => {
    const id = heldId(await recharge(lunch.accountNo, '1000'));
    const noReason = await decide('checker', id, 'reject', '  ');
    expect(noReason.status).toBe(400);
    expect(noReason.body.msg).toBe(APPROVAL_MSG.rejectReason);
    expect((await decide('checker', id, 'withdraw')).body.msg).toBe(APPROVAL_MSG.notRequester);
    expect((await decide('checker', id, 'reject', '金额超出预算')).body.data).toMatchObject({ state: 'rejected', reason: '金额超出预算' });
    expect((await decide('admin', id, 'withdraw')).body.msg).toBe(APPROVAL_MSG.closed);
    const message = await db()
      .selectFrom('sys_message')
      .selectAll()
      .where('user_id', '=', t.user.admin.userId)
      .where('ref_type', '=', 'approval')
      .where('ref_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(message.content).toBe(APPROVAL_MSG.ended(id, '已驳回'));
  });

  it('expires on the schedule: the job ends what is due, records it, and nobody can approve it afterwards', async () => {
    expect(await t.server.app.jobs.scheduled(APPROVAL_EXPIRY_JOB)).toBe(APPROVAL_EXPIRY_CRON);
    await setRules([rule('recharge', { minAmount: '1000', expireHours: 1 })]);
    const id = heldId(await recharge(lunch.accountNo, '1000'));
    expect(await expireRequests(db(), new Date(Date.now() + 30 * 60_000))).toEqual([]);
    const ended = await expireRequests(db(), new Date(Date.now() + 61 * 60_000));
    expect(ended).toEqual([{ id, tenantId: 1, requesterId: t.user.admin.userId }]);
    expect((await detail('admin', id)).body.data).toMatchObject({ state: 'expired', canWithdraw: false });
    expect((await decide('checker', id, 'approve')).body.msg).toBe(APPROVAL_MSG.closed);
    const record = await db()
      .selectFrom('sys_audit_log')
      .selectAll()
      .where('entity', '=', 'approval')
      .where('entity_id', '=', String(id))
      .where('action', '=', 'expire')
      .executeTakeFirstOrThrow();
    expect(record).toMatchObject({ method: 'JOB', username: 'system', result: 'ok' });
    await setRules([rule('recharge', { minAmount: '1000' })]);
  });

  it('a comment mentioning a user reminds them (协同提醒) and lets them read the request', async () => {
    const id = heldId(await recharge(lunch.accountNo, '1000'));
    expect((await detail('tenant', id)).status).toBe(404);
    const operator = await t.server.loginReply('operator');
    expect((await t.server.request('GET', `/admin/approval/${id}`, { token: operator.access_token, tenantId: 1 })).status).toBe(404);
    const empty = await decide('checker', id, 'comment', '');
    expect(empty.body.msg).toBe(APPROVAL_MSG.comment);
    expect((await decide('checker', id, 'comment', '@operator 请看一下这笔充值')).status).toBe(200);
    const reminder = await db().selectFrom('sys_message').selectAll().where('user_id', '=', operator.user_id).where('ref_type', '=', 'approval').executeTakeFirstOrThrow();
    expect(reminder).toMatchObject({ title: '协同提醒', content: APPROVAL_MSG.mentioned('审批专员', id), ref_id: id });
    const seen = await t.server.request('GET', `/admin/approval/${id}`, { token: operator.access_token, tenantId: 1 });
    expect(seen.body.data.comments).toEqual([expect.objectContaining({ username: 'checker', content: '@operator 请看一下这笔充值', mentions: ['operator'] })]);
    expect(seen.body.data).toMatchObject({ canApprove: false, canWithdraw: false });
    expect(seen.body.data.history.length).toBeGreaterThan(0);
    await decide('admin', id, 'withdraw');
  });
});

describe('the inbox and the badge', () => {
  it("lists to approve, mine and done, filters, counts, marks the record's rows, and pushes the checker's count live", async () => {
    const count = async () => (await as('checker', 'GET', '/admin/approval/count')).body.data.todo as number;
    const before = await count();
    // Subscribing is answered with the count at once (the badge asks nothing of its own)...
    const socket = await stompAs(t.server, t.user.checker);
    await subscribed(socket, 'badge', approvalDestination(1, t.user.checker.userId));
    const first = await framesUntil(socket, (f) => f.command === 'MESSAGE');
    expect(JSON.parse(first.at(-1)!.body)).toEqual({ todo: before });
    // ... and so is the plain per-user channel once it is ready; a user who does not approve hears nothing.
    const plain = new TestSocket(`${t.server.baseUrl.replace(/^http/, 'ws')}${topic02Path(t.user.checker.userId)}`);
    await plain.opened;
    plain.send(JSON.stringify(topic02Auth(t.token.checker, 1)));
    expect(JSON.parse((await plain.next())!)).toMatchObject({ type: 'ready' });
    expect(JSON.parse((await plain.next())!)).toMatchObject({ type: 'approval', todo: before });
    plain.close();
    const admins = await stompAs(t.server, t.user.tenant);
    await subscribed(admins, 'badge', approvalDestination(2, t.user.tenant.userId));
    expect(await framesUntil(admins, (f) => f.command === 'MESSAGE', 1000)).toEqual([]);
    admins.close();
    // ... then the count is pushed whenever a request changes.
    const id = heldId(await recharge(lunch.accountNo, '1000'));
    const frames = await framesUntil(socket, (f) => f.command === 'MESSAGE' && JSON.parse(f.body).todo === before + 1);
    expect(frames.at(-1)?.headers.destination).toBe(approvalDestination(1, t.user.checker.userId));
    expect(await count()).toBe(before + 1);
    expect((await as('admin', 'GET', '/admin/approval/count')).body.data.todo).toBe(0);
    const marks = await as('admin', 'GET', '/admin/approval/marks', undefined);
    expect(marks.status).toBe(400);
    const marked = await t.server.request('GET', '/admin/approval/marks', { token: t.token.admin, tenantId: 1, query: { entity: 'account', ids: [lunch.id, 1] } });
    expect(marked.body.data).toEqual([{ entityId: String(lunch.id), id, action: 'recharge' }]);
    const mine = await t.server.request('GET', '/admin/approval/page', { token: t.token.admin, tenantId: 1, query: { mine: 'true', state: 'pending' } });
    expect(mine.body.data.records.map((r: any) => r.id)).toEqual([id]);
    expect(mine.body.data.records[0]).toMatchObject({ canWithdraw: true, canApprove: false });
    await decide('checker', id, 'approve');
    await framesUntil(socket, (f) => f.command === 'MESSAGE' && JSON.parse(f.body).todo === before);
    const done = await t.server.request('GET', '/admin/approval/page', { token: t.token.checker, tenantId: 1, query: { view: 'done', action: 'recharge', size: 100 } });
    expect(done.body.data.records.map((r: any) => r.id)).toContain(id);
    const other = await t.server.request('GET', '/admin/approval/page', { token: t.token.checker, tenantId: 1, query: { view: 'done', action: 'merchantAuth' } });
    expect(other.body.data.total).toBe(0);
    socket.close();
  });
});

/**
 * Every covered route, each with a call that would change its record: while a rule covers it, the call answers the
 * request and changes nothing; a checker's approval then applies it. The routes are also found in the route table
 * (a covered route declares the held reply), so a covered route added without a line here fails.
 */
interface CoveredCase {
  route: string;
  action: string;
  call: () => Promise<{ method: string; path: string; json: unknown }>;
  /** What the record reads as, to see that nothing changed and then that the approval changed it. */
  read: () => Promise<unknown>;
}

const M = '/cashierMgr/cashieroutmerchant';
const ctx: Record<string, any> = {};
const COVERED: CoveredCase[] = [
  {
    route: `POST ${A}/exchangeAccounts/recharge`,
    action: 'recharge',
    call: async () => ({ method: 'POST', path: `${A}/exchangeAccounts/recharge`, json: [{ toAccountNo: ctx.account.accountNo, changeNum: '10', tenantId: 1 }] }),
    read: async () => (await viewOf(ctx.account.id)).accountNum,
  },
  {
    route: 'POST /accountcenter/actAccountLimit/saveActAccountLimit',
    action: 'accountLimit',
    call: async () => ({
      method: 'POST',
      path: '/accountcenter/actAccountLimit/saveActAccountLimit',
      json: {
        accountNo: ctx.account.accountNo,
        version: await limitsVersion(ctx.account.accountNo),
        actionLimits: [
          { actionLimit: '1_1', limitType: 1 },
          { actionLimit: '2_2', limitType: 2 },
          { actionLimit: 'balance_limit', limitType: 3, limitNum: '9000' },
          { actionLimit: 'credit_limit', limitType: 4, limitNum: '100' },
        ],
      },
    }),
    read: async () =>
      (await t.server.request('GET', '/accountcenter/actAccountLimit/getActAccountLimit', { token: t.token.admin, tenantId: 1, query: { accountNo: ctx.account.accountNo } })).body.data
        .balanceLimit,
  },
  {
    route: `POST ${A}/operate`,
    action: 'accountStatus',
    call: async () => {
      const now = await viewOf(ctx.account.id);
      return { method: 'POST', path: `${A}/operate`, json: { accountId: now.id, status: now.status === 2 ? 1 : 2, tenantId: 1, version: now.version } };
    },
    read: async () => (await viewOf(ctx.account.id)).status,
  },
  {
    route: `POST ${A}/update`,
    action: 'accountStatus',
    call: async () => {
      const now = await viewOf(ctx.account.id);
      return {
        method: 'POST',
        path: `${A}/update`,
        json: { id: now.id, accountName: now.accountName, configIds: now.configIds, status: now.status === 2 ? 1 : 2, tenantId: 1, version: now.version },
      };
    },
    read: async () => (await viewOf(ctx.account.id)).status,
  },
  {
    route: 'POST /accountcenter/subject/operate',
    action: 'subjectStatus',
    call: async () => ({ method: 'POST', path: '/accountcenter/subject/operate', json: { id: ctx.subject.id, status: (await subjectStatus()) === 2 ? 1 : 2, tenantId: 1 } }),
    read: () => subjectStatus(),
  },
  {
    route: `PUT ${M}`,
    action: 'merchantAuth',
    call: async () => ({
      method: 'PUT',
      path: M,
      json: {
        id: ctx.merchant.id,
        outSupplier: 'MEITUAN',
        merchantCode: 'GATE-WALK',
        merchantName: '审批走查企业',
        outAuthInfo: JSON.stringify({ entId: 'E-GATE', accessKey: `AK-${Date.now()}`, secretKey: 'S3CRET-GATE' }),
      },
    }),
    read: async () => (await as('admin', 'GET', `${M}/${ctx.merchant.id}`)).body.data.outAuthInfo,
  },
  {
    route: 'POST /admin/audit/:auditId/revert',
    action: 'accountStatus',
    call: async () => {
      // The account's newest change: the edit the approval above applied, which set its status.
      const change = await db()
        .selectFrom('sys_audit_log')
        .select('id')
        .where('entity', '=', 'account')
        .where('entity_id', '=', String(ctx.account.id))
        .where('action', 'in', ['status', 'update'])
        .where('result', '=', 'ok')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      return { method: 'POST', path: `/admin/audit/${change.id}/revert`, json: undefined };
    },
    read: async () => (await viewOf(ctx.account.id)).status,
  },
  {
    route: 'PUT /admin/role',
    action: 'roleMenu',
    call: async () => {
      const role = await roleOf(ctx.roleId);
      return { method: 'PUT', path: '/admin/role', json: roleForm(role, { menuIds: role.menuIds.includes(1104) ? [1103] : [1103, 1104] }) };
    },
    read: async () => (await roleOf(ctx.roleId)).menuIds,
  },
  {
    route: 'PUT /admin/role',
    action: 'roleScope',
    call: async () => {
      const role = await roleOf(ctx.roleId);
      return { method: 'PUT', path: '/admin/role', json: roleForm(role, { dsType: role.dsType === 2 ? 3 : 2 }) };
    },
    read: async () => (await roleOf(ctx.roleId)).dsType,
  },
];
const subjectStatus = async () => (await as('admin', 'GET', `/accountcenter/subject/view/${ctx.subject.id}/1`)).body.data.status as number;
const roleOf = async (id: number) => (await as('admin', 'GET', `/admin/role/${id}`)).body.data;
/** A role's edit form as the console sends it: the role as read, with some fields changed. */
const roleForm = (role: any, change: Record<string, unknown> = {}) => ({
  roleId: role.roleId,
  roleName: role.roleName,
  dsType: role.dsType,
  dsScope: role.dsScope,
  withheld: role.withheld,
  menuIds: role.menuIds,
  ...change,
});
/** A role of the main tenant that nobody holds, made while no rule covers roles. */
async function walkRole(code: string) {
  const reply = await as('admin', 'POST', '/admin/role', { roleCode: code, roleName: '审批走查角色', dsType: 2, withheld: ['amount'], menuIds: [1103] });
  expect(reply.status, reply.text).toBe(200);
  return reply.body.data.roleId as number;
}

describe('every covered route', () => {
  beforeAll(async () => {
    ctx.account = await account('员工午餐补贴');
    ctx.subject = (await as('admin', 'POST', '/accountcenter/subject/list', { current: 1, size: 10, subjectName: '上海中膳' })).body.data.records[0];
    const created = await as('admin', 'POST', M, {
      outSupplier: 'MEITUAN',
      merchantCode: 'GATE-WALK',
      merchantName: '审批走查企业',
      outAuthInfo: JSON.stringify({ entId: 'E-GATE', accessKey: 'AK-1', secretKey: 'S3CRET-GATE' }),
    });
    ctx.merchant = created.body.data;
    // A status change to revert: made while no rule covers it.
    await setRules([]);
    ctx.roleId = await walkRole('ROLE_GATE_WALK');
    await as('admin', 'POST', `${A}/operate`, { accountId: ctx.account.id, status: 1, tenantId: 1, version: (await viewOf(ctx.account.id)).version });
    await as('admin', 'POST', `${A}/operate`, { accountId: ctx.account.id, status: 2, tenantId: 1, version: (await viewOf(ctx.account.id)).version });
  });

  it('is listed here: the published contract names every route that may answer a held request', async () => {
    const doc = (await t.server.request('GET', '/openapi.json')).body as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    const held = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => JSON.stringify(operation.responses?.['200'] ?? {}).includes('#/components/schemas/HeldApproval'))
        .map(([method]) => `${method.toUpperCase()} ${path.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1')}`),
    );
    expect(held.sort()).toEqual([...new Set(COVERED.map((c) => c.route))].sort());
  });

  it.each(COVERED.map((c) => [c.route, c.action, c] as const))('%s (%s): held while a rule covers it, applied by an approval', async (_route, _action, c) => {
    await setRules([rule(c.action)]);
    const before = await c.read();
    const call = await c.call();
    const [print, requests] = [await dataPrint(), await requestCount()];
    const reply = await as('admin', call.method, call.path, call.json);
    const id = heldId(reply);
    // One request more and nothing else: every other table, and the record as it reads, are as they were.
    expect(await requestCount()).toBe(requests + 1);
    expect(await dataPrint()).toBe(print);
    expect(await c.read()).toEqual(before);
    // The trail holds the request the call submitted, under the call's own route...
    const submitted = await db()
      .selectFrom('sys_audit_log')
      .select(['id', 'action', 'route', 'username', 'result'])
      .where('entity', '=', 'approval')
      .where('entity_id', '=', String(id))
      .execute();
    expect(submitted.map(({ id: _, ...rest }) => rest)).toEqual([{ action: 'submit', route: c.route.split(' ')[1], username: 'admin', result: 'ok' }]);
    const approved = await decide('checker', id, 'approve');
    expect(approved.body.data, approved.text).toMatchObject({ state: 'approved' });
    expect(await c.read()).not.toEqual(before);
    // ... and the approver's call records the decision and the change it applied, on the change's own record.
    const after = await db()
      .selectFrom('sys_audit_log')
      .select(['entity', 'action', 'username'])
      .where('id', '>', submitted[0]!.id)
      .where('route', '=', '/admin/approval/:id/approve')
      .orderBy('id')
      .execute();
    expect(after).toContainEqual({ entity: 'approval', action: 'approve', username: 'checker' });
    expect(after.filter((r) => r.entity !== 'approval' && r.username === 'checker').length).toBeGreaterThan(0);
    await setRules([]);
  });

  it('bulk actions, imports and run-time screens reach covered changes only through these routes', () => {
    // A bulk action calls a row's route once per row (docs/screens.md#operator-tools-on-every-list): the routes above.
    // No import template writes a covered record, and no run-time screen source mutates one: a new one that does
    // must go through the gate, and this list must then name it.
    expect(
      allImports()
        .map((d) => d.templateCode)
        .sort(),
    ).toEqual(['ACT_ACCOUNT_TYPE', 'SYS_STANDARD_CITY']);
    expect(SCREEN_SOURCES.flatMap((s) => (s.mutations ?? []).map((m) => `${s.key}:${m.key}`)).sort()).toEqual(['systemLog:delete']);
  });

  it.each(['ACT_ACCOUNT', 'ACT_ACCOUNT_LIMIT', 'ACT_ACCOUNT_RECHARGE', 'ACT_SUBJECT', 'CASHIER_OUT_MERCHANT', 'SYS_ROLE'])(
    'a hand-made import of %s is refused (no import template reaches a covered record) and changes nothing, with every rule on',
    async (templateCode) => {
      await setRules([rule('recharge'), rule('accountLimit'), rule('accountStatus'), rule('subjectStatus'), rule('merchantAuth'), rule('roleMenu')]);
      const sheet = await workbookOf([
        ['账户编号', '充值金额', '余额上限', '状态'],
        [ctx.account.accountNo, '100.00', '9000', 1],
      ]);
      const [print, requests] = [await dataPrint(), await requestCount()];
      const reply = await uploadImport(t.server, t.token.admin, sheet, 'accounts.xlsx', { templateCode });
      expect(reply).toMatchObject({ status: 400, body: { code: 1, msg: '导入模板不存在' } });
      expect(await dataPrint()).toBe(print);
      expect(await requestCount()).toBe(requests);
      await setRules([]);
    },
  );
});

describe("a role's menus and data scope", () => {
  it('a rename alone passes; withheld fields are the scope; an edit of both waits for the rule asking more, then reaches the role', async () => {
    const roleId = await walkRole('ROLE_GATE_RULES');
    await setRules([rule('roleMenu'), rule('roleScope', { approvals: 2 })]);
    const renamed = await as('admin', 'PUT', '/admin/role', roleForm(await roleOf(roleId), { roleName: '审批走查角色二' }));
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body.data).toMatchObject({ roleId, roleName: '审批走查角色二' });

    // Showing amounts again widens what the role's holders read: the data scope's rule holds it.
    const unwithheld = heldId(await as('admin', 'PUT', '/admin/role', roleForm(await roleOf(roleId), { withheld: [] })));
    expect((await detail('admin', unwithheld)).body.data).toMatchObject({ action: 'roleScope', entity: 'role', entityId: String(roleId), approvals: 2 });
    expect((await decide('admin', unwithheld, 'withdraw')).body.data).toMatchObject({ state: 'withdrawn' });
    expect((await roleOf(roleId)).withheld).toEqual(['amount']);

    const both = heldId(await as('admin', 'PUT', '/admin/role', roleForm(await roleOf(roleId), { dsType: 3, menuIds: [1103, 1104] })));
    const read = (await detail('checker', both)).body.data;
    expect(read).toMatchObject({ action: 'roleScope', approvals: 2 });
    // Approvers read the menus by name, and the scope as it was and would be.
    expect(read.changes).toEqual(
      expect.arrayContaining([
        { field: 'dsType', before: 2, after: 3 },
        { field: 'menus', before: ['平台', '账户中心', '账户流水'], after: ['平台', '账户中心', '账户流水', '账户总览'] },
      ]),
    );
    const marks = await t.server.request('GET', '/admin/approval/marks', { token: t.token.admin, tenantId: 1, query: { entity: 'role', ids: [roleId] } });
    expect(marks.body.data).toEqual([{ entityId: String(roleId), id: both, action: 'roleScope' }]);
    expect((await roleOf(roleId)).dsType).toBe(2);
    expect((await decide('checker', both, 'approve')).body.data).toMatchObject({ state: 'pending' });
    expect((await decide('checker2', both, 'approve')).body.data).toMatchObject({ state: 'approved' });
    expect(await roleOf(roleId)).toMatchObject({ dsType: 3, menuIds: [100, 1100, 1103, 1104] });
    await setRules([]);
  });

  it('a role saved again since the request ends it conflicted on its version; a department gone from the scope it names, with why', async () => {
    const roleId = await walkRole('ROLE_GATE_STALE');
    await setRules([rule('roleMenu')]);
    const held = heldId(await as('admin', 'PUT', '/admin/role', roleForm(await roleOf(roleId), { menuIds: [1103, 1104] })));
    const version = (await roleOf(roleId)).version as number;
    await setRules([]);
    // Saved unchanged: nothing shown moved, but the role was saved since the request read it.
    expect((await as('admin', 'PUT', '/admin/role', roleForm(await roleOf(roleId)))).status).toBe(200);
    const stale = await decide('checker', held, 'approve');
    expect(stale.body.data, stale.text).toMatchObject({ state: 'conflicted' });
    expect((await detail('checker', held)).body.data.conflicts).toEqual([{ field: 'version', expected: version, current: version + 1 }]);
    expect((await roleOf(roleId)).menuIds).toEqual([100, 1100, 1103]);

    const parent = await db().selectFrom('sys_dept').select('dept_id').where('tenant_id', '=', 1).orderBy('dept_id').executeTakeFirstOrThrow();
    const dept = await as('admin', 'POST', '/admin/dept', { name: '审批走查部门', parentId: Number(parent.dept_id) });
    expect(dept.status, dept.text).toBe(200);
    const deptId = dept.body.data.deptId as number;
    expect((await as('admin', 'PUT', '/admin/role', roleForm(await roleOf(roleId), { dsType: 1, dsScope: [deptId] }))).status).toBe(200);
    await setRules([rule('roleMenu')]);
    const scoped = heldId(await as('admin', 'PUT', '/admin/role', roleForm(await roleOf(roleId), { menuIds: [1103, 1104] })));
    // The department's deletion takes it out of every custom scope without saving the role; the held edit still names it.
    expect((await as('admin', 'DELETE', `/admin/dept/${deptId}`)).status).toBe(200);
    expect((await decide('checker', scoped, 'approve')).body.data).toMatchObject({ state: 'conflicted' });
    expect((await detail('checker', scoped)).body.data).toMatchObject({ state: 'conflicted', reason: '所选部门不存在' });
    expect((await roleOf(roleId)).menuIds).toEqual([100, 1100, 1103]);
    await setRules([]);
  });
});

describe('keys and versions', () => {
  it('a covered call checks the version it was sent before the gate holds it: 428 without one for an account, 412 when stale, and the request keeps the one it was held on', async () => {
    await setRules([rule('accountStatus')]);
    const now = await viewOf(lunch.id);
    const operate = (version?: number) =>
      as('admin', 'POST', `${A}/operate`, { accountId: lunch.id, status: now.status === 2 ? 1 : 2, tenantId: 1, ...(version === undefined ? {} : { version }) });
    const requests = await requestCount();
    const bare = await operate();
    expect([bare.status, bare.body.msg]).toEqual([428, VERSION_MSG.required]);
    const stale = await operate(now.version + 1);
    expect([stale.status, stale.body.msg]).toEqual([412, VERSION_MSG.stale]);
    expect(stale.body.data).toMatchObject({ id: lunch.id, version: now.version, status: now.status });
    expect(await requestCount()).toBe(requests);
    const id = heldId(await operate(now.version));
    expect((await db().selectFrom('approval_request').select('record_version').where('id', '=', id).executeTakeFirstOrThrow()).record_version).toBe(now.version);
    expect((await decide('admin', id, 'withdraw')).body.data).toMatchObject({ state: 'withdrawn' });
    await setRules([rule('recharge', { minAmount: '1000' })]);
  });

  it('a decision sent again under its Idempotency-Key gets its first answer back and applies once; the key with another comment is refused', async () => {
    // The account enabled and with room again while no rule covers it (the walk of the covered routes left it
    // disabled by its revert, and its upper limit at the 9,000 its limits' approval set).
    await setRules([]);
    const enabled = await as('admin', 'POST', `${A}/operate`, { accountId: lunch.id, status: 2, tenantId: 1, version: (await viewOf(lunch.id)).version });
    expect([enabled.status, enabled.body.data?.status], enabled.text).toEqual([200, 2]);
    expect((await roomy(lunch.accountNo)).body.code).toBe(0);
    await setRules([rule('recharge', { minAmount: '1000' })]);
    const before = await viewOf(lunch.id);
    const flows = await flowCount(lunch.accountNo);
    const id = heldId(await recharge(lunch.accountNo, '1000'));
    const key = randomUUID();
    const approve = (comment: string) => as('checker', 'POST', `/admin/approval/${id}/approve`, { comment }, { [IDEMPOTENCY_HEADER]: key });
    // Sent twice at once (a double tap, a retry after a lost answer) and once more after.
    const [one, two] = await Promise.all([approve('同意'), approve('同意')]);
    const again = await approve('同意');
    for (const reply of [one, two, again]) expect([200, 409]).toContain(reply.status);
    expect([one, two].filter((r) => r.status === 200).length).toBeGreaterThan(0);
    expect(again.status, again.text).toBe(200);
    expect(again.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBe('true');
    expect(again.body.data).toMatchObject({ id, state: 'approved' });
    expect(await flowCount(lunch.accountNo)).toBe(flows + 1);
    expect(await viewOf(lunch.id)).toMatchObject({ accountNum: addMoney(before.accountNum, '1000') });
    const other = await approve('另一个意见');
    expect([other.status, other.body.msg]).toEqual([422, IDEMPOTENCY_MSG.reused]);

    // A comment, a rejection and a withdrawal under a key happen once too.
    const next = heldId(await recharge(lunch.accountNo, '1001'));
    const commentKey = randomUUID();
    for (let i = 0; i < 2; i++)
      expect((await as('checker', 'POST', `/admin/approval/${next}/comment`, { comment: '请补充说明' }, { [IDEMPOTENCY_HEADER]: commentKey })).status).toBe(200);
    expect((await detail('checker', next)).body.data.comments).toHaveLength(1);
    const rejectKey = randomUUID();
    for (let i = 0; i < 2; i++) {
      const rejected = await as('checker', 'POST', `/admin/approval/${next}/reject`, { comment: '金额不符' }, { [IDEMPOTENCY_HEADER]: rejectKey });
      expect([rejected.status, rejected.body.data?.state]).toEqual([200, 'rejected']);
    }
    const last = heldId(await recharge(lunch.accountNo, '1002'));
    const withdrawKey = randomUUID();
    for (let i = 0; i < 2; i++) {
      const withdrawn = await as('admin', 'POST', `/admin/approval/${last}/withdraw`, {}, { [IDEMPOTENCY_HEADER]: withdrawKey });
      expect([withdrawn.status, withdrawn.body.data?.state]).toEqual([200, 'withdrawn']);
    }
    expect(await flowCount(lunch.accountNo)).toBe(flows + 1);
  });
});

describe('the audit chain', () => {
  it('verifies after every request, decision, expiry and applied change', async () => {
    const verified = await as('admin', 'GET', '/admin/audit/verify');
    expect(verified.body.data).toMatchObject({ ok: true });
    expect(verified.body.data.checked).toBeGreaterThan(20);
  });
});
