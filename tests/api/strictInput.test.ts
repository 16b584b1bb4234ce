import { describe, expect, it } from 'vitest';
import { serverWithUsers, type TestReply } from './support/server';

/**
 * docs/product.md#validation and docs/product.md#errors-and-messages (input is parsed, never coerced, and a filter is validated like its form): a case for each.
 * Ids are positive integers written in digits, enums their exact values, list and export bodies objects,
 * every filter checked as the list checks it, and every free text bounded before it is trimmed.
 */
const t = serverWithUsers(['admin', 'operator']);

const TYPES = '/accountcenter/actAccountType';
const FLOW_EXPORT = '/accountcenter/actaccountflow/detail/export';
const SUBJECT_EXPORT = '/accountcenter/subject/export';

const post = (path: string, json: unknown, token = t.token.admin) => t.server.request('POST', path, { token, json, tenantId: 1 });

function expectRefused(reply: TestReply, status = 400) {
  expect(reply.status, reply.text).toBe(status);
  expect(reply.body).toMatchObject({ code: 1, data: null });
  expect(typeof reply.body.msg).toBe('string');
  expect(reply.body.msg.length).toBeGreaterThan(0);
}

const accountType = (id: number) => t.server.app.database.db.selectFrom('act_account_type').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const exportTaskCount = async () =>
  Number(
    (
      await t.server.app.database.db
        .selectFrom('sys_export_task')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('ids are parsed, not coerced', () => {
  it('refuses {"id": true} on enable and disable and leaves account type 1 as it was', async () => {
    const before = await accountType(1);
    for (const action of ['enable', 'disable']) {
      const reply = await post(`${TYPES}/${action}`, { id: true });
      expectRefused(reply);
      expect(reply.body.errors).toHaveProperty('id');
    }
    expect(await accountType(1)).toEqual(before);
  });

  it('refuses floats, empty strings, exponents, signs, other digits and numbers past the column', async () => {
    const before = await accountType(1);
    for (const id of [false, 1.5, 1.0000001, '', ' ', '1e0', '+1', '-1', 0, '0x1', '１', 2 ** 53, '9223372036854775808', [1], { id: 1 }, null]) {
      expectRefused(await post(`${TYPES}/disable`, { id }));
    }
    expect(await accountType(1)).toEqual(before);
    for (const id of ['1.5', '-1', '0', '1e3', '99999999999999999999']) {
      expectRefused(await t.server.request('GET', `${TYPES}/${id}`, { token: t.token.admin }));
    }
  });

  it('still takes an id as a JSON integer or as digits (path parameters are text)', async () => {
    expect((await post(`${TYPES}/enable`, { id: 1 })).body.code).toBe(0);
    expect((await post(`${TYPES}/enable`, { id: '1' })).body.code).toBe(0);
    expect((await t.server.request('GET', `${TYPES}/1`, { token: t.token.admin })).body.code).toBe(0);
  });
});

describe('enums are their exact values', () => {
  it('refuses a boolean, a float or a padded number for a category', async () => {
    for (const accountType of [true, 1.0000001, '1.0', '01', ' 1', [1]]) {
      const reply = await post(TYPES, { accountTypeName: `枚举${String(accountType)}`, accountType, accountKind: 1 });
      expectRefused(reply);
      expect(reply.body.errors).toHaveProperty('accountType');
    }
  });
});

describe('list and export bodies are objects', () => {
  it('refuses null, true, a number, a string or an array as the body of a list call', async () => {
    for (const path of ['/accountcenter/subject/list', '/accountcenter/actAccount/son/list', '/accountcenter/actaccountflow/detail/page', '/admin/dept/v2/lazyLoadTree']) {
      for (const raw of ['null', 'true', '1', '"text"', '[]', '[{"current":1}]']) {
        const reply = await t.server.request('POST', path, { token: t.token.admin, raw: { body: raw, contentType: 'application/json' } });
        expectRefused(reply);
      }
    }
  });

  it('refuses them as the body of an export, without a task', async () => {
    const before = await exportTaskCount();
    for (const path of [FLOW_EXPORT, SUBJECT_EXPORT]) {
      for (const raw of ['null', 'true', '[]', '["EXPORT_ACCOUNT_SUBJECT"]']) {
        expectRefused(await t.server.request('POST', path, { token: t.token.admin, raw: { body: raw, contentType: 'application/json' } }));
      }
    }
    expect(await exportTaskCount()).toBe(before);
  });
});

describe('exports take only filters the list would take', () => {
  const nonsense = { subjectNo: '-1e308', tenantId: '-0', current: 1e308 };

  it('refuses the nonsense filters of the report on both exports, in the body or the query, without a task', async () => {
    const before = await exportTaskCount();
    for (const [path, billType] of [
      [FLOW_EXPORT, 'EXPORT_ACCOUNT_FLOW_DETAIL'],
      [SUBJECT_EXPORT, 'EXPORT_ACCOUNT_SUBJECT'],
    ]) {
      expectRefused(await post(path, { billType, ...nonsense }));
      const query = { billType, subjectNo: '-1e308', tenantId: '-0', current: '1e308' };
      expectRefused(await t.server.request('POST', path, { token: t.token.admin, query, json: {} }));
    }
    expect(await exportTaskCount()).toBe(before);
  });

  it('refuses a tenant id with a NUL character, and any tenant but the caller’s own', async () => {
    const before = await exportTaskCount();
    expectRefused(await post(FLOW_EXPORT, { billType: 'EXPORT_ACCOUNT_FLOW_DETAIL', tenantId: '1\u0000' }));
    expectRefused(await post(SUBJECT_EXPORT, { billType: 'EXPORT_ACCOUNT_SUBJECT', tenantId: '1\u0000' }));
    expectRefused(await post(SUBJECT_EXPORT, { billType: 'EXPORT_ACCOUNT_SUBJECT', tenantId: 2 }), 403);
    expectRefused(await post('/platsync/sysStandardCity/export', { billType: 'EXPORT_STANDARD_CITY', tenantId: 2 }), 403);
    expect(await exportTaskCount()).toBe(before);
  });

  it('refuses what the list refuses: impossible dates, numbers out of range, unknown enum values', async () => {
    const cases: [string, string, string, Record<string, unknown>][] = [
      ['/accountcenter/actaccountflow/detail/page', FLOW_EXPORT, 'EXPORT_ACCOUNT_FLOW_DETAIL', { beginDate: '2026-02-30' }],
      ['/accountcenter/actaccountflow/detail/page', FLOW_EXPORT, 'EXPORT_ACCOUNT_FLOW_DETAIL', { endDate: '2026-13-01' }],
      ['/accountcenter/actaccountflow/detail/page', FLOW_EXPORT, 'EXPORT_ACCOUNT_FLOW_DETAIL', { exchangeType: 99999 }],
      ['/accountcenter/actaccountflow/detail/page', FLOW_EXPORT, 'EXPORT_ACCOUNT_FLOW_DETAIL', { subjectType: 1e308 }],
      ['/accountcenter/actaccountflow/detail/page', FLOW_EXPORT, 'EXPORT_ACCOUNT_FLOW_DETAIL', { accountTypeId: true }],
      ['/accountcenter/subject/list', SUBJECT_EXPORT, 'EXPORT_ACCOUNT_SUBJECT', { subjectType: 7 }],
      ['/accountcenter/subject/list', SUBJECT_EXPORT, 'EXPORT_ACCOUNT_SUBJECT', { status: 40000 }],
      ['/accountcenter/subject/list', SUBJECT_EXPORT, 'EXPORT_ACCOUNT_SUBJECT', { subjectNo: -1e308 }],
    ];
    const before = await exportTaskCount();
    for (const [list, exportPath, billType, filter] of cases) {
      expectRefused(await post(list, filter));
      expectRefused(await post(exportPath, { billType, ...filter }));
    }
    expect(await exportTaskCount()).toBe(before);
  });

  it('lets an operations user export the flows of the tenant the list shows them', async () => {
    const operator = t.token.operator;
    const list = await post('/accountcenter/actaccountflow/detail/page', { tenantId: 2, size: 500 }, operator);
    expect(list.body.code).toBe(0);
    const reply = await post(FLOW_EXPORT, { billType: 'EXPORT_ACCOUNT_FLOW_DETAIL', tenantId: 2 }, operator);
    expect(reply.body).toMatchObject({ code: 0, data: { total: list.body.data.total } });
    await t.server.app.tasks.idle();
  });
});

describe('free text is bounded before it is trimmed', () => {
  it('refuses a 100 KB broadcast, also when it is mostly blanks', async () => {
    for (const message of ['x'.repeat(100 * 1024), `${' '.repeat(100 * 1024)}维护通知${' '.repeat(10)}`]) {
      const reply = await post('/consumer/send/broadcast', { message });
      expectRefused(reply);
      expect(reply.body.msg).toBe('消息内容不能超过500个字符');
    }
  });

  it('refuses menu roles that would not fit their column, before the database does', async () => {
    const roles = Array.from({ length: 20 }, (_, i) => `ROLE_${String.fromCharCode(65 + i).repeat(50)}`);
    const reply = await post('/admin/menu', { parentId: 1300, name: '角色过多', path: '/roles', roles });
    expectRefused(reply);
    expect(reply.body.errors.roles).toBe('角色编码合计不能超过255个字符');
  });

  it('refuses over-long remarks and JSON texts with the limit of their schema', async () => {
    const remark = await post(TYPES, { accountTypeName: '备注过长', accountType: 1, accountKind: 1, remark: ` ${'备'.repeat(200)} ` });
    expectRefused(remark);
    expect(remark.body.errors.remark).toBe('备注不能超过200个字符');
    const auth = await t.server.request('POST', '/cashierMgr/cashieroutmerchant', {
      token: t.token.admin,
      json: { outSupplier: 'MEITUAN', merchantCode: 'LONG1', merchantName: '过长', outAuthInfo: `${' '.repeat(5000)}{}` },
    });
    expectRefused(auth);
    expect(auth.body.errors.outAuthInfo).toBe('授权信息不能超过4000个字符');
  });
});

describe('a value with a length is refused as the wrong kind, not measured', () => {
  // zod measures the length of any value that has one, even after refusing it as not text or a list: such a
  // length that cannot be compared made the request a 500.
  const unmeasurable = { length: { toString: 0 } };

  it('refuses it in place of an id, a text and a list with the message of that field, and changes nothing', async () => {
    const before = await accountType(1);
    const id = await post(`${TYPES}/disable`, { id: unmeasurable });
    expectRefused(id);
    expect(id.body.errors.id).toBe('缺少账户类型编号');
    const update = await post('/accountcenter/actAccount/update', { id: 1, tenantId: unmeasurable, accountName: unmeasurable, configIds: unmeasurable, status: 1 });
    expectRefused(update);
    expect(update.body.errors).toMatchObject({ tenantId: '编号格式错误', accountName: expect.any(String), configIds: expect.any(String) });
    expect(await accountType(1)).toEqual(before);
  });

  it('refuses it inside a list the same way', async () => {
    const reply = await post('/admin/menu', { parentId: 1300, name: '角色', path: '/roles', roles: [unmeasurable] });
    expectRefused(reply);
    expect(reply.body.errors).toHaveProperty(['roles.0']);
  });
});
