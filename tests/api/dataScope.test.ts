import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEPT_CARD_SUMMARY_URL } from '../../schemas/deptCard';
import { serverWithUsers } from './support/server';
import { createRole, createUser, deptIdOf, scopedUser, signInFirstTime, type RoleSpec } from './support/people';
import { download } from './support/tasks';
import { readWorkbook, sheetRows } from './support/xlsx';

/**
 * Data scopes of every kind (docs/security.md, "Users, roles and data scopes") on the account centre and the
 * department-card summary: for each user, what every list, total, header, detail, write and export gives is held to
 * the scope computed here, in memory, from the department tree's parent links (not the server's paths).
 */
const t = serverWithUsers(['admin']);
const S = '/accountcenter/subject';
const A = '/accountcenter/actAccount';
const F = '/accountcenter/actaccountflow/detail';

const post = (token: string, path: string, json: unknown) => t.server.request('POST', path, { token, json });
const get = (token: string, path: string, query?: Record<string, string | number>) => t.server.request('GET', path, { token, query });
const db = () => t.server.app.database.db;

interface Subject {
  id: number;
  subject_no: string;
  subject_type: number;
  subject_sys_id: number | null;
  create_by: number | null;
}

/** The subjects a holder of these roles sees, from the tree walked by its parent links. */
async function expectedSubjects(me: { userId: number; deptId: number }, roles: RoleSpec[]): Promise<Set<number>> {
  const depts = await db().selectFrom('sys_dept').select(['dept_id', 'parent_id']).where('tenant_id', '=', 1).execute();
  const users = await db().selectFrom('sys_user').select(['user_id', 'dept_id']).where('tenant_id', '=', 1).execute();
  const subjects = (await db().selectFrom('act_subject').select(['id', 'subject_no', 'subject_type', 'subject_sys_id', 'create_by']).where('tenant_id', '=', 1).execute()) as Subject[];
  if (roles.some((r) => r.dsType === 0)) return new Set(subjects.map((s) => Number(s.id)));
  const children = new Map<number, number[]>();
  for (const d of depts) children.set(Number(d.parent_id), [...(children.get(Number(d.parent_id)) ?? []), Number(d.dept_id)]);
  const below = (root: number): number[] => [root, ...(children.get(root) ?? []).flatMap(below)];
  const seen = new Set<number>();
  for (const role of roles) {
    if (role.dsType === 1) role.dsScope!.forEach((d) => seen.add(d));
    if (role.dsType === 2) below(me.deptId).forEach((d) => seen.add(d));
    if (role.dsType === 3) seen.add(me.deptId);
  }
  const self = roles.some((r) => r.dsType === 4);
  const deptOfUser = new Map(users.map((u) => [Number(u.user_id), u.dept_id === null ? null : Number(u.dept_id)]));
  return new Set(
    subjects
      .filter((s) => {
        const sysId = s.subject_sys_id === null ? null : Number(s.subject_sys_id);
        if (s.subject_type === 1 && sysId !== null && seen.has(sysId)) return true;
        if (s.subject_type === 2 && sysId !== null && seen.has(deptOfUser.get(sysId) ?? -1)) return true;
        return self && (s.subject_type === 1 || s.subject_type === 2) && Number(s.create_by) === me.userId;
      })
      .map((s) => Number(s.id)),
  );
}

const subjectIdsOf = async (token: string) => {
  const page = (await post(token, `${S}/list`, { current: 1, size: 100 })).body.data;
  return { ids: new Set<number>(page.records.map((r: { id: number }) => r.id)), total: page.total as number };
};

const flowCount = async (subjectIds: Set<number>, where: { flowType?: number } = {}) => {
  if (subjectIds.size === 0) return 0;
  let q = db()
    .selectFrom('act_account_flow')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('tenant_id', '=', 1)
    .where('subject_id', 'in', [...subjectIds]);
  if (where.flowType !== undefined) q = q.where('flow_type', '=', where.flowType);
  return Number((await q.executeTakeFirstOrThrow()).n);
};

async function exportRows(token: string, path: string, body: Record<string, unknown>) {
  const started = await post(token, path, body);
  if (started.body.data.taskId === null) return [];
  await t.server.app.tasks.idle();
  const log = (await get(token, '/admin/v1/export-task/page', { size: 50 })).body.data.records;
  const task = log.find((r: { id: number }) => r.id === started.body.data.taskId);
  const file = await download(t.server, token, task.downloadUrl);
  return sheetRows((await readWorkbook(file.bytes)).worksheets[0]);
}

const scenes = async () => (await get(t.token.admin, `${S}/scenes`)).body.data as { id: number }[];
const userIdOfName = async (name: string) =>
  Number((await db().selectFrom('sys_user').select('user_id').where('tenant_id', '=', 1).where('actual_name', '=', name).executeTakeFirstOrThrow()).user_id);

beforeAll(async () => {
  const [scene] = await scenes();
  const open = async (subjectType: number, subjectSysId: number, name: string, amount: string) => {
    const saved = await post(t.token.admin, `${S}/save`, { subjectType, subjectSysId, accountName: name, configIds: [scene.id] });
    if (saved.status !== 200) throw new Error(saved.text);
    const recharged = await post(t.token.admin, `${A}/exchangeAccounts/recharge`, [{ toAccountNo: saved.body.data.accountNo, changeNum: amount, tenantId: 1 }]);
    if (recharged.status !== 200) throw new Error(recharged.text);
  };
  await open(1, await deptIdOf(t.server, '财务部'), '财务部主账户', '100');
  await open(1, await deptIdOf(t.server, '望京一号食堂'), '望京食堂主账户', '50');
  await open(1, await deptIdOf(t.server, '研发中心'), '研发中心主账户', '30');
  await open(2, await userIdOfName('杨磊'), '杨磊个人账户', '20');
  await open(2, await userIdOfName('徐明'), '徐明个人账户', '10');
});

/** The scopes each case's user holds, and the department the user sits in. */
const CASES: [string, string, (ids: { fin: number; it: number }) => RoleSpec[]][] = [
  ['all (0)', '研发中心', () => [{ dsType: 0 }]],
  ['custom departments (1)', '综合管理部', (d) => [{ dsType: 1, dsScope: [d.fin, d.it] }]],
  ['own department and below (2)', '北京中膳餐饮管理有限公司', () => [{ dsType: 2 }]],
  ['own department (3)', '望京一号食堂', () => [{ dsType: 3 }]],
  ['self (4)', '采购部', () => [{ dsType: 4 }]],
  ['a union: own department and custom', '采购部', (d) => [{ dsType: 3 }, { dsType: 1, dsScope: [d.it] }]],
  ['a union: self and own department and below', '上海中膳餐饮管理有限公司', () => [{ dsType: 4 }, { dsType: 2 }]],
];

describe.each(CASES)('a user whose scope is %s', (_label, deptName, rolesOf) => {
  let user: { userId: number; token: string; deptId: number };
  let roles: RoleSpec[];
  let expected: Set<number>;

  beforeAll(async () => {
    roles = rolesOf({ fin: await deptIdOf(t.server, '财务部'), it: await deptIdOf(t.server, '研发中心') });
    const deptId = await deptIdOf(t.server, deptName);
    const made = await scopedUser(t.server, t.token.admin, deptId, roles);
    user = { userId: made.userId, token: made.token, deptId };
    if (roles.some((r) => r.dsType === 4)) {
      // What a "self" user opens is theirs: an organisation nobody opened yet.
      const [scene] = await scenes();
      const own = await post(user.token, '/admin/dept', { name: '无权新增', parentId: deptId });
      expect(own.status).toBe(403);
      const dept = Number(
        (
          await db()
            .insertInto('sys_dept')
            .values({ tenant_id: 1, parent_id: await deptIdOf(t.server, '中膳云集团'), name: `自建部门${user.userId}`, level: 0, sort_order: 99, enable: '0' })
            .returning('dept_id')
            .executeTakeFirstOrThrow()
        ).dept_id,
      );
      const opened = await post(user.token, `${S}/save`, { subjectType: 1, subjectSysId: dept, accountName: '自建主账户', configIds: [scene.id] });
      expect(opened.status).toBe(200);
      // A provider would be outside every scope but "all": refused with its own message.
      expect((await post(user.token, `${S}/save`, { subjectType: 9, subjectName: '自建供应商', accountName: '供应商账户', configIds: [scene.id] })).body.msg).toBe(
        '当前数据权限不能为该类型主体开户',
      );
    }
    expected = await expectedSubjects(user, roles);
  });

  it('lists exactly the subjects of its scope, with their total', async () => {
    const { ids, total } = await subjectIdsOf(user.token);
    expect([...ids].sort()).toEqual([...expected].sort());
    expect(total).toBe(expected.size);
  });

  it('pages and counts exactly the flows of its subjects, with and without a filter', async () => {
    const all = (await post(user.token, `${F}/page`, { current: 1, size: 100 })).body.data;
    expect(all.total).toBe(await flowCount(expected));
    const subjectNos = new Set(
      (
        await db()
          .selectFrom('act_subject')
          .select('subject_no')
          .where('id', 'in', [0, ...expected])
          .execute()
      ).map((r) => r.subject_no),
    );
    expect(all.records.every((r: { subjectNo: string }) => subjectNos.has(r.subjectNo))).toBe(true);
    expect(all.records).toHaveLength(Math.min(all.total, 100));
    const income = (await post(user.token, `${F}/page`, { current: 1, size: 10, flowType: 1 })).body.data;
    expect(income.total).toBe(await flowCount(expected, { flowType: 1 }));
    // Each page holds the scope's flows newest first, exactly where they fall (whichever way the page is read).
    const newest = expected.size
      ? (
          await db()
            .selectFrom('act_account_flow')
            .select('id')
            .where('tenant_id', '=', 1)
            .where('subject_id', 'in', [...expected])
            .orderBy('flow_date', 'desc')
            .orderBy('id', 'desc')
            .execute()
        ).map((r) => Number(r.id))
      : [];
    for (const current of [1, 2, 3]) {
      const page = (await post(user.token, `${F}/page`, { current, size: 3 })).body.data;
      expect(
        page.records.map((r: { flowMetaId: number }) => r.flowMetaId),
        `page ${current}`,
      ).toEqual(newest.slice((current - 1) * 3, current * 3));
    }
  });

  it('reads, lists under and writes to the subjects and accounts of its scope only; the rest is not found', async () => {
    const subjects = await db()
      .selectFrom('act_subject as s')
      .innerJoin('act_account as a', (j) => j.onRef('a.subject_id', '=', 's.id').on('a.level', '=', 1))
      .select(['s.id', 'a.id as account_id', 'a.account_no', 'a.child_count'])
      .where('s.tenant_id', '=', 1)
      .execute();
    for (const s of subjects) {
      const id = Number(s.id);
      const inScope = expected.has(id);
      const status = inScope ? 200 : 404;
      expect((await get(user.token, `${S}/view/${id}/1`)).status, `subject ${id}`).toBe(status);
      expect((await get(user.token, `${A}/manage/view/${s.account_id}/1`)).status).toBe(status);
      expect((await get(user.token, `${A}/overview/${id}/1/`, { current: 1, size: 10 })).status).toBe(status);
      expect((await get(user.token, '/accountcenter/actAccountLimit/getActAccountLimit', { accountNo: s.account_no })).status).toBe(status);
      expect((await get(user.token, `${A}/queryAccountDealLock`, { accountNo: s.account_no })).status).toBe(status);
      const children = (await post(user.token, `${A}/son/list`, { parentId: Number(s.account_id), current: 1, size: 10 })).body.data;
      expect(children.total).toBe(inScope ? Number(s.child_count) : 0);
      if (!inScope) {
        expect((await post(user.token, `${S}/operate`, { id, status: 1 })).status).toBe(404);
        expect((await post(user.token, `${A}/exchangeAccounts/recharge`, [{ toAccountNo: s.account_no, changeNum: '1', tenantId: 1 }])).status).toBe(404);
        expect((await post(user.token, `${S}/update`, { id, subjectName: '越权改名' })).status).toBe(404);
      }
    }
  });

  it('summarises exactly the department cards of its scope', async () => {
    const reply = (await post(user.token, DEPT_CARD_SUMMARY_URL, { current: 1, size: 100 })).body.data;
    const cards = await db()
      .selectFrom('act_account as a')
      .innerJoin('act_account_type as ty', 'ty.id', 'a.account_type_id')
      .select('a.subject_id')
      .where('a.tenant_id', '=', 1)
      .where('ty.account_type', 'in', [2, 3])
      .execute();
    expect(reply.total).toBe(cards.filter((c) => expected.has(Number(c.subject_id))).length);
  });

  it('exports exactly the subjects and flows of its scope', async () => {
    const subjectRows = await exportRows(user.token, `${S}/export`, { billType: 'EXPORT_ACCOUNT_SUBJECT' });
    expect(Math.max(0, subjectRows.length - 1)).toBe(expected.size);
    const flowRows = await exportRows(user.token, `${F}/export`, { billType: 'EXPORT_ACCOUNT_FLOW_DETAIL' });
    expect(Math.max(0, flowRows.length - 1)).toBe(await flowCount(expected));
  });
});

describe('withheld amounts', () => {
  it('come as null and named in every reply, and as empty cells under their kept columns in files', async () => {
    const bj = await deptIdOf(t.server, '北京中膳餐饮管理有限公司');
    const { token } = await scopedUser(t.server, t.token.admin, bj, [{ dsType: 2, withheld: ['amount'] }]);
    const subjects = (await post(token, `${S}/list`, { current: 1, size: 100 })).body.data;
    expect(subjects.withheld).toEqual(['amount']);
    expect(subjects.records.length).toBeGreaterThan(0);
    expect(subjects.records.every((r: { accountNum: unknown; creditNum: unknown }) => r.accountNum === null && r.creditNum === null)).toBe(true);
    const one = (await get(token, `${S}/view/${subjects.records[0].id}/1`)).body.data;
    expect(one).toMatchObject({ accountNum: null, creditNum: null, withheld: ['amount'] });
    const flows = (await post(token, `${F}/page`, { current: 1, size: 10 })).body.data;
    expect(flows.withheld).toEqual(['amount']);
    expect(flows.records[0]).toMatchObject({ totalExchangeNum: null, afterNum: null, afterCreditNum: null, totalNum: null });
    const parent = subjects.records[0].accountId;
    const overview = (await get(token, `${A}/overview/${subjects.records[0].id}/1/`, { current: 1, size: 10 })).body.data;
    expect(overview).toMatchObject({ accountNum: null, withheld: ['amount'] });
    const account = (await get(token, `${A}/manage/view/${parent}/1`)).body.data;
    expect(account).toMatchObject({ accountNum: null, creditNum: null, balanceLimit: null, totalExchangeNum: null, lockNum: null, withheld: ['amount'] });
    const cards = (await post(token, DEPT_CARD_SUMMARY_URL, { current: 1, size: 10 })).body.data;
    expect(cards).toMatchObject({ incomeSum: null, expenseSum: null, balanceSum: null, withheld: ['amount'] });
    expect(cards.records[0]).toMatchObject({ incomeNum: null, expenseNum: null, accountNum: null, creditNum: null });
    // A recharge moves the money but tells no balance.
    const recharged = (await post(token, `${A}/exchangeAccounts/recharge`, [{ toAccountNo: account.accountNo, changeNum: '1', tenantId: 1 }])).body.data;
    expect(recharged).toMatchObject({ accountNum: null, withheld: ['amount'] });

    const rows = await exportRows(token, `${F}/export`, { billType: 'EXPORT_ACCOUNT_FLOW_DETAIL' });
    const header = rows[0] as string[];
    for (const title of ['交易金额', '交易后余额', '交易后授信额度']) {
      const column = header.indexOf(title);
      expect(column, title).toBeGreaterThanOrEqual(0);
      expect(rows.slice(1).every((row) => row[column] === undefined || row[column] === null || row[column] === '')).toBe(true);
    }
    expect(rows.slice(1).every((row) => typeof row[header.indexOf('账户编号')] === 'string')).toBe(true);
  });

  it('are never written by a save: the limits keep their stored amounts', async () => {
    const bj = await deptIdOf(t.server, '北京中膳餐饮管理有限公司');
    const { token } = await scopedUser(t.server, t.token.admin, bj, [{ dsType: 2, withheld: ['amount'] }]);
    const subject = (await post(token, `${S}/list`, { current: 1, size: 1, subjectName: '北京中膳' })).body.data.records[0];
    const child = (await post(token, `${A}/son/list`, { parentId: subject.accountId, current: 1, size: 1 })).body.data.records[0];
    const stored = () => db().selectFrom('act_account').select(['balance_limit', 'credit_num']).where('account_no', '=', child.accountNo).executeTakeFirstOrThrow();
    const before = await stored();
    const limits = (await get(token, '/accountcenter/actAccountLimit/getActAccountLimit', { accountNo: child.accountNo })).body.data;
    expect(limits).toMatchObject({ balanceLimit: null, creditLimit: null, withheld: ['amount'] });
    const saved = await post(token, '/accountcenter/actAccountLimit/saveActAccountLimit', {
      accountNo: child.accountNo,
      version: limits.version,
      actionLimits: [
        { actionLimit: '1_1', limitType: 1 },
        { actionLimit: '2_1', limitType: 2 },
        { actionLimit: 'balance_limit', limitType: 3, limitNum: '1.00' },
        { actionLimit: 'credit_limit', limitType: 4, limitNum: '999' },
      ],
    });
    expect(saved.status).toBe(200);
    expect(await stored()).toEqual(before);
    // Anyone else must name both amounts.
    const read = (await get(t.token.admin, '/accountcenter/actAccountLimit/getActAccountLimit', { accountNo: child.accountNo })).body.data;
    const none = await post(t.token.admin, '/accountcenter/actAccountLimit/saveActAccountLimit', {
      accountNo: child.accountNo,
      version: read.version,
      actionLimits: [
        { actionLimit: '1_1', limitType: 1 },
        { actionLimit: '2_1', limitType: 2 },
        { actionLimit: 'balance_limit', limitType: 3, limitNum: null },
        { actionLimit: 'credit_limit', limitType: 4, limitNum: '100' },
      ],
    });
    expect(none).toMatchObject({ status: 400, body: { msg: '请输入账户余额上限' } });
  });

  it('hide phones and ID numbers of people, and refuse searching by them', async () => {
    const rd = await deptIdOf(t.server, '研发中心');
    const role = await createRole(t.server, t.token.admin, { dsType: 0, withheld: ['phone', 'idNumber'], menuIds: [1414, 14142] });
    const made = await createUser(t.server, t.token.admin, rd, [role]);
    const token = await signInFirstTime(t.server, made.username);
    const users = (await get(token, '/admin/user/page', { size: 5 })).body.data;
    expect(users.withheld).toEqual(['phone', 'idNumber']);
    expect(users.records.every((u: { phone: unknown; idNumber: unknown }) => u.phone === null && u.idNumber === null)).toBe(true);
    expect((await get(token, '/admin/user/page', { phone: '138' })).body.msg).toBe('无权按手机号查询');
    const people = (await post(token, '/admin/user/queryByDeptId', { deptId: rd, current: 1, size: 5 })).body.data;
    expect(people.withheld).toEqual(['phone']);
    expect(people.records.every((p: { phone: unknown }) => p.phone === null)).toBe(true);
    // A save keeps the stored phone it could not see.
    const stored = await db().selectFrom('sys_user').select(['phone']).where('user_id', '=', made.userId).executeTakeFirstOrThrow();
    const admin = (await get(t.token.admin, `/admin/user/${made.userId}`)).body.data;
    await t.server.request('PUT', '/admin/user', { token, json: { userId: made.userId, actualName: admin.actualName, phone: '13900000000', deptId: rd, roleIds: [role] } });
    expect(await db().selectFrom('sys_user').select(['phone']).where('user_id', '=', made.userId).executeTakeFirstOrThrow()).toEqual(stored);
  });
});

describe('a custom scope held across tenants', () => {
  it("sees nothing of another tenant's department its role names, and its own tenant's as named", async () => {
    // The console offers a role only its own tenant's departments; a role that names another's anyway (written
    // below the API), held with an operator's reach across tenants, still sees only departments of its holder's tenant.
    const fin = await deptIdOf(t.server, '财务部');
    const foreign = await deptIdOf(t.server, '杭州华东餐饮有限公司', 2);
    const opened = await db().selectFrom('act_subject').select('id').where('tenant_id', '=', 2).where('subject_type', '=', 1).where('subject_sys_id', '=', foreign).execute();
    expect(opened).toHaveLength(1);
    const role = await createRole(t.server, t.token.admin, { dsType: 1, dsScope: [fin] });
    await db()
      .updateTable('sys_role')
      .set({ ds_scope: JSON.stringify([fin, foreign]), cross_tenant: true })
      .where('role_id', '=', role)
      .execute();
    const { username } = await createUser(t.server, t.token.admin, fin, [role]);
    const token = await signInFirstTime(t.server, username);

    const inTenant = async (tenantId: number) => (await t.server.request('POST', `${S}/list`, { token, tenantId, json: { current: 1, size: 100 } })).body.data;
    const own = await inTenant(1);
    expect(own.records.map((r: { subjectName: string }) => r.subjectName)).toEqual(['财务部']);
    const other = await inTenant(2);
    expect(other.records).toEqual([]);
    expect(other.total).toBe(0);
  });
});

describe('scoped totals', () => {
  it('sum the per-subject flow counts, which stay exact through recharges and deletes', async () => {
    const counts = await sql<{ k1: string; n: string }>`select k1, sum(n)::text as n from sys_list_count where list = 'act_account_flow' and tenant_id = 1 group by k1`.execute(db());
    const rows = await sql<{ subject_id: string; n: string }>`select subject_id::text, count(*)::text as n from act_account_flow where tenant_id = 1 group by subject_id`.execute(db());
    const kept = new Map(counts.rows.filter((r) => r.n !== '0').map((r) => [r.k1, r.n]));
    expect(kept).toEqual(new Map(rows.rows.map((r) => [r.subject_id, r.n])));
  });
});
