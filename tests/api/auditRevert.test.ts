import { describe, expect, it } from 'vitest';
import { AUDIT_BATCH_HEADER, AUDIT_ID_HEADER, AUDIT_REVERT_MSG } from '../../schemas/auditRevert';
import { fingerprint } from './support/audit';
import { GENESIS_HASH, hashOf, type AuditContent } from '../../server/audit/chain';
import { serverWithUsers } from './support/server';

/**
 * A record's history and the revert of any change (docs/product.md#history-and-undo): the history read from the
 * trail, a revert refused on a conflict with the fields named, a revert audited and itself reverted (redo),
 * a delete brought back, a bulk action reverted as one, money refused, the change's permission required and
 * the tenant kept to its own records.
 */
const t = serverWithUsers(['admin', 'operator', 'tenant']);

const T = '/accountcenter/actAccountType';
const M = '/cashierMgr/cashieroutmerchant';

const as = (token: string, tenantId = 1, headers: Record<string, string> = {}) => ({ token, tenantId, headers });
const post = (path: string, json: unknown, token = t.token.admin, headers: Record<string, string> = {}) => t.server.request('POST', path, { ...as(token, 1, headers), json });
const put = (path: string, json: unknown, token = t.token.admin) => t.server.request('PUT', path, { ...as(token), json });
const history = (entity: string, id: number | string, token = t.token.admin, tenantId = 1) =>
  t.server.request('GET', '/admin/audit/history', { ...as(token, tenantId), query: { entity, id: String(id) } });
const revert = (auditId: number, token = t.token.admin, tenantId = 1) => t.server.request('POST', `/admin/audit/${auditId}/revert`, as(token, tenantId));
const typeOf = async (id: number) => (await t.server.request('GET', `${T}/${id}`, as(t.token.admin))).body.data;
const merchantOf = async (id: number) => (await t.server.request('GET', `${M}/${id}`, as(t.token.admin))).body;

let serial = 0;
async function newType(name: string) {
  const reply = await post(T, { accountTypeName: `${name}${(serial += 1)}`, accountType: 0, accountKind: 1 });
  expect(reply.body.code, reply.text).toBe(0);
  return reply.body.data as { id: number; accountTypeName: string };
}
const renameType = (id: number, accountTypeName: string, remark?: string) =>
  post(`${T}/updateActAccountType`, { id, accountTypeName, accountType: 0, accountKind: 1, ...(remark ? { remark } : {}) });

async function newMerchant(code: string) {
  const reply = await post(M, {
    outSupplier: 'MEITUAN',
    merchantCode: `${code}${(serial += 1)}`,
    merchantName: `撤销测试企业${serial}`,
    outAuthInfo: JSON.stringify({ entId: 'E1', accessKey: 'AK', secretKey: 'S3CRET-REVERT' }),
  });
  expect(reply.body.code, reply.text).toBe(0);
  return reply.body.data as { id: number; merchantCode: string };
}

/** The newest change of a record, from its history. */
async function latest(entity: string, id: number, token = t.token.admin) {
  const reply = await history(entity, id, token);
  expect(reply.body.code, reply.text).toBe(0);
  return reply.body.data.records[0];
}

describe('the history of a record', () => {
  it('lists its changes newest first: who, when, the action and each field before and after', async () => {
    const type = await newType('历史类型');
    await renameType(type.id, '历史类型改名');
    await post(`${T}/disable`, { id: type.id });
    const reply = await history('accountType', type.id);
    expect(reply.status).toBe(200);
    const { records, total } = reply.body.data;
    expect(total).toBe(3);
    expect(records.map((r: any) => r.action)).toEqual(['disable', 'update', 'create']);
    expect(records[0]).toMatchObject({ username: 'admin', actualName: '系统管理员', revertOf: null, revertedBy: null, revertible: true });
    expect(records[0].changes).toEqual([{ field: 'enableFlag', before: '1', after: '0' }]);
    expect(records[1].changes).toEqual([{ field: 'accountTypeName', before: type.accountTypeName, after: '历史类型改名' }]);
    expect(records[0].auditId).toBeGreaterThan(records[1].auditId);
    expect(records[0].createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('refuses an unknown entity and a bad id with the exact messages', async () => {
    expect((await history('nope', 1)).body).toMatchObject({ code: 1, errors: { entity: AUDIT_REVERT_MSG.entity } });
    expect((await history('accountType', 'x')).body).toMatchObject({ code: 1, errors: { id: AUDIT_REVERT_MSG.id } });
  });
});

describe('reverting a change', () => {
  it('puts the fields back, is audited as a revert pointing at the change, and is reverted in turn (redo)', async () => {
    const type = await newType('撤销类型');
    const renamed = await renameType(type.id, '撤销类型改名');
    const change = await latest('accountType', type.id);
    // The reply of a done change names its record, for the console's undo.
    expect(renamed.headers.get(AUDIT_ID_HEADER)).toBe(String(change.auditId));
    const done = await revert(change.auditId);
    expect(done.body, done.text).toMatchObject({ code: 0, data: { reverted: [change.auditId] } });
    expect((await typeOf(type.id)).accountTypeName).toBe(type.accountTypeName);

    const reverted = await latest('accountType', type.id);
    expect(reverted).toMatchObject({ auditId: done.body.data.auditIds[0], action: 'revert', revertOf: change.auditId, username: 'admin' });
    expect(reverted.changes).toEqual([{ field: 'accountTypeName', before: '撤销类型改名', after: type.accountTypeName }]);
    const records = (await history('accountType', type.id)).body.data.records;
    expect(records.find((r: any) => r.auditId === change.auditId).revertedBy).toBe(reverted.auditId);

    expect(done.headers.get(AUDIT_ID_HEADER)).toBe(String(reverted.auditId));
    const redo = await revert(reverted.auditId);
    expect(redo.body.code, redo.text).toBe(0);
    expect((await typeOf(type.id)).accountTypeName).toBe('撤销类型改名');
    expect(await latest('accountType', type.id)).toMatchObject({ action: 'revert', revertOf: reverted.auditId });
  });

  it('is refused when a field changed since, naming each conflicting field, and changes nothing', async () => {
    const type = await newType('冲突类型');
    await renameType(type.id, '冲突类型一');
    const first = await latest('accountType', type.id);
    await renameType(type.id, '冲突类型二');
    const before = await fingerprint(t.server.app);
    const refused = await revert(first.auditId);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      code: 1,
      msg: AUDIT_REVERT_MSG.conflict,
      data: { conflicts: [{ auditId: first.auditId, entity: 'accountType', entityId: String(type.id), field: 'accountTypeName', expected: '冲突类型一', current: '冲突类型二' }] },
    });
    expect(await fingerprint(t.server.app)).toBe(before);
    expect((await typeOf(type.id)).accountTypeName).toBe('冲突类型二');
  });

  it('brings a deleted record back where the entity allows it, and takes back a creation', async () => {
    const merchant = await newMerchant('REVERT-DEL');
    const removed = await t.server.request('DELETE', `${M}/${merchant.id}`, as(t.token.admin));
    expect(removed.body.code, removed.text).toBe(0);
    expect((await merchantOf(merchant.id)).code).toBe(1);

    const deletion = await latest('outMerchant', merchant.id);
    expect(deletion.action).toBe('delete');
    expect((await revert(deletion.auditId)).body.code).toBe(0);
    const back = (await merchantOf(merchant.id)).data;
    expect(back).toMatchObject({ id: merchant.id, merchantCode: merchant.merchantCode, enabledFlag: '0' });
    // The recorded secret is masked: it comes back without it, to be entered again before enabling.
    expect(JSON.parse(back.outAuthInfo)).toEqual({ entId: 'E1', accessKey: 'AK' });

    // Reverting the restore deletes it again; reverting the creation of a fresh one takes it away.
    expect((await revert((await latest('outMerchant', merchant.id)).auditId)).body.code).toBe(0);
    expect((await merchantOf(merchant.id)).code).toBe(1);
    const fresh = await newMerchant('REVERT-NEW');
    const created = await latest('outMerchant', fresh.id);
    expect((await revert(created.auditId)).body.code).toBe(0);
    expect((await merchantOf(fresh.id)).code).toBe(1);
  });

  it('refuses what the entity cannot take back, with a clear message', async () => {
    const type = await newType('不可撤销');
    const creation = await latest('accountType', type.id);
    expect(creation.revertible).toBe(false);
    expect((await revert(creation.auditId)).body).toMatchObject({ code: 1, msg: AUDIT_REVERT_MSG.notRevertible });
    expect((await typeOf(type.id)).id).toBe(type.id);
  });

  it('reverts a bulk action as one: all its changes, or none when one of them conflicts', async () => {
    const [a, b, c] = [await newMerchant('BULK-A'), await newMerchant('BULK-B'), await newMerchant('BULK-C')];
    const enableAll = async (batch: string, ids: number[]) => {
      for (const id of ids) expect((await post(`${M}/updateStatus`, { id, enabledFlag: '1' }, t.token.admin, { [AUDIT_BATCH_HEADER]: batch })).body.code).toBe(0);
    };
    await enableAll('bulk-revert-one', [a.id, b.id]);
    const done = await revert((await latest('outMerchant', a.id)).auditId);
    expect(done.body.code, done.text).toBe(0);
    expect(done.body.data.reverted).toHaveLength(2);
    expect((await merchantOf(a.id)).data.enabledFlag).toBe('0');
    expect((await merchantOf(b.id)).data.enabledFlag).toBe('0');
    // The revert is a bulk action too: its redo enables both again.
    const undone = await latest('outMerchant', b.id);
    expect(undone.batchId).toBeTruthy();
    expect((await revert(undone.auditId)).body.data.reverted).toHaveLength(2);
    expect((await merchantOf(a.id)).data.enabledFlag).toBe('1');

    await post(`${M}/updateStatus`, { id: a.id, enabledFlag: '0' });
    await enableAll('bulk-revert-two', [a.id, c.id]);
    await post(`${M}/updateStatus`, { id: c.id, enabledFlag: '0' });
    const refused = await revert((await latest('outMerchant', a.id)).auditId);
    expect(refused.status).toBe(409);
    expect(refused.body.data.conflicts.map((x: any) => [x.entityId, x.field])).toEqual([[String(c.id), 'enabledFlag']]);
    expect((await merchantOf(a.id)).data.enabledFlag).toBe('1');
  });

  it('never reverts money: a recharge is refused with a clear message and the balance stays', async () => {
    const db = t.server.app.database.db;
    const accounts = await db.selectFrom('act_account').select(['account_no']).where('tenant_id', '=', 1).where('level', '=', 2).execute();
    let recharged: string | undefined;
    for (const { account_no } of accounts) {
      const reply = await post('/accountcenter/actAccount/exchangeAccounts/recharge', [{ toAccountNo: account_no, changeNum: '1.5', tenantId: 1 }]);
      if (reply.body.code === 0) {
        recharged = account_no;
        // A change the server never reverts offers the console no undo: its reply names no record to revert.
        expect(reply.headers.get(AUDIT_ID_HEADER)).toBeNull();
        break;
      }
    }
    expect(recharged).toBeTruthy();
    const record = await db.selectFrom('sys_audit_log').select('id').where('action', '=', 'recharge').where('result', '=', 'ok').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const before = await fingerprint(t.server.app);
    const refused = await revert(Number(record.id));
    expect(refused.body).toMatchObject({ code: 1, msg: AUDIT_REVERT_MSG.money });
    expect(await fingerprint(t.server.app)).toBe(before);
  });

  it('needs the permission of the change it undoes, checked on the server', async () => {
    const merchant = await newMerchant('REVERT-PERM');
    await put(M, { id: merchant.id, outSupplier: 'MEITUAN', merchantCode: merchant.merchantCode, merchantName: '权限测试改名' });
    const change = await latest('outMerchant', merchant.id);
    const refused = await revert(change.auditId, t.token.operator);
    expect(refused.status).toBe(403);
    expect((await merchantOf(merchant.id)).data.merchantName).toBe('权限测试改名');
    const refusal = await t.server.app.database.db.selectFrom('sys_audit_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(refusal).toMatchObject({ entity: 'auditLog', action: 'revert', entity_id: String(change.auditId), result: 'error', username: 'operator' });
    expect((await revert(change.auditId)).body.code).toBe(0);
  });

  it("keeps each tenant to its own records: another tenant's change is not found, its history empty", async () => {
    const type = await newType('租户隔离');
    await renameType(type.id, '租户隔离改名');
    const change = await latest('accountType', type.id);
    const refused = await revert(change.auditId, t.token.tenant, 2);
    expect(refused.status).toBe(404);
    expect((await typeOf(type.id)).accountTypeName).toBe('租户隔离改名');
    expect((await history('accountType', type.id, t.token.tenant, 2)).body.data).toEqual({ records: [], total: 0 });
  });

  it('refuses a bad audit id with the exact message, and an unknown one as not found', async () => {
    expect((await revert('abc' as unknown as number)).body).toMatchObject({ code: 1, errors: { auditId: AUDIT_REVERT_MSG.auditId } });
    expect((await revert(999_999_999)).status).toBe(404);
  });

  it('leaves a chain that still verifies: the revert link and the bulk batch are covered by the hash', async () => {
    const db = t.server.app.database.db;
    const linked = await db.selectFrom('sys_audit_log').select(['id']).where('tenant_id', '=', 1).where('revert_of', 'is not', null).where('batch_id', 'is not', null).execute();
    expect(linked.length).toBeGreaterThan(0);
    const verified = await t.server.request('GET', '/admin/audit/verify', as(t.token.admin));
    expect(verified.body.data).toMatchObject({ ok: true });
  });

  it('hashes the revert link and the batch only when present, so older records keep their hashes', () => {
    const base: AuditContent = {
      tenantId: 1,
      seq: 1,
      createTime: new Date(0),
      userId: 1,
      username: 'a',
      actualName: null,
      clientIp: null,
      userAgent: null,
      method: 'POST',
      route: '/x',
      action: 'update',
      entity: 'accountType',
      entityId: '1',
      changes: '[]',
      result: 'ok',
      errorCode: null,
      errorMsg: null,
      prevHash: GENESIS_HASH,
    };
    const plain = hashOf(base);
    expect(hashOf({ ...base, revertOf: null, batchId: null })).toBe(plain);
    expect(hashOf({ ...base, revertOf: 7 })).not.toBe(plain);
    expect(hashOf({ ...base, batchId: 'abcdefgh' })).not.toBe(hashOf({ ...base, revertOf: 7 }));
  });
});
