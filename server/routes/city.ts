import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okReply, pageOf } from '../../schemas/reply';
import { staleReply } from '../../schemas/version';
import { expectVersion } from '../http/versions';
import { citySyncResultSchema, countrySchema, slyCitySchema, standardCitySchema } from '../../schemas/city';
import { z } from 'zod';
import type { Kysely, Selectable } from 'kysely';
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
  type StandardCity,
} from '../../schemas/city';
import type { Page } from '../../schemas/envelope';
import type { Database, SysStandardCityTable } from '../db/schema';
import { ApiError, notFound, ok } from '../http/envelope';
import { filterTenant } from '../http/filterTenant';
import type { AuthUser } from '../http/auth';
import { syncCountries } from '../services/citySync';
import {
  commonCities,
  deleteSlyCity,
  deleteStandardCity,
  findSlyCity,
  hasChildCity,
  insertSlyCity,
  knownCountryCodes,
  listCountries,
  lockSlyCity,
  slyToWire,
  lockStandardCity,
  lockTenantSync,
  mapStandardCity,
  slyCityPage,
  standardCityPage,
  updateSlyCity,
} from '../repositories/cities';
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
    version: row.version,
  };
}

const page = <T>(records: T[], total: number | string, current: number, size: number): Page<T> => ({
  records,
  total: Number(total),
  current,
  size,
});

/** City mapping (docs/product.md#city-mapping, docs/product.md#records-and-fields, docs/product.md#validation and docs/product.md#cities-and-sync): standard cities, business-travel cities, countries, sync. */
export async function cityRoutes(fastify: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const done = { 200: okReply(z.boolean()) };
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const standardPage = async (request: { query: z.output<typeof standardCityListQuerySchema>; user: AuthUser }) => {
    const query = request.query;
    // Another tenant is named as the TENANT-ID header may name it (an operations user's), else refused.
    const tenantId = await filterTenant(db, request.user, query.tenantId);
    const { total, rows } = await standardCityPage(db, tenantId, query, { size: query.size, offset: (query.current - 1) * query.size });
    return ok(page(rows.map(standardToWire), total, query.current, query.size));
  };

  const standardListSchema = { schema: { querystring: standardCityListQuerySchema, response: { 200: okReply(pageOf(standardCitySchema)) } } };
  app.get('/platsync/sysStandardCity/page', standardListSchema, standardPage);
  app.get('/platsync/sysStandardCity/tenant/page', standardListSchema, standardPage);

  app.post(
    '/platsync/sysStandardCity/edit',
    { schema: { body: standardCityEditSchema, response: { 200: okReply(standardCitySchema), ...staleReply(standardCitySchema) } } },
    async (request) => {
      const form = request.body;
      const tenantId = request.user.tenantId;
      const row = await auditedWrite(request, db, async (trx, audit) => {
        audit.target(form.id);
        const city = await lockStandardCity(trx, tenantId, form.id);
        if (!city) throw notFound();
        await expectVersion(request, trx, standardToWire(city));
        const candidate = await findSlyCity(trx, tenantId, form.bipId);
        if (!candidate) throw new ApiError(400, CITY_MSG.candidateMissing, { bipId: CITY_MSG.candidateMissing });
        if (candidate.country_code !== city.country_code) {
          throw new ApiError(400, CITY_MSG.countryMismatch, { bipId: CITY_MSG.countryMismatch });
        }
        const updated = await mapStandardCity(trx, city.id, candidate);
        audit.diff(standardToWire(city), standardToWire(updated));
        return updated;
      });
      return ok(standardToWire(row));
    },
  );

  app.delete('/platsync/sysStandardCity/del/:id', { schema: { params: cityIdSchema, response: done } }, async (request) => {
    const { id } = request.params;
    await auditedWrite(request, db, async (trx, audit) => {
      audit.target(id);
      const deleted = await deleteStandardCity(trx, request.user.tenantId, id);
      if (!deleted) throw notFound();
      audit.diff(standardToWire(deleted), null);
    });
    return ok(true);
  });

  const sync = async (request: FastifyRequest & { body: z.output<typeof citySyncSchema> }) => {
    const { countryCode, level } = request.body;
    const known = await knownCountryCodes(db, countryCode);
    const unknown = countryCode.filter((code) => !known.includes(code));
    if (unknown.length > 0) {
      // Codes passed the schema's pattern (two or three capitals); a few of them are excerpt enough.
      const message = `${CITY_MSG.unknownCountry}: ${unknown.slice(0, 5).join(',')}${unknown.length > 5 ? ',…' : ''}`;
      throw new ApiError(400, message, { countryCode: message });
    }
    const result = await auditedWrite(request, db, async (trx, audit) => {
      await lockTenantSync(trx, request.user.tenantId);
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
    const rows = await listCountries(db);
    const countries: Country[] = rows.map((r) => ({ cnName: r.cn_name, code: r.code, enName: r.en_name }));
    return ok(countries);
  });

  app.get('/platsync/syscity/page', { schema: { querystring: slyCityListQuerySchema, response: { 200: okReply(pageOf(slyCitySchema)) } } }, async (request) => {
    const query = request.query;
    const { total, rows } = await slyCityPage(db, request.user.tenantId, query);
    return ok(page(rows.map(slyToWire), total, query.current, query.size));
  });

  app.get(
    '/trip/basic/commonCity/mgr/getCommonCityListByDivName',
    { schema: { querystring: commonCityQuerySchema, response: { 200: okReply(z.array(slyCitySchema)) } } },
    async (request) => {
      const query = request.query;
      const rows = await commonCities(db, request.user.tenantId, query);
      return ok(rows.map(slyToWire));
    },
  );

  /** The parent of a business-travel city: same tenant and country, one level up. */
  const parentFor = async (trx: Kysely<Database>, tenantId: number, form: { parentId?: number | null; countryCode: string; level: number }, selfId?: number) => {
    if (!form.parentId) return null;
    const parent = await findSlyCity(trx, tenantId, form.parentId);
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
        const created = await insertSlyCity(trx, tenantId, {
          country_code: form.countryCode,
          sly_id: form.slyId || form.slyCode,
          sly_code: form.slyCode,
          name: form.name,
          full_name: parent ? `${parent.full_name}-${form.name}` : form.name,
          level: form.level,
          parent_id: parent?.id ?? null,
          parent_name: parent?.name ?? null,
        });
        audit.target(created.id).diff(null, slyToWire(created));
        return created;
      });
      return ok(slyToWire(row));
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateCode();
      throw error;
    }
  });

  app.post('/platsync/syscity/edit', { schema: { body: slyCityUpdateSchema, response: { 200: okReply(slyCitySchema), ...staleReply(slyCitySchema) } } }, async (request) => {
    const form = request.body;
    const tenantId = request.user.tenantId;
    try {
      const row = await auditedWrite(request, db, async (trx, audit) => {
        audit.target(form.id);
        const current = await lockSlyCity(trx, tenantId, form.id);
        if (!current) throw notFound();
        await expectVersion(request, trx, slyToWire(current));
        const parent = await parentFor(trx, tenantId, form, current.id);
        const fullName = parent ? `${parent.full_name}-${form.name}` : form.name;
        const { row: updated, unmapped } = await updateSlyCity(trx, tenantId, current, {
          country_code: form.countryCode,
          sly_id: form.slyId || current.sly_id,
          sly_code: form.slyCode,
          name: form.name,
          full_name: fullName,
          level: form.level,
          parent_id: parent?.id ?? null,
          parent_name: parent?.name ?? null,
        });
        audit.diff(slyToWire(current), slyToWire(updated));
        // Mappings dropped by a move to another country are counted, not listed: such an edit cannot be reverted.
        if (unmapped > 0) audit.field('unmappedStandardCities', null, unmapped);
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
      const current = await lockSlyCity(trx, tenantId, id);
      if (!current) throw notFound();
      if (await hasChildCity(trx, id)) throw new ApiError(400, CITY_MSG.hasChildren);
      const unmapped = await deleteSlyCity(trx, tenantId, id);
      audit.diff(slyToWire(current), null);
      if (unmapped > 0) audit.field('unmappedStandardCities', null, unmapped);
    });
    return ok(true);
  });
}
