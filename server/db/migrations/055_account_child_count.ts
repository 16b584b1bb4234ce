import { sql, type Kysely } from 'kysely';

/**
 * Each parent account keeps the number of its child accounts. The child list opens with no filter but its
 * parent, and counting a parent's 100,000 children row by row costs more than the whole page budget
 * (docs/performance.md#budgets); the stored count answers that case in one index lookup. Triggers keep it exact
 * whatever writes the rows (the routes, the seed, a bench or an operator's SQL), in the same transaction.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const statements = [
    sql`alter table act_account add column child_count integer not null default 0`,
    sql`update act_account p set child_count = c.n
      from (select parent_id, count(*)::int as n from act_account where parent_id is not null group by parent_id) c
      where c.parent_id = p.id`,
    sql`create function act_account_children_added() returns trigger language plpgsql as $$
      begin
        update act_account p set child_count = p.child_count + c.n
        from (select parent_id, count(*)::int as n from added where parent_id is not null group by parent_id) c
        where p.id = c.parent_id;
        return null;
      end $$`,
    sql`create function act_account_children_removed() returns trigger language plpgsql as $$
      begin
        update act_account p set child_count = p.child_count - c.n
        from (select parent_id, count(*)::int as n from removed where parent_id is not null group by parent_id) c
        where p.id = c.parent_id;
        return null;
      end $$`,
    sql`create function act_account_child_moved() returns trigger language plpgsql as $$
      begin
        update act_account set child_count = child_count - 1 where id = old.parent_id;
        update act_account set child_count = child_count + 1 where id = new.parent_id;
        return null;
      end $$`,
    sql`create trigger act_account_children_added after insert on act_account
      referencing new table as added for each statement execute function act_account_children_added()`,
    sql`create trigger act_account_children_removed after delete on act_account
      referencing old table as removed for each statement execute function act_account_children_removed()`,
    sql`create trigger act_account_child_moved after update of parent_id on act_account
      for each row when (old.parent_id is distinct from new.parent_id) execute function act_account_child_moved()`,
  ];
  for (const statement of statements) await statement.execute(db);
}
