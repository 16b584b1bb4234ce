import type { Kysely } from 'kysely';
import { PICK_ORG_FIRST, PICK_PERSON_FIRST, scopeNeeds } from '../../schemas/account';
import { SUBJECT_TYPE } from '../../schemas/accountSubject';
import type { Database } from '../db/schema';
import { ApiError } from '../http/envelope';
import { deptOfTenant, tenantName, unknownSysIds, userOfTenant } from '../repositories/org';
import { listScenes } from '../repositories/scenes';

/**
 * The rules of the account centre's forms that several services share (docs/product.md#validation): the scenes, the
 * owner of a subject and the people or organisations of an account must be the tenant's, each refused with its
 * field's message.
 */

/** Scene ids must be scenes of the tenant. */
export async function checkScenes(db: Kysely<Database>, tenantId: number, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = await listScenes(db, tenantId, unique);
  if (found.length !== unique.length) throw new ApiError(400, '请选择业务场景', { configIds: '请选择业务场景' });
  return unique;
}

/** The subject's display name from its owner (department, user or tenant); providers are named by the caller. */
export async function ownerName(db: Kysely<Database>, tenantId: number, type: number, sysId: number | null, given?: string) {
  if (type === SUBJECT_TYPE.provider) return given!;
  if (type === SUBJECT_TYPE.tenant) return given || (await tenantName(db, tenantId));
  if (type === SUBJECT_TYPE.employee) {
    const u = await userOfTenant(db, tenantId, sysId!);
    if (!u) throw new ApiError(400, '所选员工不存在', { subjectSysId: '所选员工不存在' });
    return given || u.actual_name;
  }
  const d = await deptOfTenant(db, tenantId, sysId!);
  if (!d) throw new ApiError(400, '所选组织不存在', { subjectSysId: '所选组织不存在' });
  if (type === SUBJECT_TYPE.group && d.level !== 0) throw new ApiError(400, '集团主体只能选择集团', { subjectSysId: '集团主体只能选择集团' });
  if (type === SUBJECT_TYPE.organisation && d.level === 0) throw new ApiError(400, '不能选择集团!', { subjectSysId: '不能选择集团!' });
  return given || d.name;
}

/** The people or organisations of a scope: required as docs/product.md#validation says, and all of the tenant. */
export async function checkSysIds(db: Kysely<Database>, tenantId: number, scope: number, flag: number, ids: number[]) {
  const needs = scopeNeeds(scope, flag);
  if (needs === 'none') return [];
  const unique = [...new Set(ids)];
  const message = needs === 'org' ? PICK_ORG_FIRST : PICK_PERSON_FIRST;
  if (unique.length === 0) throw new ApiError(400, message, { accountSysId: message });
  const unknown = await unknownSysIds(db, tenantId, needs, unique);
  if (unknown.length > 0) {
    const text = needs === 'org' ? '所选组织不存在' : '所选员工不存在';
    throw new ApiError(400, text, { accountSysId: text });
  }
  return unique;
}
