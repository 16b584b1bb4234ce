import { sql, type Kysely } from 'kysely';
import type { Database } from '../server/db/schema';

export const ACCOUNTS = 100_000;
/** Accounts of the second subject: 10 flows each, so 50,000 of the 1,000,000 flows match its subject number. */
export const SMALL_SUBJECT_ACCOUNTS = 5_000;
export const FLOWS = 1_000_000;
export const DEPTS = 100_000;

/**
 * The account centre's bench data in tenant 1, from generate_series (never from the default seed):
 * 100,000 accounts under two provider subjects, 1,000,000 flows with exact running balances, and 100,000
 * departments. Used by the account centre numbers and by the export of a million flows.
 */
export async function seedAccountCentreBench(db: Kysely<Database>) {
  return db.transaction().execute(async (trx) => {
    const tenantId = 1;
    const scene = await trx.selectFrom('act_scene').select('id').where('tenant_id', '=', tenantId).orderBy('id').executeTakeFirstOrThrow();
    const type = await trx.selectFrom('act_account_type').select('id').where('tenant_id', '=', tenantId).where('enable_flag', '=', '1').orderBy('id').executeTakeFirstOrThrow();
    const subject = async (name: string, no: string) => {
      const s = await trx
        .insertInto('act_subject')
        .values({ tenant_id: tenantId, subject_no: no, subject_name: name, subject_type: 9, subject_sys_id: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      const p = await trx
        .insertInto('act_account')
        .values({
          tenant_id: tenantId,
          subject_id: s.id,
          parent_id: null,
          level: 1,
          account_no: `BP${no}`,
          account_name: name,
          account_scope: 1,
          flag: 0,
          status: 2,
          config_ids: JSON.stringify([scene.id]),
          account_sys_id: '[]',
          operator: 'bench',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { subjectId: s.id, parentId: p.id };
    };
    const big = await subject('压测供应商甲', 'SJB00001');
    const small = await subject('压测供应商乙', 'SJB00002');

    // Accounts 1..5,000 belong to the small subject, the rest to the big one; ids come out contiguous.
    await sql`
      insert into act_account (tenant_id, subject_id, parent_id, level, account_no, account_name, account_type_id, account_scope, flag,
        config_ids, account_sys_id, status, balance_limit, operator, create_time)
      select ${tenantId}, case when g <= ${SMALL_SUBJECT_ACCOUNTS} then ${small.subjectId}::bigint else ${big.subjectId}::bigint end,
        case when g <= ${SMALL_SUBJECT_ACCOUNTS} then ${small.parentId}::bigint else ${big.parentId}::bigint end,
        2, 'BA' || lpad(g::text, 10, '0'), '压测账户' || g, ${type.id}::bigint, 1, 0, ${JSON.stringify([scene.id])}::jsonb, '[]'::jsonb, 2,
        999999999, 'bench', now() - (g || ' seconds')::interval
      from generate_series(1, ${ACCOUNTS}) g`.execute(trx);
    const first = await trx
      .selectFrom('act_account')
      .select((eb) => [eb.fn.min('id').as('lo'), eb.fn.max('id').as('hi')])
      .where('account_no', 'like', 'BA%')
      .executeTakeFirstOrThrow();
    if (Number(first.hi) - Number(first.lo) + 1 !== ACCOUNTS) throw new Error('bench accounts are not contiguous');

    // Flows: account k gets the flows g with g % ACCOUNTS = k - 1, all of one amount, so the balance after
    // its j-th flow is (j + 1) * amount: exact running balances without a window sort over 1M rows.
    await sql`
      insert into act_account_flow (tenant_id, account_id, account_no, subject_id, subject_no, flow_subject_type, account_type_id,
        exchange_type, flow_type, change_num, after_num, after_credit_num, biz_no, operator, flow_date)
      select ${tenantId}, ${first.lo}::bigint + k - 1, 'BA' || lpad(k::text, 10, '0'),
        case when k <= ${SMALL_SUBJECT_ACCOUNTS} then ${small.subjectId}::bigint else ${big.subjectId}::bigint end,
        case when k <= ${SMALL_SUBJECT_ACCOUNTS} then 'SJB00002' else 'SJB00001' end, 2, ${type.id}::bigint,
        3, 1, amount, amount * (((g - 1) / ${ACCOUNTS}) + 1), 0, 'BENCH' || g, 'bench', now() - ((${FLOWS} - g) || ' seconds')::interval
      from (select g, (g % ${ACCOUNTS}) + 1 as k, (((g % ${ACCOUNTS}) % 1000) + 1)::numeric / 100 as amount from generate_series(1, ${FLOWS}) g) s`.execute(trx);
    await sql`
      update act_account a set account_num = f.total, total_exchange_num = f.total
      from (select account_id, sum(change_num) as total from act_account_flow where account_no like 'BA%' group by account_id) f
      where f.account_id = a.id`.execute(trx);

    // 100 companies under the group of tenant 1, then 99,900 departments, 999 per company.
    const root = await trx.selectFrom('sys_dept').select('dept_id').where('tenant_id', '=', tenantId).where('parent_id', '=', 0).executeTakeFirstOrThrow();
    await sql`insert into sys_dept (tenant_id, parent_id, name, level, sort_order, enable)
      select ${tenantId}, ${root.dept_id}::bigint, '压测公司' || g, 1, g, '0' from generate_series(1, 100) g`.execute(trx);
    const companies = await trx.selectFrom('sys_dept').select('dept_id').where('name', 'like', '压测公司%').orderBy('dept_id').execute();
    const lo = companies[0].dept_id;
    await sql`insert into sys_dept (tenant_id, parent_id, name, level, sort_order, enable)
      select ${tenantId}, ${lo}::bigint + (g % 100), '压测部门' || g, 2, g, '0' from generate_series(1, ${DEPTS - 100}) g`.execute(trx);

    return { bigParent: big.parentId, smallSubjectNo: 'SJB00002', someCompany: lo, hotAccountNo: 'BA0000099999' };
  });
}
