import type { Kysely } from 'kysely';
import type { BusinessScene } from '../../schemas/account';
import type { Database } from '../db/schema';

/** A tenant's business scenes (docs/product.md#account-centre-calls): what subjects and accounts are used for. */

/** The tenant's business scenes, by id. */
export async function sceneMap(db: Kysely<Database>, tenantId: number): Promise<Map<number, string>> {
  const rows = await db.selectFrom('act_scene').select(['id', 'scene_name']).where('tenant_id', '=', tenantId).execute();
  return new Map(rows.map((r) => [r.id, r.scene_name]));
}

export async function listScenes(db: Kysely<Database>, tenantId: number, ids?: number[]): Promise<BusinessScene[]> {
  let q = db.selectFrom('act_scene').select(['id', 'scene_name']).where('tenant_id', '=', tenantId);
  if (ids) {
    if (ids.length === 0) return [];
    q = q.where('id', 'in', ids);
  }
  const rows = await q.orderBy('sort_order').orderBy('id').execute();
  return rows.map((r) => ({ id: r.id, sceneName: r.scene_name }));
}
