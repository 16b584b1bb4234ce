import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/** Supply-chain parameters of the main tenant (the only one holding module 300 in the demo data). */
export const SCM_PARAMS = [
  { key: 'STOCK_WARNING_DAYS', name: '库存预警天数', value: '7' },
  { key: 'SHELF_LIFE_WARNING_DAYS', name: '临期预警天数', value: '3' },
  { key: 'INBOUND_AUTO_AUDIT', name: '入库单自动审核', value: '0' },
  { key: 'OUTBOUND_BY_FIFO', name: '出库先进先出', value: '1' },
  { key: 'PURCHASE_PRICE_PRECISION', name: '采购单价小数位', value: '2' },
];

/** Seeds the parameters when the table is empty (also on databases seeded before it existed). */
export async function seedScmParams(db: Kysely<Database>): Promise<void> {
  const any = await db.selectFrom('scm_param').select('param_key').limit(1).executeTakeFirst();
  if (any) return;
  const tenant = await db.selectFrom('sys_tenant').select('id').where('id', '=', 1).executeTakeFirst();
  if (!tenant) return;
  await db
    .insertInto('scm_param')
    .values(SCM_PARAMS.map((p, i) => ({ tenant_id: 1, param_key: p.key, param_name: p.name, param_value: p.value, sort_order: i + 1 })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}
