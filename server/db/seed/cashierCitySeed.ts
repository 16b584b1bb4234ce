import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';
import { COUNTRIES } from '../../domain/cityReference';
import { loadSlyCities, rematchStandardCities } from '../../repositories/cityMapping';
import { OUT_MERCHANTS } from './cashierData';
import { fullNameOf, initialSlyCities, STANDARD_CITIES_MAIN, STANDARD_CITIES_SECOND } from './cityData';
import { DICT_ITEMS } from './dictData';

/**
 * Countries, dictionaries, out merchants and cities. Each step checks its own tables, so a database seeded by
 * an older version gets them on its next start; one transaction under an advisory lock keeps two servers
 * starting together from seeding twice.
 */
export async function seedCashierAndCities(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(724013)`.execute(trx);
    const tenants = new Set((await trx.selectFrom('sys_tenant').select('id').execute()).map((t) => t.id));

    if (!(await trx.selectFrom('basic_country').select('code').limit(1).executeTakeFirst())) {
      await trx
        .insertInto('basic_country')
        .values(COUNTRIES.map((c, i) => ({ code: c.code, cn_name: c.cnName, en_name: c.enName, sort_order: i + 1 })))
        .execute();
    }

    await trx
      .insertInto('sys_dict_item')
      .values(
        DICT_ITEMS.map((d) => ({
          dict_type: d.dictType,
          value: d.value,
          label: d.label,
          en_label: d.enLabel,
          sort_order: d.sortOrder,
          description: d.description,
        })),
      )
      .onConflict((oc) => oc.columns(['dict_type', 'value']).doNothing())
      .execute();

    if (!(await trx.selectFrom('cashier_out_merchant').select('id').limit(1).executeTakeFirst())) {
      const merchants = OUT_MERCHANTS.filter((m) => tenants.has(m.tenantId));
      const now = Date.now();
      if (merchants.length > 0) {
        await trx
          .insertInto('cashier_out_merchant')
          .values(
            merchants.map((m, i) => ({
              tenant_id: m.tenantId,
              out_supplier: m.outSupplier,
              merchant_code: m.merchantCode,
              merchant_name: m.merchantName,
              enabled_flag: m.enabledFlag,
              out_auth_info: m.outAuthInfo ? JSON.stringify(m.outAuthInfo) : null,
              // Staggered, so "newest first" has a stable, visible order.
              create_time: new Date(now - (merchants.length - i) * 86_400_000),
            })),
          )
          .execute();
      }
    }

    const hasCities =
      (await trx.selectFrom('sys_standard_city').select('id').limit(1).executeTakeFirst()) ?? (await trx.selectFrom('sys_city').select('id').limit(1).executeTakeFirst());
    if (!hasCities) {
      for (const [tenantId, rows] of [
        [1, STANDARD_CITIES_MAIN],
        [2, STANDARD_CITIES_SECOND],
      ] as const) {
        if (!tenants.has(tenantId)) continue;
        await trx
          .insertInto('sys_standard_city')
          .values(
            rows.map((r) => ({
              tenant_id: tenantId,
              code: r.code,
              full_name: fullNameOf(r),
              province_name: r.provinceName,
              city_name: r.cityName,
              area_name: r.areaName,
              level: r.level,
              country_code: r.countryCode,
              mapping_flag: '1',
            })),
          )
          .execute();
      }
      for (const { tenantId, countryCode, cities } of initialSlyCities()) {
        if (!tenants.has(tenantId)) continue;
        await loadSlyCities(trx, tenantId, countryCode, cities);
        await rematchStandardCities(trx, tenantId, countryCode, 0);
      }
    }
  });
}
