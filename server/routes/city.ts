import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  CITY_MSG,
  cityIdSchema,
  citySyncResultSchema,
  citySyncSchema,
  commonCityQuerySchema,
  countrySchema,
  slyCityFormSchema,
  slyCityListQuerySchema,
  slyCitySchema,
  slyCityUpdateSchema,
  standardCityEditSchema,
  standardCityListQuerySchema,
  standardCitySchema,
  type Country,
} from '../../schemas/city';
import type { Page } from '../../schemas/envelope';
import { okReply, pageOf } from '../../schemas/reply';
import { staleReply } from '../../schemas/version';
import type { Database } from '../db/schema';
import { isUniqueViolation } from '../db/uniqueViolation';
import type { AuthUser } from '../http/auth';
import { ApiError, ok } from '../http/envelope';
import { filterTenant } from '../http/filterTenant';
import { auditOf } from '../http/auditedCall';
import { commonCities, listCountries, slyCityPage, slyToWire, standardCityPage, standardToWire } from '../repositories/cities';
import { createSlyCity, editSlyCity, mapCity, removeSlyCity, removeStandardCity, syncCities } from '../services/cities';
import { SCREEN, op } from '../http/operations';
import { STANDARD_CITY_PAGE_EXAMPLE } from '../http/replyExamples';

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
  app.get(
    '/platsync/sysStandardCity/page',
    { ...standardListSchema, config: { operation: op('listStandardCities', 'A page of standard cities', 'cities', SCREEN.cities), example: STANDARD_CITY_PAGE_EXAMPLE } },
    standardPage,
  );
  app.get(
    '/platsync/sysStandardCity/tenant/page',
    { ...standardListSchema, config: { operation: op('listTenantStandardCities', "A page of a tenant's standard cities", 'cities', SCREEN.cities) } },
    standardPage,
  );

  app.post(
    '/platsync/sysStandardCity/edit',
    {
      schema: { body: standardCityEditSchema, response: { 200: okReply(standardCitySchema), ...staleReply(standardCitySchema) } },
      config: { operation: op('mapStandardCity', 'Map a standard city to a business-travel city', 'cities', SCREEN.cities), audit: { entity: 'standardCity', action: 'update' } },
    },
    async (request) => {
      return ok(standardToWire(await mapCity(db, auditOf(request), request.user.tenantId, request.body)));
    },
  );

  app.delete(
    '/platsync/sysStandardCity/del/:id',
    {
      schema: { params: cityIdSchema, response: done },
      config: { operation: op('deleteStandardCity', 'Delete a standard city', 'cities', SCREEN.cities), audit: { entity: 'standardCity', action: 'delete' } },
    },
    async (request) => {
      await removeStandardCity(db, auditOf(request), request.user.tenantId, request.params.id);
      return ok(true);
    },
  );

  const sync = async (request: FastifyRequest & { body: z.output<typeof citySyncSchema> }) => ok(await syncCities(db, auditOf(request), request.user.tenantId, request.body));
  const syncSchema = { schema: { body: citySyncSchema, response: { 200: okReply(citySyncResultSchema) } } };
  app.post(
    '/platsync/sysStandardCity/syncSlyCityInfo',
    {
      ...syncSchema,
      config: {
        operation: op('syncStandardCities', 'Sync the business-travel cities of countries and match them', 'cities', SCREEN.cities),
        audit: { entity: 'standardCity', action: 'sync' },
      },
    },
    sync,
  );
  app.post(
    '/platsync/syscity/syncSlyCityInfo',
    {
      ...syncSchema,
      config: { operation: op('syncTravelCities', 'Sync the business-travel cities of countries', 'cities', SCREEN.cities), audit: { entity: 'standardCity', action: 'sync' } },
    },
    sync,
  );

  app.get(
    '/platsync/basiccountry/getCountryInfo',
    { schema: { response: { 200: okReply(z.array(countrySchema)) } }, config: { operation: op('listCountries', 'The countries', 'cities', SCREEN.cities) } },
    async () => {
      const rows = await listCountries(db);
      const countries: Country[] = rows.map((r) => ({ cnName: r.cn_name, code: r.code, enName: r.en_name }));
      return ok(countries);
    },
  );

  app.get(
    '/platsync/syscity/page',
    {
      schema: { querystring: slyCityListQuerySchema, response: { 200: okReply(pageOf(slyCitySchema)) } },
      config: { operation: op('listTravelCities', 'A page of business-travel cities', 'cities', SCREEN.cities) },
    },
    async (request) => {
      const query = request.query;
      const { total, rows } = await slyCityPage(db, request.user.tenantId, query);
      return ok(page(rows.map(slyToWire), total, query.current, query.size));
    },
  );

  app.get(
    '/trip/basic/commonCity/mgr/getCommonCityListByDivName',
    {
      schema: { querystring: commonCityQuerySchema, response: { 200: okReply(z.array(slyCitySchema)) } },
      config: { operation: op('findTravelCitiesByName', 'Business-travel cities by name', 'cities', SCREEN.cities) },
    },
    async (request) => {
      const query = request.query;
      const rows = await commonCities(db, request.user.tenantId, query);
      return ok(rows.map(slyToWire));
    },
  );

  const duplicateCode = () => new ApiError(400, CITY_MSG.duplicateSlyCode, { slyCode: CITY_MSG.duplicateSlyCode });

  app.post(
    '/platsync/syscity/save',
    {
      schema: { body: slyCityFormSchema, response: { 200: okReply(slyCitySchema) } },
      config: { operation: op('createTravelCity', 'Add a business-travel city', 'cities'), audit: { entity: 'travelCity', action: 'create' } },
    },
    async (request) => {
      try {
        return ok(slyToWire(await createSlyCity(db, auditOf(request), request.user.tenantId, request.body)));
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateCode();
        throw error;
      }
    },
  );

  app.post(
    '/platsync/syscity/edit',
    {
      schema: { body: slyCityUpdateSchema, response: { 200: okReply(slyCitySchema), ...staleReply(slyCitySchema) } },
      config: { operation: op('updateTravelCity', 'Change a business-travel city', 'cities'), audit: { entity: 'travelCity', action: 'update' } },
    },
    async (request) => {
      try {
        return ok(slyToWire(await editSlyCity(db, auditOf(request), request.user.tenantId, request.body)));
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateCode();
        throw error;
      }
    },
  );

  app.delete(
    '/platsync/syscity/del/:id',
    {
      schema: { params: cityIdSchema, response: done },
      config: { operation: op('deleteTravelCity', 'Delete a business-travel city', 'cities'), audit: { entity: 'travelCity', action: 'delete' } },
    },
    async (request) => {
      await removeSlyCity(db, auditOf(request), request.user.tenantId, request.params.id);
      return ok(true);
    },
  );
}
