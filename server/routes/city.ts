import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okReply, pageOf } from '../../schemas/reply';
import { citySyncResultSchema, countrySchema, slyCitySchema, standardCitySchema } from '../../schemas/city';
import { z } from 'zod';
import { sql, type Kysely, type Selectable } from 'kysely';
import {
  CITY_MSG,
  cityIdSchema,
  citySyncSchema,
  commonCityQuerySchema,
  slyCityFormSchema,
  slyCityListQuerySchema,
  slyCityUpdateSchema,
  standardCityEditSchema,
  standardCityListQuerySchema,
  type Country,
  type SlyCity,
  type StandardCity,
  type StandardCitySearch,
} from '../../schemas/city';
import type { Page } from '../../schemas/envelope';
import { containsOp, likePattern } from '../db/textSearch';
import type { Database, SysCityTable, SysStandardCityTable } from '../db/schema';
import { keptListTotal, searchesNothing } from '../db/listCounts';
import { ApiError, notFound, ok } from '../http/envelope';
import { filterTenant } from '../http/filterTenant';
import type { AuthUser } from '../http/auth';
import { mappedTo, syncCountries, UNMAPPED } from '../services/citySync';
import { auditedWrite } from '../audit/trail';
import { isUniqueViolation } from '../db/uniqueViolation';

function standardToWire(row: Selectable<SysStandardCityTable>): StandardCity {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    code: row.code,
    fullName: row.full_name,
    provinceName: row.province_name,
    cityName: row.city_name,
    areaName: row.area_name,
    level: row.level,
    countryCode: row.country_code,
    mappingFlag: row.mapping_flag,
    bipId: row.bip_id,
    bipName: row.bip_name,
    bipParentId: row.bip_parent_id,
    bipParentName: row.bip_parent_name,
    slyId: row.sly_id,
    slyName: row.sly_name,
    slyCode: row.sly_code,
  };
}

function slyToWire(row: Selectable<SysCityTable>): SlyCity {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    countryCode: row.country_code,
    slyId: row.sly_id,
    slyCode: row.sly_code,
    name: row.name,
    fullName: row.full_name,
    level: row.level,
    parentId: row.parent_id,
    parentName: row.parent_name,
  };
}

/** Above every character a code can hold: `code >= prefix and code < prefix + MAX` is the prefix as an index range. */
const CODE_RANGE_END = '\u{10FFFF}';

const page = <T>(records: T[], total: number | string, current: number, size: number): Page<T> => ({
  records,
  total: Number(total),
  current,
  size,
});

/** The standard city list's search (code prefix, names containing, flag, country) within one tenant; the export uses it too. */
export function standardCityFilter(db: Kysely<Database>, tenantId: number, query: StandardCitySearch) {
  let filtered = db.selectFrom('sys_standard_city').where('tenant_id', '=', tenantId);
  if (query.code) filtered = filtered.where('code', '>=', query.code).where('code', '<', query.code + CODE_RANGE_END);
  if (query.fullName) filtered = filtered.where('full_name', containsOp(query.fullName), likePattern(query.fullName));
  if (query.bipName) filtered = filtered.where('bip_name', containsOp(query.bipName), likePattern(query.bipName));
  if (query.mappingFlag === '0') filtered = filtered.where('mapping_flag', '=', '0');
  else if (query.mappingFlag) filtered = filtered.where('mapping_flag', '<>', '0');
  if (query.countryCode) filtered = filtered.where('country_code', '=', query.countryCode.toUpperCase());
  return filtered;
}

/** City mapping (SPEC.md sections 2, 3, 5, 7): standard cities, business-travel cities, countries, sync. */
export async function cityRoutes(fastify: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const done = { 200: okReply(z.boolean()) };
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  /** The total of an unfiltered (or flag-only) list from the trigger-kept counts, not from counting rows. */
  const keptCount = async (tenantId: number, mappingFlag: string | undefined) => {
    let q = db.selectFrom('sys_standard_city_count').where('tenant_id', '=', tenantId);
    if (mappingFlag === '0') q = q.where('mapping_flag', '=', '0');
    else if (mappingFlag) q = q.where('mapping_flag', '<>', '0');
    const row = await q.select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('n'), eb.lit(0)).as('total')).executeTakeFirstOrThrow();
    return { total: row.total };
  };

  const standardPage = async (request: { query: z.output<typeof standardCityListQuerySchema>; user: AuthUser }) => {
    const query = request.query;
    // Another tenant is named as the TENANT-ID header may name it (an operations user's), else refused.
    const tenantId = await filterTenant(db, request.user, query.tenantId);
    const filtered = standardCityFilter(db, tenantId, query);
    const onlyFlag = !query.code && !query.fullName && !query.bipName && !query.countryCode;
    const [{ total }, rows] = await Promise.all([
      onlyFlag ? keptCount(tenantId, query.mappingFlag) : filtered.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow(),
      filtered
        .selectAll()
        .orderBy('code')
        .limit(query.size)
        .offset((query.current - 1) * query.size)
        .execute(),
    ]);
    return ok(page(rows.map(standardToWire), total, query.current, query.size));
  };

  const standardListSchema = { schema: { querystring: standardCityListQuerySchema, response: { 200: okReply(pageOf(standardCitySchema)) } } };
  app.get('/platsync/sysStandardCity/page', standardListSchema, standardPage);
  app.get('/platsync/sysStandardCity/tenant/page', standardListSchema, standardPage);

  app.post('/platsync/sysStandardCity/edit', { schema: { body: standardCityEditSchema, response: { 200: okReply(standardCitySchema) } } }, async (request) => {
    const form = request.body;
    const tenantId = request.user.tenantId;
    const row = await auditedWrite(request, db, async (trx, audit) => {
      audit.target(form.id);
      const city = await trx
        .selectFrom('sys_standard_city')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('id', '=', form.id)
        .forUpdate()
        .executeTakeFirst();
      if (!city) throw notFound();
      const candidate = await trx
        .selectFrom('sys_city')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('id', '=', form.bipId)
        .executeTakeFirst();
      if (!candidate) throw new ApiError(400, CITY_MSG.candidateMissing, { bipId: CITY_MSG.candidateMissing });
      if (candidate.country_code !== city.country_code) {
        throw new ApiError(400, CITY_MSG.countryMismatch, { bipId: CITY_MSG.countryMismatch });
      }
      const updated = await trx
        .updateTable('sys_standard_city')
        .set({ ...mappedTo(candidate), update_time: new Date() })
        .where('id', '=', city.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      audit.diff(standardToWire(city), standardToWire(updated));
      return updated;
    });
    return ok(standardToWire(row));
  });

  app.delete('/platsync/sysStandardCity/del/:id', { schema: { params: cityIdSchema, response: done } }, async (request) => {
    const { id } = request.params;
    await auditedWrite(request, db, async (trx, audit) => {
      audit.target(id);
      const deleted = await trx
        .deleteFrom('sys_standard_city')
        .where('tenant_id', '=', request.user.tenantId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      if (!deleted) throw notFound();
      audit.diff(standardToWire(deleted), null);
    });
    return ok(true);
  });

  const sync = async (request: FastifyRequest & { body: z.output<typeof citySyncSchema> }) => {
    const { countryCode, level } = request.body;
    const known = await db.selectFrom('basic_country').select('code').where('code', 'in', countryCode).execute();
    const unknown = countryCode.filter((code) => !known.some((k) => k.code === code));
    if (unknown.length > 0) {
      // Codes passed the schema's pattern (two or three capitals); a few of them are excerpt enough.
      const message = `${CITY_MSG.unknownCountry}: ${unknown.slice(0, 5).join(',')}${unknown.length > 5 ? ',…' : ''}`;
      throw new ApiError(400, message, { countryCode: message });
    }
    const result = await auditedWrite(request, db, async (trx, audit) => {
      // One sync per tenant at a time; a second waits rather than interleaving with the first.
      await sql`select pg_advisory_xact_lock(724100, ${request.user.tenantId}::int)`.execute(trx);
      const synced = await syncCountries(trx, request.user.tenantId, countryCode, level);
      // What a sync touches is whole countries of rows: the trail keeps what was asked and what it did.
      audit.target(countryCode.join(',')).diff(null, { countryCode, level, ...synced });
      return synced;
    });
    return ok(result);
  };
  const syncSchema = { schema: { body: citySyncSchema, response: { 200: okReply(citySyncResultSchema) } } };
  app.post('/platsync/sysStandardCity/syncSlyCityInfo', syncSchema, sync);
  app.post('/platsync/syscity/syncSlyCityInfo', syncSchema, sync);

  app.get('/platsync/basiccountry/getCountryInfo', { schema: { response: { 200: okReply(z.array(countrySchema)) } } }, async () => {
    const rows = await db.selectFrom('basic_country').selectAll().orderBy('sort_order').orderBy('code').execute();
    const countries: Country[] = rows.map((r) => ({ cnName: r.cn_name, code: r.code, enName: r.en_name }));
    return ok(countries);
  });

  app.get('/platsync/syscity/page', { schema: { querystring: slyCityListQuerySchema, response: { 200: okReply(pageOf(slyCitySchema)) } } }, async (request) => {
    const query = request.query;
    let filtered = db.selectFrom('sys_city').where('tenant_id', '=', request.user.tenantId);
    if (query.name) filtered = filtered.where('name', containsOp(query.name), likePattern(query.name));
    if (query.countryCode) filtered = filtered.where('country_code', '=', query.countryCode.toUpperCase());
    if (query.level) filtered = filtered.where('level', '=', query.level);
    if (query.slyCode) filtered = filtered.where('sly_code', '=', query.slyCode);
    const [total, rows] = await Promise.all([
      searchesNothing(query.name, query.countryCode, query.level, query.slyCode)
        ? keptListTotal(db, 'sys_city', request.user.tenantId)
        : filtered.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow().then((row) => row.total),
      filtered
        .selectAll()
        .orderBy('country_code')
        .orderBy('level')
        .orderBy('id')
        .limit(query.size)
        .offset((query.current - 1) * query.size)
        .execute(),
    ]);
    return ok(page(rows.map(slyToWire), total, query.current, query.size));
  });

  app.get('/trip/basic/commonCity/mgr/getCommonCityListByDivName', { schema: { querystring: commonCityQuerySchema, response: { 200: okReply(z.array(slyCitySchema)) } } }, async (request) => {
    const query = request.query;
    let q = db.selectFrom('sys_city').selectAll().where('tenant_id', '=', request.user.tenantId);
    if (query.divName) q = q.where('name', containsOp(query.divName), likePattern(query.divName));
    if (query.countryCode) q = q.where('country_code', '=', query.countryCode.toUpperCase());
    const rows = await q.orderBy('level').orderBy('id').limit(50).execute();
    return ok(rows.map(slyToWire));
  });

  /** The parent of a business-travel city: same tenant and country, one level up. */
  const parentFor = async (
    trx: Kysely<Database>,
    tenantId: number,
    form: { parentId?: number | null; countryCode: string; level: number },
    selfId?: number,
  ) => {
    if (!form.parentId) return null;
    const parent = await trx
      .selectFrom('sys_city')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('id', '=', form.parentId)
      .executeTakeFirst();
    if (!parent || parent.id === selfId || parent.country_code !== form.countryCode || parent.level >= form.level) {
      throw new ApiError(400, CITY_MSG.parentMissing, { parentId: CITY_MSG.parentMissing });
    }
    return parent;
  };

  const duplicateCode = () => new ApiError(400, CITY_MSG.duplicateSlyCode, { slyCode: CITY_MSG.duplicateSlyCode });

  app.post('/platsync/syscity/save', { schema: { body: slyCityFormSchema, response: { 200: okReply(slyCitySchema) } } }, async (request) => {
    const form = request.body;
    const tenantId = request.user.tenantId;
    try {
      const row = await auditedWrite(request, db, async (trx, audit) => {
        const parent = await parentFor(trx, tenantId, form);
        const created = await trx
          .insertInto('sys_city')
          .values({
            tenant_id: tenantId,
            country_code: form.countryCode,
            sly_id: form.slyId || form.slyCode,
            sly_code: form.slyCode,
            name: form.name,
            full_name: parent ? `${parent.full_name}-${form.name}` : form.name,
            level: form.level,
            parent_id: parent?.id ?? null,
            parent_name: parent?.name ?? null,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        audit.target(created.id).diff(null, slyToWire(created));
        return created;
      });
      return ok(slyToWire(row));
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateCode();
      throw error;
    }
  });

  app.post('/platsync/syscity/edit', { schema: { body: slyCityUpdateSchema, response: { 200: okReply(slyCitySchema) } } }, async (request) => {
    const form = request.body;
    const tenantId = request.user.tenantId;
    try {
      const row = await auditedWrite(request, db, async (trx, audit) => {
        audit.target(form.id);
        const current = await trx
          .selectFrom('sys_city')
          .selectAll()
          .where('tenant_id', '=', tenantId)
          .where('id', '=', form.id)
          .forUpdate()
          .executeTakeFirst();
        if (!current) throw notFound();
        const parent = await parentFor(trx, tenantId, form, current.id);
        const fullName = parent ? `${parent.full_name}-${form.name}` : form.name;
        const updated = await trx
          .updateTable('sys_city')
          .set({
            country_code: form.countryCode,
            sly_id: form.slyId || current.sly_id,
            sly_code: form.slyCode,
            name: form.name,
            full_name: fullName,
            level: form.level,
            parent_id: parent?.id ?? null,
            parent_name: parent?.name ?? null,
            update_time: new Date(),
          })
          .where('id', '=', current.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        // Children carry this city's name as their parent's; standard cities mapped here carry it too.
        await trx.updateTable('sys_city').set({ parent_name: updated.name }).where('parent_id', '=', updated.id).execute();
        if (updated.country_code !== current.country_code) {
          await trx.updateTable('sys_standard_city').set(UNMAPPED).where('tenant_id', '=', tenantId).where('bip_id', '=', updated.id).execute();
        } else {
          await trx.updateTable('sys_standard_city').set(mappedTo(updated)).where('tenant_id', '=', tenantId).where('bip_id', '=', updated.id).execute();
        }
        await trx.updateTable('sys_standard_city').set({ bip_parent_name: updated.name }).where('tenant_id', '=', tenantId).where('bip_parent_id', '=', updated.id).execute();
        audit.diff(slyToWire(current), slyToWire(updated));
        return updated;
      });
      return ok(slyToWire(row));
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateCode();
      throw error;
    }
  });

  app.delete('/platsync/syscity/del/:id', { schema: { params: cityIdSchema, response: done } }, async (request) => {
    const { id } = request.params;
    const tenantId = request.user.tenantId;
    await auditedWrite(request, db, async (trx, audit) => {
      audit.target(id);
      const current = await trx
        .selectFrom('sys_city')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!current) throw notFound();
      const child = await trx.selectFrom('sys_city').select('id').where('parent_id', '=', id).limit(1).executeTakeFirst();
      if (child) throw new ApiError(400, CITY_MSG.hasChildren);
      // Standard cities mapped to it lose their mapping: they show as failures until mapped again.
      const unmapped = await trx.updateTable('sys_standard_city').set({ ...UNMAPPED, update_time: new Date() }).where('tenant_id', '=', tenantId).where('bip_id', '=', id).executeTakeFirst();
      await trx.deleteFrom('sys_city').where('id', '=', id).execute();
      audit.diff(slyToWire(current), null);
      if (Number(unmapped.numUpdatedRows) > 0) audit.field('unmappedStandardCities', null, Number(unmapped.numUpdatedRows));
    });
    return ok(true);
  });
}
