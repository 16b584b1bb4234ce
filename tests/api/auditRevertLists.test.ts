import { describe, expect, it } from 'vitest';
import { AUDIT_ID_HEADER, AUDIT_REVERT_MSG } from '../../schemas/auditRevert';
import { appendAudit } from '../../server/audit/chain';
import { fingerprint } from './support/audit';
import { serverWithUsers } from './support/server';

/**
 * History and revert on the rest of the audited lists (docs/product.md#history-and-undo): reading a record's history
 * needs its list in the caller's menu; business-travel cities revert their own fields with the edit's carry-on to
 * children and mapped standard cities; account subjects and child accounts revert their saves' non-money fields;
 * screens have a history without revert.
 */
const t = serverWithUsers(['admin', 'operator']);

const as = (token: string) => ({ token, tenantId: 1 });
const post = (path: string, json: unknown, token = t.token.admin) => t.server.request('POST', path, { ...as(token), json });
const get = (path: string, query?: Record<string, string>, token = t.token.admin) => t.server.request('GET', path, { ...as(token), query });
const history = (entity: string, id: number | string, token = t.token.admin) => get('/admin/audit/history', { entity, id: String(id) }, token);
const revert = (auditId: number) => t.server.request('POST', `/admin/audit/${auditId}/revert`, as(t.token.admin));

async function latest(entity: string, id: number) {
  const reply = await history(entity, id);
  expect(reply.body.code, reply.text).toBe(0);
  return reply.body.data.records[0];
}

async function ok(reply: { body: any; text: string }) {
  expect(reply.body.code, reply.text).toBe(0);
  return reply.body.data;
}

describe('reading a history needs the list it belongs to', () => {
  it("refuses a user whose menu lacks the entity's list with the status table's refusal, per entity", async () => {
    // The operator's menu holds the account centre (账户类型 among it) but not 三方企业授权.
    const merchant = await ok(await post('/cashierMgr/cashieroutmerchant', { outSupplier: 'MEITUAN', merchantCode: 'HIST-PERM-1', merchantName: '历史权限企业' }));
    const refused = await history('outMerchant', merchant.id, t.token.operator);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 1, msg: '当前操作没有权限' });
    expect((await history('outMerchant', merchant.id)).body.data.records.map((r: any) => r.action)).toEqual(['create']);
    const type = await ok(await post('/accountcenter/actAccountType', { accountTypeName: '历史权限类型', accountType: 0, accountKind: 1 }));
    const served = await history('accountType', type.id, t.token.operator);
    expect(served.body.data.records.map((r: any) => r.action)).toEqual(['create']);
  });
});

describe('business-travel cities', () => {
  const C = '/platsync/syscity';
  const city = async (name: string, slyCode: string, parentId?: number) =>
    ok(await post(`${C}/save`, { name, slyCode, countryCode: 'CN', level: parentId ? 3 : 2, ...(parentId ? { parentId } : {}) }));
  const cityOf = async (id: number) => await t.server.app.database.db.selectFrom('sys_city').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const standardOf = async (id: number) => await t.server.app.database.db.selectFrom('sys_standard_city').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it("puts a city's own fields back through its edit: its children and mapped standard cities follow, and the revert is redone", async () => {
    const parent = await city('撤销市', 'REV-CITY-1');
    const child = await city('撤销区', 'REV-CITY-2', parent.id);
    const standard = await t.server.app.database.db
      .selectFrom('sys_standard_city')
      .select('id')
      .where('tenant_id', '=', 1)
      .where('country_code', '=', 'CN')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await ok(await post('/platsync/sysStandardCity/edit', { id: standard.id, bipId: parent.id }));
    const renamed = await post(`${C}/edit`, { id: parent.id, name: '撤销市改', slyCode: 'REV-CITY-1B', countryCode: 'CN', level: 2 });
    await ok(renamed);
    expect((await cityOf(child.id)).parent_name).toBe('撤销市改');
    expect((await standardOf(standard.id)).bip_name).toBe('撤销市改');

    const change = await latest('travelCity', parent.id);
    expect(renamed.headers.get(AUDIT_ID_HEADER)).toBe(String(change.auditId));
    expect(change).toMatchObject({ action: 'update', revertible: true });
    const done = await revert(change.auditId);
    expect(done.body.code, done.text).toBe(0);
    expect(await cityOf(parent.id)).toMatchObject({ name: '撤销市', sly_code: 'REV-CITY-1', full_name: '撤销市' });
    expect((await cityOf(child.id)).parent_name).toBe('撤销市');
    expect(await standardOf(standard.id)).toMatchObject({ bip_id: parent.id, bip_name: '撤销市', sly_code: 'REV-CITY-1' });

    const undone = await latest('travelCity', parent.id);
    expect(undone).toMatchObject({ action: 'revert', revertOf: change.auditId });
    expect(undone.changes).toEqual(
      expect.arrayContaining([
        { field: 'name', before: '撤销市改', after: '撤销市' },
        { field: 'slyCode', before: 'REV-CITY-1B', after: 'REV-CITY-1' },
      ]),
    );
    expect((await revert(undone.auditId)).body.code).toBe(0);
    expect((await cityOf(child.id)).parent_name).toBe('撤销市改');
  });

  it("refuses an edit that dropped standard cities' mappings, and a creation or delete, leaving everything as it is", async () => {
    const moved = await city('迁移市', 'REV-CITY-3');
    const standard = await t.server.app.database.db
      .selectFrom('sys_standard_city')
      .select('id')
      .where('tenant_id', '=', 1)
      .where('country_code', '=', 'CN')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await ok(await post('/platsync/sysStandardCity/edit', { id: standard.id, bipId: moved.id }));
    await ok(await post(`${C}/edit`, { id: moved.id, name: '迁移市', slyCode: 'REV-CITY-3', countryCode: 'US', level: 2 }));
    const change = await latest('travelCity', moved.id);
    expect(change.changes).toContainEqual({ field: 'unmappedStandardCities', before: null, after: 1 });
    expect(change.revertible).toBe(false);
    const before = await fingerprint(t.server.app);
    expect((await revert(change.auditId)).body).toMatchObject({ code: 1, msg: AUDIT_REVERT_MSG.notRevertible });
    const creation = (await history('travelCity', moved.id)).body.data.records.at(-1);
    expect(creation).toMatchObject({ action: 'create', revertible: false });
    expect((await revert(creation.auditId)).body).toMatchObject({ code: 1, msg: AUDIT_REVERT_MSG.notRevertible });
    expect(await fingerprint(t.server.app)).toBe(before);
  });

  it('refuses moving a city back to its country while standard cities are mapped to it there', async () => {
    const city3 = await city('往返市', 'REV-CITY-4');
    await ok(await post(`${C}/edit`, { id: city3.id, name: '往返市', slyCode: 'REV-CITY-4', countryCode: 'US', level: 2 }));
    const change = await latest('travelCity', city3.id);
    const standard = await t.server.app.database.db.selectFrom('sys_standard_city').select('id').where('tenant_id', '=', 1).where('country_code', '=', 'US').executeTakeFirst();
    if (!standard) throw new Error('the seed has a US standard city');
    await ok(await post('/platsync/sysStandardCity/edit', { id: standard.id, bipId: city3.id }));
    const refused = await revert(change.auditId);
    expect(refused.body).toMatchObject({ code: 1, msg: AUDIT_REVERT_MSG.mappedCities });
    expect((await cityOf(city3.id)).country_code).toBe('US');
    expect((await standardOf(standard.id)).bip_id).toBe(city3.id);
  });
});

describe('account subjects and child accounts', () => {
  const S = '/accountcenter/subject';
  const A = '/accountcenter/actAccount';

  async function provider(name: string) {
    const scenes = await ok(await get(`${S}/scenes`));
    const subject = await ok(await post(`${S}/save`, { subjectType: 9, subjectName: name, accountName: `${name}结算`, configIds: [scenes[0].id, scenes[1].id], tenantId: 1 }));
    return { subject, scenes };
  }

  it("puts a subject's name, account name and scenes back, and offers the undo in the reply", async () => {
    const { subject, scenes } = await provider('撤销供应商');
    const saved = await post(`${S}/update`, { id: subject.id, subjectName: '撤销供应商改', accountName: '改名结算', configIds: [scenes[0].id], tenantId: 1 });
    expect(await ok(saved)).toMatchObject({ subjectName: '撤销供应商改', accountName: '改名结算', configIds: [scenes[0].id] });
    const change = await latest('subject', subject.id);
    expect(saved.headers.get(AUDIT_ID_HEADER)).toBe(String(change.auditId));
    expect(change.revertible).toBe(true);
    const done = await revert(change.auditId);
    expect(done.body.code, done.text).toBe(0);
    const view = await ok(await get(`${S}/view/${subject.id}/1`));
    expect(view).toMatchObject({
      subjectName: '撤销供应商',
      accountName: '撤销供应商结算',
      configIds: subject.configIds,
      configNames: subject.configNames,
      accountNum: subject.accountNum,
    });
    expect((await latest('subject', subject.id)).changes.map((c: any) => c.field).sort()).toEqual(['accountName', 'configIds', 'subjectName']);
  });

  it("puts a subject's enabling back, and refuses its redo once the account was frozen since", async () => {
    const { subject } = await provider('状态撤销');
    const status = async () => (await ok(await get(`${S}/view/${subject.id}/1`))).status;
    const first = await status();
    const other = first === 2 ? 1 : 2;
    await ok(await post(`${S}/operate`, { id: subject.id, status: other, tenantId: 1 }));
    const change = await latest('subject', subject.id);
    expect(change).toMatchObject({ action: 'status', revertible: true, changes: [{ field: 'status', before: first, after: other }] });
    expect((await revert(change.auditId)).body.code).toBe(0);
    expect(await status()).toBe(first);

    const redo = await latest('subject', subject.id);
    await ok(await get(`${S}/freeze/${subject.id}/1`));
    const refused = await revert(redo.auditId);
    expect(refused.status).toBe(409);
    expect(refused.body.data.conflicts.map((c: any) => [c.field, c.current])).toEqual([['status', 3]]);
    expect(await status()).toBe(3);
  });

  it("puts a child account's name, scenes and status back, with a conflict named when the name changed since", async () => {
    const { subject, scenes } = await provider('子账户撤销');
    const type = await t.server.app.database.db
      .selectFrom('act_account_type')
      .select('id')
      .where('tenant_id', '=', 1)
      .where('enable_flag', '=', '1')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const child = await ok(
      await post(`${A}/save`, {
        parentId: subject.accountId,
        accountName: '撤销子账户',
        configIds: [scenes[0].id, scenes[1].id],
        accountTypeId: type.id,
        accountType: 1,
        status: 2,
        tenantId: 1,
      }),
    );
    // An account changes only with the version it was read at (docs/api.md); a revert needs none, it checks each field.
    const at = async () => (await ok(await get(`${A}/son/view/${child.id}/1`))).version;
    await ok(await post(`${A}/update`, { id: child.id, accountName: '撤销子账户改', configIds: [scenes[1].id], status: 1, tenantId: 1, version: await at() }));
    const change = await latest('account', child.id);
    expect(change.revertible).toBe(true);
    expect((await revert(change.auditId)).body.code).toBe(0);
    expect(await ok(await get(`${A}/son/view/${child.id}/1`))).toMatchObject({
      accountName: '撤销子账户',
      configIds: [scenes[0].id, scenes[1].id],
      status: 2,
      accountNum: child.accountNum,
    });

    await ok(await post(`${A}/update`, { id: child.id, accountName: '第二次改名', configIds: [scenes[0].id], status: 2, tenantId: 1, version: await at() }));
    const second = await latest('account', child.id);
    await ok(await post(`${A}/update`, { id: child.id, accountName: '第三次改名', configIds: [scenes[0].id], status: 2, tenantId: 1, version: await at() }));
    const refused = await revert(second.auditId);
    expect(refused.status).toBe(409);
    expect(refused.body.data.conflicts.map((c: any) => [c.field, c.expected, c.current])).toEqual([['accountName', '第二次改名', '第三次改名']]);
  });

  it('refuses a change that touched a money field, whatever its action, and changes nothing', async () => {
    const { subject } = await provider('资金字段');
    const db = t.server.app.database.db;
    // A save whose record says the balance or the credit moved (no route of ours writes one; the guard must hold).
    const draft = {
      tenantId: 1,
      userId: 1,
      username: 'admin',
      actualName: '系统管理员',
      clientIp: null,
      userAgent: null,
      method: 'POST',
      route: '/accountcenter/subject/update',
      action: 'update',
      entity: 'subject',
      entityId: String(subject.id),
      result: 'ok',
      errorCode: null,
      errorMsg: null,
    } as const;
    for (const field of ['accountNum', 'creditNum']) {
      const moved = await appendAudit(db, {
        ...draft,
        changes: JSON.stringify([
          { field: 'subjectName', before: '资金字段', after: '资金字段' },
          { field, before: '0.00', after: '9.00' },
        ]),
      });
      expect((await history('subject', subject.id)).body.data.records[0]).toMatchObject({ auditId: moved.id, revertible: false });
      const before = await fingerprint(t.server.app);
      expect((await revert(moved.id)).body).toMatchObject({ code: 1, msg: AUDIT_REVERT_MSG.money });
      expect(await fingerprint(t.server.app)).toBe(before);
    }
    const opening = (await history('subject', subject.id)).body.data.records.at(-1);
    expect(opening).toMatchObject({ action: 'create', revertible: false });
  });
});

describe('screens', () => {
  it('have a history (drafts, publishing) without revert', async () => {
    const declaration = {
      key: 'history-screen',
      title: { zh: '前端错误', en: 'Front-end errors' },
      source: 'systemLog',
      columns: [{ field: 'message', title: { zh: '错误信息', en: 'Message' } }],
      pageSize: 20,
    };
    const { id } = await ok(await post('/admin/screen', declaration));
    await ok(await t.server.request('PUT', '/admin/screen', { ...as(t.token.admin), json: { id, ...declaration, pageSize: 50 } }));
    await ok(await post(`/admin/screen/${id}/publish`, {}));
    const records = (await history('screen', id)).body.data.records;
    expect(records.map((r: any) => [r.action, r.revertible])).toEqual([
      ['publish', false],
      ['update', false],
      ['create', false],
    ]);
    expect(records[1].changes).toEqual(expect.arrayContaining([{ field: 'pageSize', before: 20, after: 50 }]));
    expect((await revert(records[0].auditId)).body).toMatchObject({ code: 1, msg: AUDIT_REVERT_MSG.notRevertible });
  });
});

describe('dashboards', () => {
  it('have a history (drafts, publishing) without revert, for those who hold 看板设计', async () => {
    const declaration = {
      home: 'wel',
      title: { zh: '历史看板', en: 'History dashboard' },
      widgets: [{ kind: 'bar', title: { zh: '每日消费', en: 'Spending per day' }, aggregate: 'consumptionPerDay', measure: 'amount', range: '7d', span: 2 }],
    };
    const { id } = await ok(await post('/admin/dashboard', declaration));
    await ok(await t.server.request('PUT', '/admin/dashboard', { ...as(t.token.admin), json: { id, ...declaration, title: { zh: '历史看板二', en: 'History dashboard' } } }));
    await ok(await post(`/admin/dashboard/${id}/publish`, {}));
    const records = (await history('dashboard', id)).body.data.records;
    expect(records.map((r: any) => [r.action, r.revertible])).toEqual([
      ['publish', false],
      ['update', false],
      ['create', false],
    ]);
    // Only the title changed: the widgets, read back from the database in its own key order, are not listed.
    expect(records[1].changes).toEqual([{ field: 'title', before: declaration.title, after: { zh: '历史看板二', en: 'History dashboard' } }]);
    expect((await revert(records[0].auditId)).body).toMatchObject({ code: 1, msg: AUDIT_REVERT_MSG.notRevertible });
    // The operator's menu has no 看板设计: its history is refused as the list is.
    expect((await history('dashboard', id, t.token.operator)).status).toBe(403);
  });
});

describe('menu nodes: creations and deletes with their tenant and role links', () => {
  const linksOf = async (id: number) => {
    const db = t.server.app.database.db;
    const [tenants, roles, node] = await Promise.all([
      db.selectFrom('sys_tenant_menu').select('tenant_id').where('menu_id', '=', id).orderBy('tenant_id').execute(),
      db.selectFrom('sys_role_menu').select('role_id').where('menu_id', '=', id).orderBy('role_id').execute(),
      db.selectFrom('sys_menu').selectAll().where('id', '=', id).executeTakeFirst(),
    ]);
    return { node, tenantIds: tenants.map((r) => Number(r.tenant_id)), roleIds: roles.map((r) => Number(r.role_id)) };
  };
  const createNode = async (name: string) =>
    ok(await post('/admin/menu', { parentId: 1300, name, enName: 'Revert node', path: '/platsync/basiccountry/index', sortOrder: 9, keepAlive: '0' }));

  it('brings a deleted node back with the tenants and roles that held it, and deletes it again on redo', async () => {
    const node = await createNode('撤销删除菜单');
    // Assigned to a second role besides the creator's, as a role administrator would.
    const operatorRole = await t.server.app.database.db.selectFrom('sys_role').select('role_id').where('role_code', '=', 'ROLE_OPERATOR').executeTakeFirstOrThrow();
    await t.server.app.database.db.insertInto('sys_role_menu').values({ role_id: operatorRole.role_id, menu_id: node.id }).execute();
    const held = await linksOf(node.id);
    expect(held.roleIds.length).toBe(2);

    await ok(await t.server.request('DELETE', `/admin/menu/${node.id}`, as(t.token.admin)));
    expect(await linksOf(node.id)).toEqual({ node: undefined, tenantIds: [], roleIds: [] });
    const deletion = await latest('menu', node.id);
    expect(deletion).toMatchObject({ action: 'delete', revertible: true });
    expect(deletion.changes).toEqual(
      expect.arrayContaining([
        { field: 'tenantIds', before: held.tenantIds, after: null },
        { field: 'roleIds', before: held.roleIds, after: null },
      ]),
    );

    expect((await revert(deletion.auditId)).body.code).toBe(0);
    expect(await linksOf(node.id)).toEqual(held);
    const back = await latest('menu', node.id);
    expect(back).toMatchObject({ action: 'revert', revertOf: deletion.auditId });
    // Redo: the revert of the delete is taken back, links and all.
    expect((await revert(back.auditId)).body.code).toBe(0);
    expect(await linksOf(node.id)).toEqual({ node: undefined, tenantIds: [], roleIds: [] });
  });

  it('takes a creation back with the links it made, refused while the node has children or once its links changed', async () => {
    const node = await createNode('撤销新增菜单');
    const creation = await latest('menu', node.id);
    expect(creation.changes).toEqual(expect.arrayContaining([{ field: 'tenantIds', before: null, after: [1] }]));
    expect((await revert(creation.auditId)).body.code).toBe(0);
    expect(await linksOf(node.id)).toEqual({ node: undefined, tenantIds: [], roleIds: [] });

    const parent = await createNode('有子菜单');
    await ok(await post('/admin/menu', { parentId: parent.id, name: '子菜单', path: '/platsync/basiccountry/index', sortOrder: 1, keepAlive: '0' }));
    const parentCreation = (await history('menu', parent.id)).body.data.records.at(-1);
    expect((await revert(parentCreation.auditId)).body).toMatchObject({ code: 1, msg: '该菜单含有下级菜单，请先删除下级菜单' });

    const shared = await createNode('已分配菜单');
    const sharedCreation = await latest('menu', shared.id);
    await ok(
      await t.server.request('PUT', '/admin/tenant/update/menu', { ...as(t.token.admin), json: { tenantId: 2, menuIds: [1101, 1103, 1201, 1403, 1407, 1492, 2401, shared.id] } }),
    );
    const refused = await revert(sharedCreation.auditId);
    expect(refused.status).toBe(409);
    // The assignment gave the node to the second tenant and to its administrators' role: both links are named.
    const conflicts = refused.body.data.conflicts as { field: string; expected: unknown; current: unknown }[];
    expect(conflicts.map((c) => c.field)).toEqual(['tenantIds', 'roleIds']);
    expect(conflicts[0]).toMatchObject({ expected: [1], current: [1, 2] });
    expect((await linksOf(shared.id)).tenantIds).toEqual([1, 2]);
  });

  it('refuses bringing a node back under a parent gone since, and an edit that moved a node', async () => {
    const parent = await createNode('将删除的上级');
    const child = await ok(await post('/admin/menu', { parentId: parent.id, name: '将删除的下级', path: '/platsync/basiccountry/index', sortOrder: 1, keepAlive: '0' }));
    await ok(await t.server.request('DELETE', `/admin/menu/${child.id}`, as(t.token.admin)));
    const deletion = await latest('menu', child.id);
    await ok(await t.server.request('DELETE', `/admin/menu/${parent.id}`, as(t.token.admin)));
    expect((await revert(deletion.auditId)).body).toMatchObject({ code: 1, msg: '上级菜单不存在' });

    const moved = await createNode('将移动的菜单');
    await ok(
      await t.server.request('PUT', '/admin/menu', {
        ...as(t.token.admin),
        json: { id: moved.id, parentId: 1100, name: '将移动的菜单', path: '/platsync/basiccountry/index', sortOrder: 9, keepAlive: '0', type: '0' },
      }),
    );
    const move = await latest('menu', moved.id);
    expect(move.revertible).toBe(false);
    expect((await revert(move.auditId)).body).toMatchObject({ code: 1, msg: AUDIT_REVERT_MSG.notRevertible });
  });
});
