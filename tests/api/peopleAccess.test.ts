import { describe, expect, it } from 'vitest';
import { PASSWORD_CHANGE_FLAG, PASSWORD_CHANGE_MESSAGE } from '../../schemas/access';
import { topic02Auth, topic02Path } from '../../schemas/realtime';
import { serverWithUsers } from './support/server';
import { changeOwnPassword, createRole, createUser, deptIdOf, OWN, signInFirstTime, TEMPORARY, uniqueCode, uniqueName } from './support/people';
import { TestSocket } from './support/wsClient';

/** Users, roles and departments administered through the API (docs/security.md, "Users, roles and data scopes"). */
const t = serverWithUsers(['admin', 'tenant', 'deptop']);

const req = (method: string, path: string, token: string, json?: unknown, query?: Record<string, string | number>) => t.server.request(method, path, { token, json, query });
const auditOf = async (entity: string, entityId: number | string) =>
  t.server.app.database.db.selectFrom('sys_audit_log').selectAll().where('entity', '=', entity).where('entity_id', '=', String(entityId)).orderBy('seq', 'desc').execute();

describe('users', () => {
  it('creates a user with a temporary password, finds them by every search field, edits and deletes them', async () => {
    const dept = await deptIdOf(t.server, '财务部');
    const role = await createRole(t.server, t.token.admin, { dsType: 0 });
    const username = uniqueName('fin');
    const created = await req('POST', '/admin/user', t.token.admin, {
      username,
      actualName: '财务新人',
      phone: '13912345678',
      idNumber: '11010519900307123',
      jobNo: 'F001',
      deptId: dept,
      roleIds: [role],
      password: TEMPORARY,
    });
    expect(created.status).toBe(200);
    const user = created.body.data;
    expect(user).toMatchObject({
      username,
      actualName: '财务新人',
      phone: '13912345678',
      deptId: dept,
      deptName: '财务部',
      roleIds: [role],
      lockFlag: '0',
      passwordTemporary: true,
      canSignIn: true,
      loginLocked: false,
      version: 1,
    });

    const page = async (query: Record<string, string | number>) => (await req('GET', '/admin/user/page', t.token.admin, undefined, { size: 50, ...query })).body.data;
    expect((await page({ username })).records.map((u: { userId: number }) => u.userId)).toEqual([user.userId]);
    expect((await page({ actualName: '财务新' })).records.some((u: { userId: number }) => u.userId === user.userId)).toBe(true);
    expect((await page({ phone: '1391234' })).records.map((u: { userId: number }) => u.userId)).toContain(user.userId);
    const bj = await deptIdOf(t.server, '北京中膳餐饮管理有限公司');
    // A department finds its people and everyone below it.
    expect((await page({ deptId: bj })).records.map((u: { userId: number }) => u.userId)).toContain(user.userId);
    expect((await page({ deptId: await deptIdOf(t.server, '研发中心') })).records.map((u: { userId: number }) => u.userId)).not.toContain(user.userId);
    expect((await page({ lockFlag: '9', username })).total).toBe(0);

    const other = await deptIdOf(t.server, '综合管理部');
    const edited = await req('PUT', '/admin/user', t.token.admin, { userId: user.userId, actualName: '财务老手', phone: '', deptId: other, roleIds: [role] });
    expect(edited.body.data).toMatchObject({ actualName: '财务老手', phone: null, deptName: '综合管理部', version: 2 });
    const [changeRecord] = await auditOf('user', user.userId);
    expect(changeRecord).toMatchObject({ action: 'update', result: 'ok', username: 'admin' });
    expect(JSON.parse(changeRecord.changes)).toEqual(
      expect.arrayContaining([
        { field: 'actualName', before: '财务新人', after: '财务老手' },
        { field: 'deptName', before: '财务部', after: '综合管理部' },
      ]),
    );

    expect((await req('DELETE', `/admin/user/${user.userId}`, t.token.admin)).body.data).toBe(true);
    expect((await req('GET', `/admin/user/${user.userId}`, t.token.admin)).status).toBe(404);
    expect((await page({ username })).total).toBe(0);
    // The name is free for someone new, and the deleted user cannot sign in.
    await expect(t.server.login(username, TEMPORARY)).rejects.toThrow();
    expect((await req('POST', '/admin/user', t.token.admin, { username, actualName: '同名新人', deptId: dept, roleIds: [role], password: TEMPORARY })).status).toBe(200);
  });

  it.each([
    [{ username: 'ab' }, 'username', '用户名为4-32位字母、数字或下划线'],
    [{ username: '用户名' }, 'username', '用户名为4-32位字母、数字或下划线'],
    [{ actualName: ' ' }, 'actualName', '请输入姓名'],
    [{ phone: '1381234' }, 'phone', '手机号码长度不为11位'],
    [{ idNumber: '123' }, 'idNumber', '请输入正确的证件号码'],
    [{ roleIds: [] }, 'roleIds', '请选择角色'],
    [{ password: 'short1' }, 'password', '密码长度须为8-20位'],
    [{ password: 'onlyletters' }, 'password', '密码须同时包含字母和数字'],
    [{ password: 'has space 1' }, 'password', '密码不能包含空格'],
    [{ deptId: 999999 }, 'deptId', '所选部门不存在'],
    [{ roleIds: [999999] }, 'roleIds', '所选角色不存在'],
  ])('refuses %j at %s with %s and creates nobody', async (patch, field, message) => {
    const dept = await deptIdOf(t.server, '财务部');
    const role = await createRole(t.server, t.token.admin, { dsType: 0 });
    const before = await t.server.app.database.db
      .selectFrom('sys_user')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const reply = await req('POST', '/admin/user', t.token.admin, { username: uniqueName(), actualName: '某人', deptId: dept, roleIds: [role], password: TEMPORARY, ...patch });
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toBe(message);
    expect(reply.body.errors?.[field]).toBe(message);
    const after = await t.server.app.database.db
      .selectFrom('sys_user')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toEqual(before.n);
  });

  it("refuses a taken user name, another tenant's user, and calls without the page or the button", async () => {
    const dept = await deptIdOf(t.server, '财务部');
    const role = await createRole(t.server, t.token.admin, { dsType: 0 });
    const taken = await req('POST', '/admin/user', t.token.admin, { username: 'admin', actualName: '冒名', deptId: dept, roleIds: [role], password: TEMPORARY });
    expect(taken).toMatchObject({ status: 400, body: { msg: '用户名已存在', errors: { username: '用户名已存在' } } });
    // The second tenant's administrator manages their own tenant only: tenant 1's users are not found.
    const admin = t.user.admin.userId;
    expect((await req('GET', `/admin/user/${admin}`, t.token.tenant)).status).toBe(404);
    expect((await req('PUT', `/admin/user/lock/${admin}`, t.token.tenant, { lockFlag: '9' })).status).toBe(404);
    const tenantPage = (await req('GET', '/admin/user/page', t.token.tenant, undefined, { size: 100 })).body.data;
    expect(tenantPage.records.length).toBeGreaterThan(0);
    expect(tenantPage.records.every((u: { deptId: number | null }) => u.deptId !== dept)).toBe(true);
    // deptop holds neither the page nor its buttons.
    expect((await req('GET', '/admin/user/page', t.token.deptop)).status).toBe(403);
    expect((await req('POST', '/admin/user', t.token.deptop, { username: uniqueName(), actualName: '某人', deptId: dept, roleIds: [role], password: TEMPORARY })).status).toBe(403);
    expect((await req('DELETE', `/admin/user/${admin}`, t.token.admin)).body.msg).toBe('不能删除当前登录的账号');
  });

  it('unlocks a user locked out by failed sign-ins', async () => {
    const dept = await deptIdOf(t.server, '财务部');
    const role = await createRole(t.server, t.token.admin, { dsType: 0 });
    const { userId, username } = await createUser(t.server, t.token.admin, dept, [role]);
    for (let i = 0; i < 5; i++) await t.server.login(username, 'Wrong2026pass').catch(() => undefined);
    await expect(t.server.login(username, TEMPORARY)).rejects.toThrow(/账户已锁定/);
    expect((await req('GET', `/admin/user/${userId}`, t.token.admin)).body.data.loginLocked).toBe(true);
    const unlocked = await req('PUT', `/admin/user/${userId}/unlock`, t.token.admin);
    expect(unlocked.body.data.loginLocked).toBe(false);
    expect(await t.server.login(username, TEMPORARY)).toBeTruthy();
    expect(JSON.parse((await auditOf('user', userId))[0].changes)).toEqual([{ field: 'loginLocked', before: true, after: false }]);
  });
});

describe('the temporary password', () => {
  it('opens nothing but the password change, with a clear refusal, until the user sets their own', async () => {
    const dept = await deptIdOf(t.server, '财务部');
    const role = await createRole(t.server, t.token.admin, { dsType: 0 });
    const { userId, username } = await createUser(t.server, t.token.admin, dept, [role]);
    const token = await t.server.login(username, TEMPORARY);
    const info = await req('GET', '/admin/user/info', token);
    expect(info.body.data.passwordTemporary).toBe(true);
    for (const [method, path] of [
      ['GET', '/admin/menu'],
      ['POST', '/accountcenter/subject/list'],
      ['GET', '/admin/user/page'],
    ] as const) {
      const refused = await req(method, path, token, method === 'POST' ? {} : undefined);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: 1, msg: PASSWORD_CHANGE_MESSAGE, [PASSWORD_CHANGE_FLAG]: true });
    }
    // The live channel is refused too.
    const socket = new TestSocket(`${t.server.baseUrl.replace('http', 'ws')}${topic02Path(userId)}`);
    await socket.opened;
    socket.send(JSON.stringify(topic02Auth(token, 1)));
    expect((await socket.closed).code).toBe(4403);

    expect((await changeOwnPassword(t.server, token, 'Wrong2026pass', OWN)).body).toMatchObject({ msg: '原密码错误', errors: { password: '原密码错误' } });
    expect((await changeOwnPassword(t.server, token, TEMPORARY, 'short')).body.msg).toBe('密码长度须为8-20位');
    expect((await changeOwnPassword(t.server, token, TEMPORARY, TEMPORARY)).body.msg).toBe('新密码不能与原密码相同');
    expect((await changeOwnPassword(t.server, token, TEMPORARY, OWN)).status).toBe(200);
    expect((await req('GET', '/admin/menu', token)).status).toBe(200);
    expect((await req('GET', '/admin/user/info', token)).body.data.passwordTemporary).toBe(false);
    await expect(t.server.login(username, TEMPORARY)).rejects.toThrow();
    expect(await t.server.login(username, OWN)).toBeTruthy();
    const [changed] = await auditOf('user', userId);
    expect(changed).toMatchObject({ action: 'password', username });
    expect(changed.changes).not.toContain(OWN);
  });

  it("is what an administrator's reset sets: shown once, the old sessions ended", async () => {
    const dept = await deptIdOf(t.server, '财务部');
    const role = await createRole(t.server, t.token.admin, { dsType: 0 });
    const { userId, username } = await createUser(t.server, t.token.admin, dept, [role]);
    const before = await signInFirstTime(t.server, username);
    const reset = await req('PUT', `/admin/user/${userId}/password`, t.token.admin, {});
    expect(reset.status).toBe(200);
    const temporary = reset.body.data.password;
    expect(temporary).toMatch(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{12}$/);
    expect((await req('GET', '/admin/user/info', before)).status).toBe(401);
    const token = await t.server.login(username, temporary);
    expect((await req('GET', '/admin/menu', token)).status).toBe(403);
    const trail = await auditOf('user', userId);
    expect(trail[0]).toMatchObject({ action: 'password', username: 'admin' });
    expect(trail[0].changes).not.toContain(temporary);
    // A chosen temporary password is held to the rules.
    expect((await req('PUT', `/admin/user/${userId}/password`, t.token.admin, { password: 'abc' })).body.msg).toBe('密码长度须为8-20位');
  });
});

describe('disabling a user', () => {
  it('ends a live session at once: its calls and its websocket', async () => {
    const dept = await deptIdOf(t.server, '财务部');
    const role = await createRole(t.server, t.token.admin, { dsType: 0 });
    const { userId, username } = await createUser(t.server, t.token.admin, dept, [role]);
    const token = await signInFirstTime(t.server, username);
    // Signed in by its first message, as the console does (docs/security.md#the-websockets-credentials).
    const socket = new TestSocket(`${t.server.baseUrl.replace('http', 'ws')}${topic02Path(userId)}`);
    await socket.opened;
    socket.send(JSON.stringify(topic02Auth(token, 1)));
    expect(JSON.parse((await socket.next())!)).toMatchObject({ type: 'ready', userId });
    const off = await req('PUT', '/admin/user', t.token.admin, { userId, actualName: '测试用户', deptId: dept, roleIds: [role], lockFlag: '9' });
    expect(off.body.data.lockFlag).toBe('9');
    expect((await socket.closed).code).toBe(4401);
    expect((await req('GET', '/admin/user/info', token)).status).toBe(401);
    expect(JSON.parse((await auditOf('user', userId))[0].changes)).toEqual(expect.arrayContaining([{ field: 'lockFlag', before: '0', after: '9' }]));
  });
});

describe('roles', () => {
  it('holds menus with their folders, a data scope and withheld fields; refuses deleting one someone holds', async () => {
    const bj = await deptIdOf(t.server, '北京中膳餐饮管理有限公司');
    const code = uniqueCode();
    const created = await req('POST', '/admin/role', t.token.admin, { roleCode: code, roleName: '财务审核', dsType: 1, dsScope: [bj], withheld: ['phone', 'amount'], menuIds: [1103] });
    expect(created.status).toBe(200);
    const role = created.body.data;
    // The flows page comes with its account-centre folder and platform module.
    expect(role).toMatchObject({ roleCode: code, dsType: 1, dsScope: [bj], withheld: ['amount', 'phone'], menuIds: [100, 1100, 1103], userCount: 0, version: 1 });
    const listed = (await req('GET', '/admin/role/page', t.token.admin, undefined, { roleCode: code })).body.data;
    expect(listed.records.map((r: { roleId: number }) => r.roleId)).toEqual([role.roleId]);

    const edited = await req('PUT', '/admin/role', t.token.admin, { roleId: role.roleId, roleName: '财务审核', dsType: 2, dsScope: [bj], withheld: [], menuIds: [1103, 1121] });
    // Only a custom scope keeps departments.
    expect(edited.body.data).toMatchObject({ dsType: 2, dsScope: [], withheld: [], menuIds: [100, 1100, 1103, 1121], version: 2 });
    expect(JSON.parse((await auditOf('role', role.roleId))[0].changes)).toEqual(expect.arrayContaining([{ field: 'dsType', before: 1, after: 2 }]));

    const user = await createUser(t.server, t.token.admin, bj, [role.roleId]);
    const refused = await req('DELETE', `/admin/role/${role.roleId}`, t.token.admin);
    expect(refused).toMatchObject({ status: 400, body: { msg: '该角色已分配给用户，不能删除' } });
    await req('DELETE', `/admin/user/${user.userId}`, t.token.admin);
    expect((await req('DELETE', `/admin/role/${role.roleId}`, t.token.admin)).body.data).toBe(true);
    expect((await req('GET', `/admin/role/${role.roleId}`, t.token.admin)).status).toBe(404);
  });

  it.each([
    [{ roleCode: 'role_x' }, 'roleCode', '请输入大写英文、下划线'],
    [{ roleName: '坏-名' }, 'roleName', '请输入中文、英文、数字包括下划线'],
    [{ dsType: 5 }, 'dsType', '请选择数据权限'],
    [{ dsType: 1, dsScope: [] }, 'dsScope', '请选择自定义数据权限的部门'],
    [{ withheld: ['salary'] }, 'withheld.0', '请选择有效的字段'],
    [{ menuIds: [123456] }, 'menuIds', '所选菜单不存在'],
    [{ dsType: 1, dsScope: [999999] }, 'dsScope', '所选部门不存在'],
  ])('refuses %j at %s with %s', async (patch, field, message) => {
    const reply = await req('POST', '/admin/role', t.token.admin, { roleCode: uniqueCode(), roleName: '某角色', dsType: 0, ...patch });
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toBe(message);
    expect(reply.body.errors?.[field]).toBe(message);
  });

  it('keeps each tenant to its own menu and departments', async () => {
    // Tenant 2 holds no menu node 1401 (menu administration), nor tenant 1's departments.
    expect((await req('POST', '/admin/role', t.token.tenant, { roleCode: uniqueCode(), roleName: '越权', dsType: 0, menuIds: [1401] })).body.msg).toBe('所选菜单不存在');
    const bj = await deptIdOf(t.server, '北京中膳餐饮管理有限公司');
    expect((await req('POST', '/admin/role', t.token.tenant, { roleCode: uniqueCode(), roleName: '越权', dsType: 1, dsScope: [bj] })).body.msg).toBe('所选部门不存在');
    const code = uniqueCode();
    expect((await req('POST', '/admin/role', t.token.admin, { roleCode: code, roleName: '重复', dsType: 0 })).status).toBe(200);
    expect((await req('POST', '/admin/role', t.token.admin, { roleCode: code, roleName: '重复', dsType: 0 })).body.msg).toBe('角色编码已存在');
  });
});

describe('departments', () => {
  it('adds, renames and moves a department with everything below it; refuses a ring', async () => {
    const bj = await deptIdOf(t.server, '北京中膳餐饮管理有限公司');
    const sh = await deptIdOf(t.server, '上海中膳餐饮管理有限公司');
    const added = await req('POST', '/admin/dept', t.token.admin, { name: '新设事业部', parentId: bj });
    expect(added.body.data).toMatchObject({ name: '新设事业部', parentId: bj, deptLable: 2, version: 1 });
    const id = added.body.data.deptId;
    const team = (await req('POST', '/admin/dept', t.token.admin, { name: '新设小组', parentId: id })).body.data;
    expect(team.deptLable).toBe(3);

    expect((await req('PUT', '/admin/dept', t.token.admin, { deptId: id, name: '事业一部', parentId: team.deptId })).body).toMatchObject({
      msg: '不能移动到本部门或其下级部门',
      errors: { parentId: '不能移动到本部门或其下级部门' },
    });
    expect((await req('PUT', '/admin/dept', t.token.admin, { deptId: id, name: '事业一部', parentId: id })).body.msg).toBe('不能移动到本部门或其下级部门');
    const moved = await req('PUT', '/admin/dept', t.token.admin, { deptId: id, name: '事业一部', parentId: sh });
    expect(moved.body.data).toMatchObject({ name: '事业一部', parentId: sh, parentName: '上海中膳餐饮管理有限公司', deptLable: 2, version: 2 });
    const paths = await t.server.app.database.db.selectFrom('sys_dept').select(['dept_id', 'path', 'level']).where('dept_id', 'in', [sh, id, team.deptId]).execute();
    const byId = new Map(paths.map((p) => [Number(p.dept_id), p]));
    expect(byId.get(team.deptId)!.path).toBe(`${byId.get(id)!.path}${team.deptId}/`);
    expect(byId.get(id)!.path.startsWith(byId.get(sh)!.path)).toBe(true);
    expect(JSON.parse((await auditOf('dept', id))[0].changes)).toEqual(
      expect.arrayContaining([{ field: 'parentName', before: '北京中膳餐饮管理有限公司', after: '上海中膳餐饮管理有限公司' }]),
    );

    // The lazy tree shows it where it went.
    const children = (await req('POST', '/admin/dept/v2/lazyLoadTreeV2', t.token.admin, { parentId: sh })).body.data.deptList;
    expect(children.map((d: { deptId: number }) => d.deptId)).toContain(id);
  });

  it('refuses deleting a department with departments, people or an opened subject; deletes an empty one', async () => {
    const bj = await deptIdOf(t.server, '北京中膳餐饮管理有限公司');
    expect((await req('DELETE', `/admin/dept/${bj}`, t.token.admin)).body.msg).toBe('该部门下还有下级部门，不能删除');
    expect((await req('DELETE', `/admin/dept/${await deptIdOf(t.server, '财务部')}`, t.token.admin)).body.msg).toBe('该部门下还有人员，不能删除');
    const empty = (await req('POST', '/admin/dept', t.token.admin, { name: '待开户部门', parentId: bj })).body.data.deptId;
    const scene = await t.server.app.database.db.selectFrom('act_scene').select('id').where('tenant_id', '=', 1).executeTakeFirstOrThrow();
    expect((await req('POST', '/accountcenter/subject/save', t.token.admin, { subjectType: 1, subjectSysId: empty, accountName: '待开户账户', configIds: [scene.id] })).status).toBe(
      200,
    );
    expect((await req('DELETE', `/admin/dept/${empty}`, t.token.admin)).body.msg).toBe('该部门已开户，不能删除');
    const gone = (await req('POST', '/admin/dept', t.token.admin, { name: '临时部门', parentId: bj })).body.data.deptId;
    expect((await req('DELETE', `/admin/dept/${gone}`, t.token.admin)).body.data).toBe(true);
    expect((await req('PUT', '/admin/dept', t.token.admin, { deptId: gone, name: '还在吗' })).status).toBe(404);
    // Another tenant's departments are not found, and deptop may not change any.
    expect((await req('DELETE', `/admin/dept/${bj}`, t.token.tenant)).status).toBe(404);
    expect((await req('POST', '/admin/dept', t.token.deptop, { name: '越权', parentId: bj })).status).toBe(403);
  });
});
