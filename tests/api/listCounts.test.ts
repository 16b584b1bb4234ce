import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../server/db/migrate';
import type { Database } from '../../server/db/schema';
import { serverWithUsers } from './support/server';
import { MAX_PAGE } from '../../schemas/input';
import { PAGE_REACH, pageWindow } from '../../server/db/paging';

/**
 * The kept counts of migration 125 (docs/performance.md#totals-of-big-lists): every list that can grow without bound answers its
 * unfiltered total from counts the triggers keep in the same transaction as the rows, so they must equal a
 * count of the rows whatever writes them — the API, SQL in bulk, deletes, moves between keys and tenants —
 * and the totals the lists answer must be the rows they page through, to the last page.
 */
const t = serverWithUsers(['admin', 'tenant']);
const db = () => t.server.app.database.db as Kysely<Database>;

/** Each counted list with its key columns, as the migration counts them. */
const LISTS: Record<string, string[]> = {
  act_account_type: [],
  cashier_out_merchant: [],
  act_subject: [],
  sys_city: [],
  sys_log: [],
  sys_export_task: ['creator_id', 'bill_type'],
  sys_import_log: ['creator_id', 'template_code'],
  sys_message: ['user_id', 'read_flag'],
  // Per subject, for a scoped flow page's total (docs/security.md, "Users, roles and data scopes").
  act_account_flow: ['subject_id'],
};

/** The (tenant, keys) groups of every list whose kept count differs from its rows; empty when all hold. */
async function mismatches() {
  const wrong: string[] = [];
  for (const [list, keys] of Object.entries(LISTS)) {
    const key = (i: number) => (keys[i] ? `coalesce(${keys[i]}::text, '')` : `''`);
    const { rows } = await sql<{ tenant_id: number; k1: string; k2: string; kept: string; counted: string }>`
      with counted as (select tenant_id, ${sql.raw(key(0))} as k1, ${sql.raw(key(1))} as k2, count(*) as n from ${sql.table(list)} group by 1, 2, 3),
           kept as (select tenant_id, k1, k2, sum(n) as n from sys_list_count where list = ${list} group by 1, 2, 3)
      select coalesce(c.tenant_id, k.tenant_id) as tenant_id, coalesce(c.k1, k.k1) as k1, coalesce(c.k2, k.k2) as k2,
             coalesce(k.n, 0) as kept, coalesce(c.n, 0) as counted
      from counted c full join kept k on c.tenant_id = k.tenant_id and c.k1 = k.k1 and c.k2 = k.k2
      where coalesce(k.n, 0) <> coalesce(c.n, 0)`.execute(db());
    for (const row of rows) wrong.push(`${list} tenant ${row.tenant_id} [${row.k1}|${row.k2}]: kept ${row.kept}, counted ${row.counted}`);
  }
  return wrong;
}

const get = async (path: string, token = t.token.admin) => (await t.server.request('GET', path, { token, tenantId: 1 })).body;

describe('kept list counts', () => {
  it('equal the rows of every list after the seed', async () => {
    expect(await mismatches()).toEqual([]);
  });

  it('stay exact through bulk inserts, key changes, tenant moves and deletes written in SQL', async () => {
    const admin = t.user.admin.userId;
    await sql`insert into sys_log (tenant_id, user_id, username, type, message)
      select 1, ${admin}, 'admin', 'error', 'counted ' || g from generate_series(1, 57) g`.execute(db());
    await sql`insert into sys_message (tenant_id, user_id, type, title, content)
      select 1, ${admin}, 'notice', 'counted', 'message ' || g from generate_series(1, 31) g`.execute(db());
    await sql`insert into sys_export_task (tenant_id, task_name, bill_type, state, creator_id, creator_name)
      select 1, 'counted', case when g % 2 = 0 then 'accountFlow' else null end, 'done', ${admin}, 'admin' from generate_series(1, 12) g`.execute(db());
    expect(await mismatches()).toEqual([]);

    await sql`update sys_message set read_flag = '1' where title = 'counted' and id % 3 = 0`.execute(db());
    await sql`update sys_export_task set bill_type = 'accountSubject' where task_name = 'counted' and bill_type is null`.execute(db());
    await sql`update sys_log set tenant_id = 2 where message like 'counted %' and id % 2 = 0`.execute(db());
    // A column no list is counted by: the triggers stay out of it.
    await sql`update sys_export_task set state = 'failed' where task_name = 'counted'`.execute(db());
    expect(await mismatches()).toEqual([]);

    await sql`delete from sys_log where message like 'counted %'`.execute(db());
    await sql`delete from sys_message where title = 'counted' and read_flag = '0'`.execute(db());
    await sql`delete from sys_export_task where task_name = 'counted'`.execute(db());
    expect(await mismatches()).toEqual([]);
  });

  it('give each list its total, to the exact last page', async () => {
    const admin = t.user.admin.userId;
    await sql`insert into sys_log (tenant_id, user_id, username, type, message)
      select 1, ${admin}, 'admin', 'error', 'paged ' || g from generate_series(1, 43) g`.execute(db());
    const counted = Number((await sql<{ n: string }>`select count(*) as n from sys_log where tenant_id = 1`.execute(db())).rows[0].n);
    const first = await get('/admin/log/page?current=1&size=10');
    expect(first.data.total).toBe(counted);
    const last = Math.ceil(counted / 10);
    const lastPage = await get(`/admin/log/page?current=${last}&size=10`);
    expect(lastPage.data.total).toBe(counted);
    expect(lastPage.data.records).toHaveLength(counted - (last - 1) * 10);
    expect((await get(`/admin/log/page?current=${last + 1}&size=10`)).data.records).toEqual([]);
    // A filter still counts the rows it matches.
    expect((await get('/admin/log/page?current=1&size=10&type=error')).data.total).toBe(
      Number((await sql<{ n: string }>`select count(*) as n from sys_log where tenant_id = 1 and type = 'error'`.execute(db())).rows[0].n),
    );

    for (const [path, table] of [
      ['/accountcenter/actAccountType/listPage?current=1&size=10', 'act_account_type'],
      ['/cashierMgr/cashieroutmerchant/page?current=1&size=10', 'cashier_out_merchant'],
      ['/platsync/syscity/page?current=1&size=10', 'sys_city'],
    ] as const) {
      const rows = Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(table)} where tenant_id = 1`.execute(db())).rows[0].n);
      expect((await get(path)).data.total, path).toBe(rows);
    }
    const subjects = await t.server.request('POST', '/accountcenter/subject/list', { token: t.token.admin, tenantId: 1, json: { current: 1, size: 10 } });
    const joined = await sql<{ n: string }>`select count(*) as n from act_subject s join act_account a on a.subject_id = s.id and a.level = 1 where s.tenant_id = 1`.execute(db());
    expect(subjects.body.data.total).toBe(Number(joined.rows[0].n));
  });

  it("answer a page beyond any list's rows with no rows and the real total, on every list that pages", async () => {
    // The last page a query may name (MAX_PAGE) at a list's largest size starts beyond PAGE_REACH (server/db/paging.ts).
    const far = { current: MAX_PAGE, size: 500 };
    await sql`insert into sys_log (tenant_id, user_id, username, type, message)
      select 1, ${t.user.admin.userId}, 'admin', 'error', 'far ' || g from generate_series(1, 3) g`.execute(db());
    // An audited write, so that the trail has a record to count.
    expect(
      (await t.server.request('POST', '/accountcenter/actAccountType', { token: t.token.admin, json: { accountTypeName: '远页账户', accountType: 0, accountKind: 1 } })).body.code,
    ).toBe(0);
    expect(pageWindow(far.current, far.size).beyondReach).toBe(true);
    expect(pageWindow(PAGE_REACH / 500 + 1, 500).beyondReach).toBe(false);
    const at = `current=${far.current}&size=${far.size}`;
    const post = async (path: string, json: object) => (await t.server.request('POST', path, { token: t.token.admin, tenantId: 1, json: { ...json, ...far } })).body;
    const parent = Number((await sql<{ id: number }>`select parent_id as id from act_account where tenant_id = 1 and level = 2 order by id limit 1`.execute(db())).rows[0].id);
    const answers: [string, { data: { records: unknown[]; total: number } }, number][] = [
      // The error log pages by at most 100 rows, so its last page stays within reach and is read from the database.
      ['log', await get(`/admin/log/page?current=${MAX_PAGE}&size=100`), (await get('/admin/log/page?current=1&size=10')).data.total],
      ['audit', await get(`/admin/audit/page?${at}`), (await get('/admin/audit/page?current=1&size=10')).data.total],
      ['account types', await get(`/accountcenter/actAccountType/listPage?${at}`), (await get('/accountcenter/actAccountType/listPage?current=1&size=10')).data.total],
      [
        'subjects',
        await post('/accountcenter/subject/list', {}),
        (await t.server.request('POST', '/accountcenter/subject/list', { token: t.token.admin, tenantId: 1, json: { current: 1, size: 10 } })).body.data.total,
      ],
      [
        'flows',
        await post('/accountcenter/actaccountflow/detail/page', {}),
        (await t.server.request('POST', '/accountcenter/actaccountflow/detail/page', { token: t.token.admin, tenantId: 1, json: { current: 1, size: 10 } })).body.data.total,
      ],
      [
        'child accounts',
        await post('/accountcenter/actAccount/son/list', { parentId: parent }),
        (await t.server.request('POST', '/accountcenter/actAccount/son/list', { token: t.token.admin, tenantId: 1, json: { parentId: parent, current: 1, size: 10 } })).body.data.total,
      ],
    ];
    for (const [list, far, total] of answers) {
      expect(far.data, `${list}: ${JSON.stringify(far)}`).not.toBeNull();
      expect(far.data.records, list).toEqual([]);
      expect(far.data.total, list).toBe(total);
      expect(total, list).toBeGreaterThan(0);
    }
  });

  it('answer scoped totals: messages per addressee and read flag, task logs per creator', async () => {
    const { userId } = t.user.tenant;
    const tenantId = t.user.tenant.tenantId;
    await sql`insert into sys_message (tenant_id, user_id, type, title, content, read_flag)
      select ${tenantId}, ${userId}, 'notice', 'scoped', 'm' || g, case when g <= 4 then '1' else '0' end from generate_series(1, 11) g`.execute(db());
    const mine = async (query = '') => (await t.server.request('GET', `/admin/message/mine?current=1&size=5${query}`, { token: t.token.tenant, tenantId })).body.data;
    const rows = async (readFlag?: string) =>
      Number(
        (
          await sql<{
            n: string;
          }>`select count(*) as n from sys_message where tenant_id = ${tenantId} and user_id = ${userId} ${readFlag ? sql`and read_flag = ${readFlag}` : sql``}`.execute(db())
        ).rows[0].n,
      );
    expect(await mine()).toMatchObject({ total: await rows(), unread: await rows('0') });
    expect((await mine('&readFlag=1')).total).toBe(await rows('1'));

    // Another user's export tasks are not in a plain user's log, nor in its total.
    await sql`insert into sys_export_task (tenant_id, task_name, bill_type, state, creator_id, creator_name)
      values (${tenantId}, 'someone else', 'accountFlow', 'done', ${t.user.admin.userId}, 'admin'),
             (${tenantId}, 'own', 'accountFlow', 'done', ${userId}, 'tenant')`.execute(db());
    const exports = (await t.server.request('GET', '/admin/v1/export-task/page?current=1&size=50', { token: t.token.tenant, tenantId })).body.data;
    expect(exports.total).toBe(exports.records.length);
    expect(exports.records.map((r: { taskName: string }) => r.taskName)).not.toContain('someone else');
    expect(await mismatches()).toEqual([]);
  });

  it('are filled from the rows already there when the migration runs on an existing database', async () => {
    const before = (await get('/admin/log/page?current=1&size=10')).data.total;
    for (const table of Object.keys(LISTS)) {
      for (const suffix of ['list_counted', 'list_uncounted', 'list_moved']) await sql`drop trigger ${sql.raw(`${table}_${suffix}`)} on ${sql.table(table)}`.execute(db());
    }
    await sql`drop index sys_import_log_tenant`.execute(db());
    await sql`drop index sys_city_tenant_order`.execute(db());
    await sql`drop index act_account_flow_subject_date`.execute(db());
    await sql`drop function sys_list_counted`.execute(db());
    await sql`drop function sys_list_count_moved`.execute(db());
    await sql`drop table sys_list_count`.execute(db());
    await db().deleteFrom('schema_migration').where('name', 'in', ['125_list_counts', '141_scoped_flow_counts']).execute();
    expect(await migrate(db())).toEqual(['125_list_counts', '141_scoped_flow_counts']);
    expect(await mismatches()).toEqual([]);
    expect((await get('/admin/log/page?current=1&size=10')).data.total).toBe(before);
  });
});
