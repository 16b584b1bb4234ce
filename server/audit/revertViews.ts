import type { Kysely } from 'kysely';
import { ACCOUNT_SCOPE } from '../../schemas/account';
import { AUDIT_REVERT_MSG } from '../../schemas/auditRevert';
import type { Database } from '../db/schema';
import { ApiError } from '../http/envelope';
import { lockAccount, updateChildAccount } from '../repositories/accountChildren';
import { hasMappedCities, lockSlyCity, slyCityExists, slyToWire, updateSlyCity } from '../repositories/cities';
import { lockSubject, renameSubject, subjectSelect, subjectView as subjectRecord, updateParentAccount } from '../repositories/subjects';
import { checkScenes, checkSysIds } from '../services/accountCentre';
import { findAccount } from '../repositories/accounts';
import { setAccountStatus } from '../services/accountStatus';
import type { GatePass } from '../domain/gatePass';
import { WHOLE_TENANT } from '../access/dataScope';

type Row = Record<string, unknown>;

/** A recorded value taken as it was written: the trail keeps the view's own values, so only the type is checked. */
const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
const count = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isSafeInteger(value) ? value : fallback);
const ids = (value: unknown, fallback: number[]) => (Array.isArray(value) && value.every((v) => Number.isSafeInteger(v)) ? (value as number[]) : fallback);
const given = (values: Row, field: string) => Object.hasOwn(values, field);
/** Enabled (2) or disabled (1): the only states a save or a status change leaves, so the only ones put back. */
const onOff = (value: unknown): 1 | 2 => {
  if (value === 1 || value === 2) return value;
  throw new ApiError(400, AUDIT_REVERT_MSG.notRevertible);
};

/**
 * A business-travel city put back through its edit (server/repositories/cities.ts), so its name reaches its children
 * and the standard cities mapped to it exactly as an edit carries it. Refused where the edit would lose or invent
 * something: a parent gone since, or a move back to another country while standard cities are mapped to it (the
 * move would drop their mappings).
 */
export const travelCityView = {
  async read(trx: Kysely<Database>, tenantId: number, id: number) {
    const row = await lockSlyCity(trx, tenantId, id);
    return row ? (slyToWire(row) as unknown as Row) : undefined;
  },
  async write(trx: Kysely<Database>, tenantId: number, id: number, values: Row) {
    const current = await lockSlyCity(trx, tenantId, id);
    if (!current) throw new ApiError(409, AUDIT_REVERT_MSG.gone);
    const parentId = given(values, 'parentId') ? (values.parentId === null ? null : count(values.parentId, -1)) : current.parent_id;
    if (parentId !== null && parentId !== current.parent_id) {
      if (!(await slyCityExists(trx, tenantId, parentId)) || parentId === id) throw new ApiError(400, AUDIT_REVERT_MSG.parentGone);
    }
    const countryCode = given(values, 'countryCode') ? text(values.countryCode, current.country_code) : current.country_code;
    if (countryCode !== current.country_code) {
      if (await hasMappedCities(trx, tenantId, id)) throw new ApiError(400, AUDIT_REVERT_MSG.mappedCities);
    }
    const { row } = await updateSlyCity(trx, tenantId, current, {
      country_code: countryCode,
      sly_id: given(values, 'slyId') ? text(values.slyId, current.sly_id) : current.sly_id,
      sly_code: given(values, 'slyCode') ? text(values.slyCode, current.sly_code) : current.sly_code,
      name: given(values, 'name') ? text(values.name, current.name) : current.name,
      full_name: given(values, 'fullName') ? text(values.fullName, current.full_name) : current.full_name,
      level: given(values, 'level') ? count(values.level, current.level) : current.level,
      parent_id: parentId,
      parent_name: given(values, 'parentName') ? (values.parentName === null ? null : text(values.parentName, current.parent_name ?? '')) : current.parent_name,
    });
    return slyToWire(row) as unknown as Row;
  },
};

/**
 * An account subject's name, and its parent account's name, scenes and status, put back as its save and its status
 * change write them (the scenes checked again: one deleted since refuses the revert with the save's message; a
 * frozen account is thawed first).
 */
export const subjectView = {
  async read(trx: Kysely<Database>, tenantId: number, id: number) {
    const found = await subjectSelect(trx, tenantId, WHOLE_TENANT).where('s.id', '=', id).executeTakeFirst();
    if (!found) return undefined;
    await lockSubject(trx, id);
    return (await subjectRecord(trx, tenantId, id)) as unknown as Row;
  },
  async write(trx: Kysely<Database>, tenantId: number, id: number, values: Row, pass: GatePass) {
    const current = await subjectSelect(trx, tenantId, WHOLE_TENANT).where('s.id', '=', id).executeTakeFirst();
    if (!current) throw new ApiError(409, AUDIT_REVERT_MSG.gone);
    if (given(values, 'subjectName')) await renameSubject(trx, id, text(values.subjectName, current.subject_name));
    const configIds = given(values, 'configIds') ? await checkScenes(trx, tenantId, ids(values.configIds, [])) : undefined;
    const accountName = given(values, 'accountName') ? text(values.accountName, current.account_name) : undefined;
    if (accountName !== undefined || configIds !== undefined) await updateParentAccount(trx, current.account_id, { accountName, configIds });
    if (given(values, 'status')) await setAccountStatus(trx, pass, tenantId, current.account_id, onOff(values.status));
    return (await subjectRecord(trx, tenantId, id)) as unknown as Row;
  },
};

/**
 * A child account's save put back, with the save's own checks: not while frozen, scenes within its parent's, and
 * the people or organisations of its scope still the tenant's.
 */
export const accountView = {
  async read(trx: Kysely<Database>, tenantId: number, id: number) {
    await lockAccount(trx, tenantId, id);
    const account = await findAccount(trx, tenantId, id, WHOLE_TENANT);
    return account && account.level === 2 ? (account as unknown as Row) : undefined;
  },
  async write(trx: Kysely<Database>, tenantId: number, id: number, values: Row, pass: GatePass) {
    const current = await findAccount(trx, tenantId, id, WHOLE_TENANT);
    if (!current) throw new ApiError(409, AUDIT_REVERT_MSG.gone);
    if (current.status === 3) throw new ApiError(400, '账户已冻结，请先解冻');
    const configIds = given(values, 'configIds') ? await checkScenes(trx, tenantId, ids(values.configIds, [])) : current.configIds;
    const parent = current.parentId === null ? undefined : await findAccount(trx, tenantId, current.parentId, WHOLE_TENANT);
    if (parent && configIds.some((scene) => !parent.configIds.includes(scene))) throw new ApiError(400, '请选择上级账户的业务场景', { configIds: '请选择上级账户的业务场景' });
    const flag = given(values, 'flag') ? count(values.flag, current.flag) : current.flag;
    const people = given(values, 'accountSysId') || given(values, 'flag');
    const sysIds = people ? await checkSysIds(trx, tenantId, current.accountScope, flag, ids(values.accountSysId, current.accountSysId)) : undefined;
    await updateChildAccount(trx, pass, tenantId, id, {
      accountName: given(values, 'accountName') ? text(values.accountName, current.accountName) : current.accountName,
      configIds,
      status: given(values, 'status') ? onOff(values.status) : current.status,
      sysIds,
      flag: people && current.accountScope === ACCOUNT_SCOPE.employee ? flag : undefined,
    });
    const after = await findAccount(trx, tenantId, id, WHOLE_TENANT);
    return after as unknown as Row;
  },
};
