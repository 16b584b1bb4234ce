import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { CITY_MSG, type citySyncSchema, type slyCityFormSchema, type slyCityUpdateSchema, type standardCityEditSchema } from '../../schemas/city';
import type { Database } from '../db/schema';
import { ApiError, notFound } from '../http/envelope';
import { auditedWrite, type AuditedCall } from '../audit/write';
import { expectVersion } from '../audit/versions';
import {
  deleteSlyCity,
  deleteStandardCity,
  findSlyCity,
  hasChildCity,
  insertSlyCity,
  knownCountryCodes,
  lockSlyCity,
  lockStandardCity,
  lockTenantSync,
  mapStandardCity,
  slyToWire,
  standardToWire,
  updateSlyCity,
} from '../repositories/cities';
import { syncCountries } from './citySync';

/**
 * The writes of city mapping (docs/product.md#city-mapping, docs/product.md#validation and docs/product.md#cities-and-sync):
 * a standard city mapped or deleted, business-travel cities added, edited or deleted, a sync of countries; each audited
 * in its own transaction, within one tenant.
 */

/** Maps a standard city to a business-travel city of its country. */
export function mapCity(db: Kysely<Database>, call: AuditedCall, tenantId: number, form: z.output<typeof standardCityEditSchema>) {
  return auditedWrite(call, db, async (trx, audit) => {
    audit.target(form.id);
    const city = await lockStandardCity(trx, tenantId, form.id);
    if (!city) throw notFound();
    await expectVersion(call, trx, standardToWire(city));
    const candidate = await findSlyCity(trx, tenantId, form.bipId);
    if (!candidate) throw new ApiError(400, CITY_MSG.candidateMissing, { bipId: CITY_MSG.candidateMissing });
    if (candidate.country_code !== city.country_code) {
      throw new ApiError(400, CITY_MSG.countryMismatch, { bipId: CITY_MSG.countryMismatch });
    }
    const updated = await mapStandardCity(trx, city.id, candidate);
    audit.diff(standardToWire(city), standardToWire(updated));
    return updated;
  });
}

export function removeStandardCity(db: Kysely<Database>, call: AuditedCall, tenantId: number, id: number) {
  return auditedWrite(call, db, async (trx, audit) => {
    audit.target(id);
    const deleted = await deleteStandardCity(trx, tenantId, id);
    if (!deleted) throw notFound();
    audit.diff(standardToWire(deleted), null);
  });
}

/** The sync of the countries (every one known, else refused naming a few), one per tenant at a time. */
export async function syncCities(db: Kysely<Database>, call: AuditedCall, tenantId: number, { countryCode, level }: z.output<typeof citySyncSchema>) {
  const known = await knownCountryCodes(db, countryCode);
  const unknown = countryCode.filter((code) => !known.includes(code));
  if (unknown.length > 0) {
    // Codes passed the schema's pattern (two or three capitals); a few of them are excerpt enough.
    const message = `${CITY_MSG.unknownCountry}: ${unknown.slice(0, 5).join(',')}${unknown.length > 5 ? ',…' : ''}`;
    throw new ApiError(400, message, { countryCode: message });
  }
  return auditedWrite(call, db, async (trx, audit) => {
    await lockTenantSync(trx, tenantId);
    const synced = await syncCountries(trx, tenantId, countryCode, level);
    // What a sync touches is whole countries of rows: the trail keeps what was asked and what it did.
    audit.target(countryCode.join(',')).diff(null, { countryCode, level, ...synced });
    return synced;
  });
}

/** The parent of a business-travel city: same tenant and country, one level up. */
async function parentFor(trx: Kysely<Database>, tenantId: number, form: { parentId?: number | null; countryCode: string; level: number }, selfId?: number) {
  if (!form.parentId) return null;
  const parent = await findSlyCity(trx, tenantId, form.parentId);
  if (!parent || parent.id === selfId || parent.country_code !== form.countryCode || parent.level >= form.level) {
    throw new ApiError(400, CITY_MSG.parentMissing, { parentId: CITY_MSG.parentMissing });
  }
  return parent;
}

export function createSlyCity(db: Kysely<Database>, call: AuditedCall, tenantId: number, form: z.output<typeof slyCityFormSchema>) {
  return auditedWrite(call, db, async (trx, audit) => {
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
}

export function editSlyCity(db: Kysely<Database>, call: AuditedCall, tenantId: number, form: z.output<typeof slyCityUpdateSchema>) {
  return auditedWrite(call, db, async (trx, audit) => {
    audit.target(form.id);
    const current = await lockSlyCity(trx, tenantId, form.id);
    if (!current) throw notFound();
    await expectVersion(call, trx, slyToWire(current));
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
}

export function removeSlyCity(db: Kysely<Database>, call: AuditedCall, tenantId: number, id: number) {
  return auditedWrite(call, db, async (trx, audit) => {
    audit.target(id);
    const current = await lockSlyCity(trx, tenantId, id);
    if (!current) throw notFound();
    if (await hasChildCity(trx, id)) throw new ApiError(400, CITY_MSG.hasChildren);
    const unmapped = await deleteSlyCity(trx, tenantId, id);
    audit.diff(slyToWire(current), null);
    if (unmapped > 0) audit.field('unmappedStandardCities', null, unmapped);
  });
}
