import { describe, expect, it } from 'vitest';
import { OVERWRITE_HEADER, VERSION_MSG } from '../../schemas/idempotency';
import { createRole, createUser, deptIdOf, signInFirstTime } from './support/people';
import { serverWithUsers, type TestReply } from './support/server';

/**
 * Record versions (docs/api.md, "Idempotency keys and versions"): every edited record carries `version`, a single
 * read names it in ETag, a change sent with a stale one is refused 412 with the record as it now stands and who
 * changed it, accounts and their limits refuse a change without one (428), and nothing is written by a refused
 * change. Every reply here is held to its route's declared schema, the 412's included (support/replyCheck.ts).
 */
const t = serverWithUsers(['admin', 'operator']);

const T = '/accountcenter/actAccountType';
const A = '/accountcenter/actAccount';
const S = '/accountcenter/subject';
const L = '/accountcenter/actAccountLimit';
const M = '/cashierMgr/cashieroutmerchant';

const at = (version: number) => ({ 'if-match': `"${version}"` });
const req = (method: string, path: string, json?: unknown, headers: Record<string, string> = {}, token = t.token.admin) =>
  t.server.request(method, path, { token, tenantId: 1, json, headers });
const db = () => t.server.app.database.db;

let serial = 0;
async function newType() {
  const reply = await req('POST', T, { accountTypeName: `版本类型${(serial += 1)}`, accountType: 0, accountKind: 1 });
  expect(reply.body.code, reply.text).toBe(0);
  return reply.body.data as { id: number; accountTypeName: string; version: number };
}
const rename = (id: number, name: string, headers: Record<string, string> = {}, extra: object = {}) =>
  req('POST', `${T}/updateActAccountType`, { id, accountTypeName: name, accountType: 0, accountKind: 1, ...extra }, headers);

function expectStale(reply: TestReply, current: Record<string, unknown>) {
  expect(reply.status, reply.text).toBe(412);
  expect(reply.body).toMatchObject({ code: 1, msg: VERSION_MSG.stale, data: current });
}

async function freshAccount() {
  const subjects = await req('POST', `${S}/list`, { current: 1, size: 10, subjectName: '北京中膳' });
  const parent = subjects.body.data.records[0];
  const type = await db().selectFrom('act_account_type').select('id').where('tenant_id', '=', 1).where('enable_flag', '=', '1').orderBy('id').executeTakeFirstOrThrow();
  const saved = await req('POST', `${A}/save`, {
    parentId: parent.accountId,
    accountName: `版本账户${(serial += 1)}`,
    configIds: [parent.configIds[0]],
    accountTypeId: type.id,
    accountType: 1,
    tenantId: 1,
  });
  expect(saved.body.code, saved.text).toBe(0);
  return saved.body.data as { id: number; accountNo: string; accountName: string; configIds: number[]; version: number };
}

describe('an account type', () => {
  it('carries its version in every reply and its single read names it in ETag', async () => {
    const type = await newType();
    expect(type.version).toBe(1);
    const read = await req('GET', `${T}/${type.id}`);
    expect(read.headers.get('etag')).toBe('"1"');
    const list = await t.server.request('GET', `${T}/listPage`, { token: t.token.admin, query: { accountTypeName: type.accountTypeName } });
    expect(list.body.data.records[0].version).toBe(1);
    const renamed = await rename(type.id, `${type.accountTypeName}改`, at(1));
    expect(renamed.body.data.version).toBe(2);
    expect((await req('GET', `${T}/${type.id}`)).headers.get('etag')).toBe('"2"');
  });

  it('refuses a stale change with 412, the record as it stands and who changed it; writes nothing', async () => {
    const type = await newType();
    // Two operators open version 1; the first saves.
    const first = await rename(type.id, `${type.accountTypeName}甲`, at(1));
    expect(first.status).toBe(200);
    const second = await rename(type.id, `${type.accountTypeName}乙`, at(1));
    expectStale(second, { id: type.id, accountTypeName: `${type.accountTypeName}甲`, version: 2 });
    expect(second.body.lastChange).toMatchObject({ userId: t.user.admin.userId, username: 'admin', actualName: '系统管理员', action: 'update' });
    expect(second.body.lastChange.time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await req('GET', `${T}/${type.id}`)).body.data.accountTypeName).toBe(`${type.accountTypeName}甲`);
    // The body's version says the same; a status change is checked too.
    expectStale(await rename(type.id, 'x', {}, { version: 1 }), { version: 2 });
    expectStale(await req('POST', `${T}/disable`, { id: type.id, version: 1 }), { enableFlag: '1', version: 2 });
    expect((await req('POST', `${T}/disable`, { id: type.id }, at(2))).body.data).toMatchObject({ enableFlag: '0', version: 3 });
  });

  it('is changed as before when no version is sent (the record does not carry money)', async () => {
    const type = await newType();
    expect((await rename(type.id, `${type.accountTypeName}无版本`)).body.data.version).toBe(2);
  });

  it('refuses a malformed If-Match or version, and disagreeing ones, with their messages', async () => {
    const type = await newType();
    for (const header of ['3', '"x"', '"0"', 'W/', '"1", nonsense']) {
      const reply = await rename(type.id, 'x', { 'if-match': header });
      expect([reply.status, reply.body.msg], header).toEqual([400, VERSION_MSG.badIfMatch]);
    }
    for (const version of [0, -1, 1.5, '1', true]) {
      const reply = await rename(type.id, 'x', {}, { version });
      expect([reply.status, reply.body.msg], JSON.stringify(version)).toEqual([400, VERSION_MSG.badVersion]);
    }
    const disagree = await rename(type.id, 'x', at(1), { version: 2 });
    expect([disagree.status, disagree.body.msg]).toEqual([400, VERSION_MSG.disagree]);
    // A weak tag never matches If-Match (RFC 9110 compares strongly); one of several tags may.
    expect((await rename(type.id, 'x', { 'if-match': 'W/"1"' })).status).toBe(412);
    expect((await rename(type.id, `${type.accountTypeName}多标签`, { 'if-match': '"7", "1"' })).status).toBe(200);
    expect((await req('GET', `${T}/${type.id}`)).body.data.version).toBe(2);
  });

  it('records a knowing overwrite as one, and a revert moves the version like any change', async () => {
    const type = await newType();
    await rename(type.id, `${type.accountTypeName}他人`, at(1));
    const mine = await rename(type.id, `${type.accountTypeName}我的`, { ...at(2), [OVERWRITE_HEADER]: '1' });
    expect(mine.body.data.version).toBe(3);
    const history = await t.server.request('GET', '/admin/audit/history', { token: t.token.admin, query: { entity: 'accountType', id: String(type.id) } });
    expect(history.body.data.records.map((r: { overwroteVersion: number | null }) => r.overwroteVersion)).toEqual([2, null, null]);
    // The version is never listed as a changed field.
    expect(history.body.data.records[0].changes.map((c: { field: string }) => c.field)).toEqual(['accountTypeName']);
    const reverted = await req('POST', `/admin/audit/${history.body.data.records[0].auditId}/revert`);
    expect(reverted.body.code, reverted.text).toBe(0);
    expectStale(await rename(type.id, 'x', at(3)), { accountTypeName: `${type.accountTypeName}他人`, version: 4 });
  });
});

describe('an account (it carries money)', () => {
  it('refuses a change without a version with 428 and its message, and changes nothing', async () => {
    const account = await freshAccount();
    const edit = { id: account.id, accountName: '无版本改名', configIds: account.configIds, status: 2, tenantId: 1 };
    for (const reply of [
      await req('POST', `${A}/update`, edit),
      await req('POST', `${A}/operate`, { accountId: account.id, status: 1 }),
      await req('GET', `${A}/freeze/${account.id}/1`),
      await req('GET', `${A}/thaw/${account.id}/1`),
      // `*` names no version.
      await req('POST', `${A}/update`, edit, { 'if-match': '*' }),
    ]) {
      expect([reply.status, reply.body], reply.text).toEqual([428, { code: 1, msg: VERSION_MSG.required, data: null }]);
    }
    expect((await req('GET', `${A}/son/view/${account.id}/1`)).body.data).toMatchObject({ accountName: account.accountName, status: 2, version: 1 });
  });

  it('changes with the version read, 412 with the account as it stands for a stale one, freeze and thaw included', async () => {
    const account = await freshAccount();
    const read = await req('GET', `${A}/son/view/${account.id}/1`);
    expect(read.headers.get('etag')).toBe('"1"');
    expect((await req('GET', `${A}/manage/view/${account.id}/1`)).headers.get('etag')).toBe('"1"');
    const edit = { id: account.id, accountName: '有版本改名', configIds: account.configIds, status: 2, tenantId: 1 };
    expect((await req('POST', `${A}/update`, { ...edit, version: 1 })).body.data).toMatchObject({ accountName: '有版本改名', version: 2 });
    expectStale(await req('POST', `${A}/update`, { ...edit, accountName: '过期的改名', version: 1 }), { accountName: '有版本改名', version: 2 });
    expectStale(await req('POST', `${A}/operate`, { accountId: account.id, status: 1 }, at(1)), { status: 2, version: 2 });
    expectStale(await req('GET', `${A}/freeze/${account.id}/1`, undefined, at(1)), { status: 2, version: 2 });
    const frozen = await req('GET', `${A}/freeze/${account.id}/1`, undefined, at(2));
    expect(frozen.body.data).toMatchObject({ status: 3, version: 3 });
    expect((await req('GET', `${A}/thaw/${account.id}/1`, undefined, at(3))).body.data).toMatchObject({ status: 2, version: 4 });
  });

  it('keeps its version when money moves: a recharge never makes an open edit stale', async () => {
    const account = await freshAccount();
    const moved = await req('POST', `${A}/exchangeAccounts/recharge`, [{ toAccountNo: account.accountNo, changeNum: '12.5', tenantId: 1 }]);
    expect(moved.body.code, moved.text).toBe(0);
    const view = (await req('GET', `${A}/son/view/${account.id}/1`)).body.data;
    expect(view).toMatchObject({ accountNum: '12.50', version: 1 });
    expect((await req('POST', `${A}/update`, { id: account.id, accountName: '充值后改名', configIds: account.configIds, status: 2, version: 1 })).status).toBe(200);
  });
});

describe('an account’s limits (they carry money, with a version of their own)', () => {
  const limits = (balance: string) => [
    { actionLimit: '1_1', limitType: 1 },
    { actionLimit: '2_1', limitType: 2 },
    { actionLimit: 'balance_limit', limitType: 3, limitNum: balance },
    { actionLimit: 'credit_limit', limitType: 4, limitNum: '100' },
  ];

  it('are read with their version and ETag, saved only with it, and refused 412 with the limits as they stand', async () => {
    const account = await freshAccount();
    const read = await t.server.request('GET', `${L}/getActAccountLimit`, { token: t.token.admin, query: { accountNo: account.accountNo } });
    expect([read.body.data.version, read.headers.get('etag')]).toEqual([1, '"1"']);
    const save = (json: object, headers: Record<string, string> = {}) => req('POST', `${L}/saveActAccountLimit`, { accountNo: account.accountNo, ...json }, headers);
    expect((await save({ actionLimits: limits('6000') })).status).toBe(428);
    expect((await save({ actionLimits: limits('6000') }, at(1))).body.code).toBe(0);
    const stale = await save({ actionLimits: limits('7000'), version: 1 });
    expectStale(stale, { accountNo: account.accountNo, balanceLimit: '6000.00', version: 2 });
    expect(stale.body.lastChange).toMatchObject({ username: 'admin', action: 'update' });
    // An edit of the account and a save of its limits do not make each other stale.
    expect((await req('POST', `${A}/update`, { id: account.id, accountName: '限额旁改名', configIds: account.configIds, status: 2, version: 1 })).status).toBe(200);
    expect((await save({ actionLimits: limits('7000'), version: 2 })).body.code).toBe(0);
  });
});

describe('a subject', () => {
  it('follows its parent account: a change of that account moves the subject’s version', async () => {
    const subject = (await req('POST', `${S}/list`, { current: 1, size: 10, subjectName: '上海中膳' })).body.data.records[0];
    const read = await req('GET', `${S}/view/${subject.id}/1`);
    expect(read.headers.get('etag')).toBe(`"${subject.version}"`);
    const account = (await req('GET', `${A}/son/view/${subject.accountId}/1`)).body.data;
    expect((await req('POST', `${A}/operate`, { accountId: subject.accountId, status: 1, version: account.version })).status).toBe(200);
    const after = (await req('GET', `${S}/view/${subject.id}/1`)).body.data;
    expect(after.version).toBeGreaterThan(subject.version);
    expectStale(await req('POST', `${S}/operate`, { id: subject.id, status: 2, version: subject.version }), { id: subject.id, status: 1, version: after.version });
    expectStale(await req('POST', `${S}/update`, { id: subject.id, subjectName: '上海中膳改', version: subject.version }), { subjectName: subject.subjectName });
    expect((await req('POST', `${S}/operate`, { id: subject.id, status: 2 }, at(after.version))).status).toBe(200);
  });
});

describe('every other record the console edits', () => {
  it('an out merchant: edit, status and delete check the version', async () => {
    const created = await req('POST', M, { outSupplier: 'MEITUAN', merchantCode: `V${(serial += 1)}`, merchantName: '版本企业' });
    const merchant = created.body.data;
    expect((await req('GET', `${M}/${merchant.id}`)).headers.get('etag')).toBe('"1"');
    const form = { id: merchant.id, outSupplier: 'MEITUAN', merchantCode: merchant.merchantCode, merchantName: '版本企业改' };
    expect((await req('PUT', M, { ...form, version: 1 })).body.data.version).toBe(2);
    expectStale(await req('PUT', M, { ...form, merchantName: '过期', version: 1 }), { merchantName: '版本企业改', version: 2 });
    expectStale(await req('POST', `${M}/updateStatus`, { id: merchant.id, enabledFlag: '1', version: 1 }), { enabledFlag: '0', version: 2 });
    expectStale(await req('DELETE', `${M}/${merchant.id}`, undefined, at(1)), { version: 2 });
    expect((await req('DELETE', `${M}/${merchant.id}`, undefined, at(2))).body.data).toBe(true);
  });

  it('a standard city’s mapping and a business-travel city', async () => {
    const std = (await t.server.request('GET', '/platsync/sysStandardCity/page', { token: t.token.admin, query: { code: '440100' } })).body.data.records[0];
    // A candidate of its country other than the one it is mapped to, so that the edit changes the mapping.
    const sly = (await t.server.request('GET', '/platsync/syscity/page', { token: t.token.admin, query: { countryCode: 'CN', size: 50 } })).body.data.records.find(
      (c: { id: number }) => c.id !== std.bipId,
    );
    expect(typeof std.version).toBe('number');
    const mapped = await req('POST', '/platsync/sysStandardCity/edit', { id: std.id, bipId: sly.id, version: std.version });
    expect(mapped.body.data.version).toBe(std.version + 1);
    expectStale(await req('POST', '/platsync/sysStandardCity/edit', { id: std.id, bipId: sly.id, version: std.version }), { id: std.id, version: std.version + 1 });
    // An edit that changes nothing leaves the version as it is; one that renames the city moves it.
    const cityForm = { id: sly.id, name: `${sly.name}市`, slyCode: sly.slyCode, countryCode: 'CN', level: sly.level, parentId: sly.parentId };
    expect((await req('POST', '/platsync/syscity/edit', cityForm, at(sly.version))).body.data.version).toBe(sly.version + 1);
    expectStale(await req('POST', '/platsync/syscity/edit', cityForm, at(sly.version)), { id: sly.id, version: sly.version + 1 });
  });

  it('a menu node', async () => {
    const node = (await req('GET', '/admin/menu/1300')).body.data;
    expect((await req('GET', '/admin/menu/1300')).headers.get('etag')).toBe(`"${node.version}"`);
    const { children: _children, label: _label, ...form } = node;
    expect((await req('PUT', '/admin/menu', { ...form, sortOrder: node.sortOrder + 1, version: node.version })).body.data.version).toBe(node.version + 1);
    expectStale(await req('PUT', '/admin/menu', { ...form, version: node.version }), { id: 1300, sortOrder: node.sortOrder + 1 });
  });

  it('a saved view', async () => {
    const view = (await req('POST', '/admin/listView', { listKey: 'accountType', name: `版本视图${(serial += 1)}`, shared: false, state: { search: {} } })).body.data;
    expect(view.version).toBe(1);
    expect((await req('PUT', `/admin/listView/${view.id}`, { name: `${view.name}改`, version: 1 })).body.data.version).toBe(2);
    expectStale(await req('PUT', `/admin/listView/${view.id}`, { name: '过期', version: 1 }), { name: `${view.name}改`, version: 2 });
  });

  it('a screen built at run time: a draft, publishing and withdrawing', async () => {
    const declaration = {
      key: `ver-${(serial += 1)}`,
      title: { zh: '版本页面', en: 'Versioned' },
      source: 'systemLog',
      columns: [{ field: 'type', title: { zh: '类型', en: 'Type' } }],
      pageSize: 20,
    };
    const saved = (await req('POST', '/admin/screen', declaration)).body.data;
    expect(saved).toEqual({ id: saved.id, version: 1, recordVersion: 1 });
    expect((await req('GET', `/admin/screen/${saved.id}`)).headers.get('etag')).toBe('"1"');
    const draft = await req('PUT', '/admin/screen', { id: saved.id, ...declaration, pageSize: 50, version: 1 });
    expect(draft.body.data).toEqual({ id: saved.id, version: 2, recordVersion: 2 });
    expectStale(await req('PUT', '/admin/screen', { id: saved.id, ...declaration, version: 1 }), { id: saved.id, latestVersion: 2, version: 2 });
    // The record version sent is never kept in the declaration.
    expect((await req('GET', `/admin/screen/${saved.id}`)).body.data.declaration).not.toHaveProperty('version');
    expectStale(await req('POST', `/admin/screen/${saved.id}/publish`, undefined, at(1)), { publishedVersion: null, version: 2 });
    expect((await req('POST', `/admin/screen/${saved.id}/publish`, undefined, at(2))).body.data).toBe(true);
    expectStale(await req('POST', `/admin/screen/${saved.id}/rollback/1`, undefined, at(2)), { publishedVersion: 2, version: 3 });
    expectStale(await req('POST', `/admin/screen/${saved.id}/unpublish`, undefined, at(2)), { version: 3 });
    expect((await req('POST', `/admin/screen/${saved.id}/unpublish`, undefined, at(3))).body.data).toBe(true);
  });
});

describe('people and access, and dashboards', () => {
  const U = '/admin/user';

  it('a user: its read names its version; an edit, enabling or disabling and a delete check it, and each moves it', async () => {
    const dept = await deptIdOf(t.server, '财务部');
    const role = await createRole(t.server, t.token.admin, { dsType: 0 });
    const { userId } = await createUser(t.server, t.token.admin, dept, [role]);
    const read = await req('GET', `${U}/${userId}`);
    expect([read.body.data.version, read.headers.get('etag')]).toEqual([1, '"1"']);
    const form = { userId, actualName: '版本用户', deptId: dept, roleIds: [role] };
    expect((await req('PUT', U, form, at(1))).body.data).toMatchObject({ actualName: '版本用户', version: 2 });
    const stale = await req('PUT', U, { ...form, actualName: '过期的名字', version: 1 });
    expectStale(stale, { userId, actualName: '版本用户', version: 2 });
    expect(stale.body.lastChange).toMatchObject({ username: 'admin', action: 'update' });
    // Disabling (the lock call) is a status change: checked against the version read, and it moves the version.
    expectStale(await req('PUT', `${U}/lock/${userId}`, { lockFlag: '9', version: 1 }), { lockFlag: '0', version: 2 });
    expect((await req('PUT', `${U}/lock/${userId}`, { lockFlag: '9' }, at(2))).body.data).toMatchObject({ userId, lockFlag: '9' });
    expect((await req('GET', `${U}/${userId}`)).body.data).toMatchObject({ lockFlag: '9', version: 3 });
    expectStale(await req('DELETE', `${U}/${userId}`, undefined, at(2)), { userId, lockFlag: '9', version: 3 });
    expect((await req('GET', `${U}/${userId}`)).status).toBe(200);
    expect((await req('DELETE', `${U}/${userId}`, undefined, at(3))).body.data).toBe(true);
  });

  it('a user’s 412 carries no field the reader may not see', async () => {
    const rd = await deptIdOf(t.server, '研发中心');
    const role = await createRole(t.server, t.token.admin, { dsType: 0, withheld: ['phone'], menuIds: [1414, 14142] });
    const editor = await createUser(t.server, t.token.admin, rd, [role]);
    const token = await signInFirstTime(t.server, editor.username);
    const { userId } = await createUser(t.server, t.token.admin, rd, [role], { phone: '13912345678' });
    const mine = await req('GET', `${U}/${userId}`, undefined, {}, token);
    expect(mine.body.data).toMatchObject({ phone: null, withheld: ['phone'], version: 1 });
    // The administrator, who sees the phone, changes the user first (keeping the phone).
    expect((await req('PUT', U, { userId, actualName: '他人改名', phone: '13912345678', deptId: rd, roleIds: [role] }, at(1))).status).toBe(200);
    const stale = await req('PUT', U, { userId, actualName: '我的改名', deptId: rd, roleIds: [role] }, at(1), token);
    expectStale(stale, { userId, actualName: '他人改名', phone: null, withheld: ['phone'], version: 2 });
    expect(stale.text).not.toContain('13912345678');
    expect((await db().selectFrom('sys_user').select('phone').where('user_id', '=', userId).executeTakeFirstOrThrow()).phone).toBe('13912345678');
  });

  it('a role: its read names its version; an edit and a delete check it', async () => {
    const roleId = await createRole(t.server, t.token.admin, { dsType: 0 });
    const read = await req('GET', `/admin/role/${roleId}`);
    expect([read.body.data.version, read.headers.get('etag')]).toEqual([1, '"1"']);
    const form = { roleId, roleName: '版本角色', dsType: 2, dsScope: [], withheld: [], menuIds: [] };
    expect((await req('PUT', '/admin/role', form, at(1))).body.data).toMatchObject({ roleName: '版本角色', dsType: 2, version: 2 });
    const stale = await req('PUT', '/admin/role', { ...form, roleName: '过期的角色', dsType: 4, version: 1 });
    expectStale(stale, { roleId, roleName: '版本角色', dsType: 2, version: 2 });
    expect(stale.body.lastChange).toMatchObject({ username: 'admin', action: 'update' });
    expectStale(await req('DELETE', `/admin/role/${roleId}`, undefined, at(1)), { roleId, version: 2 });
    expect((await req('DELETE', `/admin/role/${roleId}`, undefined, at(2))).body.data).toBe(true);
  });

  it('a department: its tree node carries its version; a rename or move and a delete check it', async () => {
    const parent = await deptIdOf(t.server, '财务部');
    const created = (await req('POST', '/admin/dept', { name: '版本部门', parentId: parent })).body.data;
    expect(created.version).toBe(1);
    const nodes = (await req('POST', '/admin/dept/v2/lazyLoadTreeV2', { parentId: parent, status: 0 })).body.data.deptList as { deptId: number; version: number }[];
    expect(nodes.find((n) => n.deptId === created.deptId)?.version).toBe(1);
    const { deptId } = created;
    expect((await req('PUT', '/admin/dept', { deptId, name: '版本部门改' }, at(1))).body.data).toMatchObject({ name: '版本部门改', version: 2 });
    expectStale(await req('PUT', '/admin/dept', { deptId, name: '过期的部门', version: 1 }), { deptId, name: '版本部门改', version: 2 });
    // A role whose custom scope names the department: deleting it takes it out of the scope, and moves the role's version.
    const roleId = await createRole(t.server, t.token.admin, { dsType: 1, dsScope: [parent, deptId] });
    expectStale(await req('DELETE', `/admin/dept/${deptId}`, undefined, at(1)), { deptId, version: 2 });
    expect((await req('DELETE', `/admin/dept/${deptId}`, undefined, at(2))).body.data).toBe(true);
    expect((await req('GET', `/admin/role/${roleId}`)).body.data).toMatchObject({ dsScope: [parent], version: 2 });
  });

  it('a dashboard: a draft, publishing, rolling back and withdrawing check the record’s version, not a declaration’s', async () => {
    const declaration = {
      home: 'wel',
      title: { zh: '版本看板', en: 'Versioned' },
      widgets: [{ kind: 'bar', title: { zh: '每日消费', en: 'Spending per day' }, aggregate: 'consumptionPerDay', measure: 'amount', range: '7d', span: 2 }],
    };
    const saved = (await req('POST', '/admin/dashboard', declaration)).body.data;
    expect(saved).toEqual({ id: saved.id, version: 1, recordVersion: 1 });
    expect((await req('GET', `/admin/dashboard/${saved.id}`)).headers.get('etag')).toBe('"1"');
    const draft = await req('PUT', '/admin/dashboard', { id: saved.id, ...declaration, version: 1 });
    expect(draft.body.data).toEqual({ id: saved.id, version: 2, recordVersion: 2 });
    expectStale(await req('PUT', '/admin/dashboard', { id: saved.id, ...declaration, version: 1 }), { id: saved.id, latestVersion: 2, version: 2 });
    // The record version sent is never kept in the declaration.
    expect((await req('GET', `/admin/dashboard/${saved.id}`)).body.data.declaration).not.toHaveProperty('version');
    expectStale(await req('POST', `/admin/dashboard/${saved.id}/publish`, undefined, at(1)), { publishedVersion: null, version: 2 });
    expect((await req('POST', `/admin/dashboard/${saved.id}/publish`, undefined, at(2))).body.data).toBe(true);
    expectStale(await req('POST', `/admin/dashboard/${saved.id}/rollback/1`, undefined, at(2)), { publishedVersion: 2, version: 3 });
    expectStale(await req('POST', `/admin/dashboard/${saved.id}/unpublish`, undefined, at(2)), { version: 3 });
    expect((await req('POST', `/admin/dashboard/${saved.id}/unpublish`, undefined, at(3))).body.data).toBe(true);
    expect((await req('DELETE', `/admin/dashboard/${saved.id}`)).body.data).toBe(true);
  });
});
