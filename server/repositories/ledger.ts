import { sql, type Insertable, type Kysely } from 'kysely';
import type { ActAccountFlowTable, Database } from '../db/schema';

/**
 * The ledger's queries (docs/architecture.md#money-moves-through-a-ledger): the account row locked for a move, its
 * balance changed by SQL numeric arithmetic, the flow row written. The rules of a move, and its transaction, are
 * server/services/ledger.ts's.
 */

/** The account a move acts on, its row locked for the rest of the transaction; undefined for one not the tenant's. */
export const lockLedgerAccount = (trx: Kysely<Database>, tenantId: number, accountNo: string) =>
  trx
    .selectFrom('act_account')
    .select(['id', 'status', 'account_num', 'balance_limit', 'subject_id', 'account_type_id'])
    .where('tenant_id', '=', tenantId)
    .where('account_no', '=', accountNo)
    .forUpdate()
    .executeTakeFirst();

/** Adds `signed` (a decimal text, negative for an expense) to the balance, and `income` to the total received: the balance after. */
export const addToBalance = (trx: Kysely<Database>, accountId: number, signed: string, income: string | null) =>
  trx
    .updateTable('act_account')
    .set({
      account_num: sql`account_num + ${signed}::numeric`,
      total_exchange_num: income !== null ? sql`total_exchange_num + ${income}::numeric` : sql`total_exchange_num`,
      update_time: new Date(),
    })
    .where('id', '=', accountId)
    .returning(['account_num', 'credit_num'])
    .executeTakeFirstOrThrow();

/** What a flow row copies of its account's subject. */
export const flowSubjectOf = (trx: Kysely<Database>, subjectId: number) =>
  trx.selectFrom('act_subject').select(['subject_no', 'subject_type']).where('id', '=', subjectId).executeTakeFirstOrThrow();

export const insertFlow = (trx: Kysely<Database>, flow: Insertable<ActAccountFlowTable>) => trx.insertInto('act_account_flow').values(flow).returning('id').executeTakeFirstOrThrow();

/** Accounts whose balance differs from the signed sum of their flows (empty when the ledger holds). */
export async function ledgerMismatches(db: Kysely<Database>, tenantId?: number) {
  const result = await sql<{ id: number; account_no: string; account_num: string; flow_sum: string }>`
    select a.id, a.account_no, a.account_num, coalesce(f.total, 0)::numeric(14,2)::text as flow_sum
    from act_account a
    left join (
      select account_id, sum(case when flow_type = 1 then change_num else -change_num end) as total
      from act_account_flow group by account_id
    ) f on f.account_id = a.id
    where a.account_num <> coalesce(f.total, 0) ${tenantId === undefined ? sql`` : sql`and a.tenant_id = ${tenantId}`}
  `.execute(db);
  return result.rows;
}
