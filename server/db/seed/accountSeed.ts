import { sql, type Kysely, type Transaction } from 'kysely';
import { DEFAULT_ACCOUNT_LIMITS } from '../../domain/accountLimits';
import { flowSubjectTypeOf } from '../../../schemas/accountFlow';
import { fromCents, toCents } from '../../../schemas/money';
import type { Database } from '../schema';
import { SCENES, SUBJECTS, type FlowSeed } from './accountData';

/**
 * Seeds the account centre when its own tables are empty (also on databases seeded before it existed).
 * Balances are never written directly: each account's flows are replayed and the balance is their sum.
 */
export async function seedAccountCentreIfEmpty(db: Kysely<Database>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(724020)`.execute(trx);
    const any = await trx.selectFrom('act_subject').select('id').limit(1).executeTakeFirst();
    if (any) return false;
    const tenants = await trx.selectFrom('sys_tenant').select('id').execute();
    if (tenants.length === 0) return false;
    await seed(trx, new Set(tenants.map((t) => t.id)));
    return true;
  });
}

async function seed(trx: Transaction<Database>, tenants: Set<number>) {
  const now = Date.now();
  const scenes = new Map<string, number>();
  for (const [tenantId, names] of Object.entries(SCENES)) {
    if (!tenants.has(Number(tenantId))) continue;
    for (const [i, name] of names.entries()) {
      const row = await trx
        .insertInto('act_scene')
        .values({ tenant_id: Number(tenantId), scene_name: name, sort_order: i + 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      scenes.set(`${tenantId}:${name}`, row.id);
    }
  }
  const sceneIds = (tenantId: number, names: string[]) => JSON.stringify(names.map((n) => scenes.get(`${tenantId}:${n}`)).filter((id) => id !== undefined));
  const deptId = async (tenantId: number, name: string) =>
    (await trx.selectFrom('sys_dept').select('dept_id').where('tenant_id', '=', tenantId).where('name', '=', name).orderBy('dept_id').executeTakeFirst())?.dept_id;
  const userId = async (tenantId: number, name: string) =>
    (await trx.selectFrom('sys_user').select('user_id').where('tenant_id', '=', tenantId).where('actual_name', '=', name).orderBy('user_id').executeTakeFirst())?.user_id;
  const typeId = async (tenantId: number, name: string) =>
    (await trx.selectFrom('act_account_type').select('id').where('tenant_id', '=', tenantId).where('account_type_name', '=', name).executeTakeFirst())?.id ?? null;
  const nextNo = async (seqName: 'act_subject_no_seq' | 'act_account_no_seq') => (await sql<{ n: string }>`select nextval(${seqName}::regclass)::text as n`.execute(trx)).rows[0].n;

  let minute = 0;
  const replay = async (
    account: { id: number; no: string; subjectId: number; subjectNo: string; subjectType: number; typeId: number | null; tenantId: number; credit: string },
    flows: FlowSeed[],
  ) => {
    let balance = 0n;
    const ordered = [...flows].sort((a, b) => b.daysAgo - a.daysAgo);
    for (const f of ordered) {
      const income = f.exchangeType < 10;
      balance += income ? toCents(f.amount) : -toCents(f.amount);
      minute += 7;
      await trx
        .insertInto('act_account_flow')
        .values({
          tenant_id: account.tenantId,
          account_id: account.id,
          account_no: account.no,
          subject_id: account.subjectId,
          subject_no: account.subjectNo,
          flow_subject_type: flowSubjectTypeOf(account.subjectType),
          account_type_id: account.typeId,
          exchange_type: f.exchangeType,
          flow_type: income ? 1 : 2,
          change_num: f.amount,
          after_num: fromCents(balance),
          after_credit_num: account.credit,
          biz_no: `SEED${String(account.id).padStart(4, '0')}${String(minute).padStart(5, '0')}`,
          operator: '系统管理员',
          flow_date: new Date(now - f.daysAgo * 86_400_000 - 3_600_000 + minute * 1000),
        })
        .execute();
    }
    const recharged = ordered.filter((f) => f.exchangeType === 3).reduce((sum, f) => sum + toCents(f.amount), 0n);
    await trx
      .updateTable('act_account')
      .set({ account_num: fromCents(balance), total_exchange_num: fromCents(recharged) })
      .where('id', '=', account.id)
      .execute();
  };

  for (const [i, s] of SUBJECTS.entries()) {
    if (!tenants.has(s.tenantId)) continue;
    const sysId = s.type === 0 ? s.tenantId : s.type === 1 || s.type === 3 ? await deptId(s.tenantId, s.owner) : s.type === 2 ? await userId(s.tenantId, s.owner) : null;
    if ((s.type === 1 || s.type === 2 || s.type === 3) && !sysId) continue;
    const subjectNo = `SJ${await nextNo('act_subject_no_seq')}`;
    const created = new Date(now - (SUBJECTS.length - i + 40) * 86_400_000);
    const subject = await trx
      .insertInto('act_subject')
      .values({ tenant_id: s.tenantId, subject_no: subjectNo, subject_name: s.owner, subject_type: s.type, subject_sys_id: sysId ?? null, create_time: created })
      .returning('id')
      .executeTakeFirstOrThrow();
    const parentNo = `AC${(await nextNo('act_account_no_seq')).padStart(10, '0')}`;
    const parent = await trx
      .insertInto('act_account')
      .values({
        tenant_id: s.tenantId,
        subject_id: subject.id,
        parent_id: null,
        level: 1,
        account_no: parentNo,
        account_name: s.accountName,
        account_scope: 1,
        flag: 0,
        status: 2,
        balance_limit: '100000',
        config_ids: sceneIds(s.tenantId, s.scenes),
        account_sys_id: '[]',
        operator: '系统管理员',
        create_time: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const base = { subjectId: subject.id, subjectNo, subjectType: s.type, tenantId: s.tenantId };
    await replay({ ...base, id: parent.id, no: parentNo, typeId: null, credit: '0' }, s.flows ?? []);

    for (const [j, c] of (s.children ?? []).entries()) {
      const typeIdOf = await typeId(s.tenantId, c.type);
      const sysIds: number[] = [];
      for (const name of c.people ?? []) {
        const id = await userId(s.tenantId, name);
        if (id) sysIds.push(id);
      }
      for (const name of c.depts ?? []) {
        const id = await deptId(s.tenantId, name);
        if (id) sysIds.push(id);
      }
      const no = `AC${(await nextNo('act_account_no_seq')).padStart(10, '0')}`;
      const credit = c.credit ?? '0';
      const child = await trx
        .insertInto('act_account')
        .values({
          tenant_id: s.tenantId,
          subject_id: subject.id,
          parent_id: parent.id,
          level: 2,
          account_no: no,
          account_name: c.name,
          account_type_id: typeIdOf,
          account_scope: c.scope,
          flag: c.flag ?? 0,
          status: 2,
          balance_limit: c.balanceLimit ?? '5000',
          credit_num: credit,
          config_ids: sceneIds(s.tenantId, c.scenes),
          account_sys_id: JSON.stringify(sysIds),
          operator: '系统管理员',
          create_time: new Date(created.getTime() + (j + 1) * 86_400_000),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('act_account_limit')
        .values(DEFAULT_ACCOUNT_LIMITS.map((l) => ({ account_id: child.id, action_limit: l.actionLimit, limit_type: l.limitType })))
        .execute();
      await replay({ ...base, id: child.id, no, typeId: typeIdOf, credit }, c.flows);
      // Status last: flows were written while the account was usable.
      if (c.status && c.status !== 2) await trx.updateTable('act_account').set({ status: c.status }).where('id', '=', child.id).execute();
      for (const lock of c.locks ?? []) {
        await trx
          .insertInto('act_account_lock')
          .values({
            tenant_id: s.tenantId,
            account_id: child.id,
            biz_source: lock.bizSource,
            biz_no: lock.bizNo,
            change_num: lock.amount,
            lock_time: new Date(now - lock.daysAgo * 86_400_000 - 600_000),
          })
          .execute();
      }
    }
  }
}
