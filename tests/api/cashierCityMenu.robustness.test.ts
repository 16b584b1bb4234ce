import fc from 'fast-check';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { serverWithUsers, type TestReply } from './support/server';

/**
 * Out merchants, city mapping and menu administration: bad input of any shape gives a 4xx envelope, never a
 * 500 nor a stack trace, and a refused write leaves every row as it was.
 */
const t = serverWithUsers(['admin']);

/**
 * Every row of the tables these routes write, as the database prints them (each row's text form, every column, in
 * key order): a change to any value changes it. Aggregated in SQL, one row back, since a snapshot is taken before
 * and after most of the generated calls (some 900 times), where reading each table row by row into objects was a
 * third of the file's processor time.
 */
async function snapshot() {
  const { rows } = await sql<Record<string, string | null>>`select
    (select string_agg(t::text, E'\n' order by t.id) from cashier_out_merchant t) as merchants,
    (select string_agg(t::text, E'\n' order by t.id) from sys_standard_city t) as standard,
    (select string_agg(t::text, E'\n' order by t.id) from sys_city t) as sly,
    (select string_agg(t::text, E'\n' order by t.id) from sys_menu t) as menus,
    (select string_agg(t::text, E'\n' order by t.role_id, t.menu_id) from sys_role_menu t) as role_menus,
    (select string_agg(t::text, E'\n' order by t.tenant_id, t.menu_id) from sys_tenant_menu t) as tenant_menus`.execute(t.server.app.database.db);
  return JSON.stringify(rows[0]);
}

function expectCleanFailure(reply: TestReply) {
  expect(reply.status, reply.text).toBeLessThan(500);
  expect(reply.text).not.toMatch(/at .*\.(ts|js):\d+/);
  if (reply.status !== 200) {
    expect(reply.body, reply.text).toMatchObject({ code: 1, data: null });
    expect(typeof reply.body.msg).toBe('string');
  }
}

const jsonValue = fc.jsonValue({ maxDepth: 3 });
const anyId = fc.oneof(jsonValue, fc.integer({ min: -2, max: 30 }), fc.constantFrom(2 ** 63, '1e400', '1', 1201, 1300, 100000));
const text = fc.oneof(fc.string({ maxLength: 40 }), jsonValue, fc.constantFrom('\u0000', 'x'.repeat(100_000), '   ', '******'));
/** Objects with the real field names of these schemas and values of any type. */
const nearlyValid = fc.record(
  {
    id: anyId,
    outSupplier: fc.oneof(fc.constantFrom('MEITUAN', 'JD', 'ELEME', ''), jsonValue),
    merchantCode: text,
    merchantName: text,
    outAuthInfo: fc.oneof(text, fc.constantFrom('{"secretKey":"******"}', '{', '[]', '{"a":{"token":"******"}}')),
    enabledFlag: fc.oneof(fc.constantFrom('0', '1', '2', ''), jsonValue),
    bipId: anyId,
    countryCode: fc.oneof(fc.constantFrom('', 'XX', 'cn,,', 'ZZZ,QQ', ['X1']), jsonValue),
    level: fc.oneof(fc.integer({ min: -3, max: 9 }), jsonValue),
    name: text,
    slyCode: text,
    parentId: anyId,
    path: text,
    type: fc.oneof(fc.constantFrom('0', '1', '9'), jsonValue),
    permission: text,
    roles: fc.oneof(fc.array(text, { maxLength: 3 }), jsonValue),
    sortOrder: fc.oneof(fc.integer(), jsonValue),
    keepAlive: fc.oneof(fc.constantFrom('0', '1', 'x'), jsonValue),
    tenantId: anyId,
    menuIds: fc.oneof(fc.array(anyId, { maxLength: 4 }), jsonValue),
  },
  { requiredKeys: [] },
);
const body = fc.oneof(jsonValue, nearlyValid, fc.dictionary(fc.string({ maxLength: 8 }), jsonValue, { maxKeys: 5 }));

const WRITES: [string, string][] = [
  ['POST', '/cashierMgr/cashieroutmerchant'],
  ['PUT', '/cashierMgr/cashieroutmerchant'],
  ['POST', '/cashierMgr/cashieroutmerchant/updateStatus'],
  ['POST', '/platsync/sysStandardCity/edit'],
  ['POST', '/platsync/sysStandardCity/syncSlyCityInfo'],
  ['POST', '/platsync/syscity/syncSlyCityInfo'],
  ['POST', '/platsync/syscity/save'],
  ['POST', '/platsync/syscity/edit'],
  ['POST', '/admin/menu'],
  ['PUT', '/admin/menu'],
  ['PUT', '/admin/tenant/update/menu'],
];

const LISTS = [
  '/cashierMgr/cashieroutmerchant/page',
  '/platsync/sysStandardCity/page',
  '/platsync/sysStandardCity/tenant/page',
  '/platsync/syscity/page',
  '/trip/basic/commonCity/mgr/getCommonCityListByDivName',
  '/platsync/basiccountry/getCountryInfo',
  '/admin/tenant/product/list',
];
const queryValue = fc.oneof(fc.string({ maxLength: 30 }), fc.integer().map(String), fc.constantFrom('', '0', '-1', '1e308', 'NaN', '%', '_', '\u0000', '\u{10FFFF}'));
const query = fc.dictionary(
  fc.oneof(
    fc.constantFrom('current', 'size', 'merchantName', 'merchantCode', 'outSupplier', 'enabledFlag', 'code', 'fullName', 'bipName'),
    fc.constantFrom('mappingFlag', 'countryCode', 'tenantId', 'name', 'level', 'slyCode', 'divName'),
  ),
  fc.oneof(queryValue, fc.array(queryValue, { minLength: 2, maxLength: 3 })),
  { maxKeys: 5 },
);

const ID_PATHS = [
  ['GET', '/cashierMgr/cashieroutmerchant/'],
  ['DELETE', '/cashierMgr/cashieroutmerchant/'],
  ['DELETE', '/platsync/sysStandardCity/del/'],
  ['DELETE', '/platsync/syscity/del/'],
  ['GET', '/admin/menu/'],
  ['DELETE', '/admin/menu/'],
  ['GET', '/admin/dict/type/'],
] as const;

describe('random input never gives a 500 nor changes data', () => {
  it('the snapshot sees a change to any column of a row, and the row restored', async () => {
    const db = t.server.app.database.db;
    const menu = await db.selectFrom('sys_menu').select(['id', 'en_name', 'version']).orderBy('id').limit(1).executeTakeFirstOrThrow();
    const before = await snapshot();
    await db
      .updateTable('sys_menu')
      .set({ en_name: `${menu.en_name ?? ''}x` })
      .where('id', '=', menu.id)
      .execute();
    try {
      expect(await snapshot()).not.toBe(before);
    } finally {
      // The change moved the node's version (migration 151): put back with the rest of the row.
      await db.updateTable('sys_menu').set({ en_name: menu.en_name, version: menu.version }).where('id', '=', menu.id).execute();
    }
    expect(await snapshot()).toBe(before);
  });

  it('on the writes (a refused write changes nothing)', async () => {
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...WRITES), body, async ([method, path], json) => {
        // A random body is now and then a valid write; every refusal must leave the data as it was.
        const before = await snapshot();
        const reply = await t.server.request(method, path, { token: t.token.admin, json });
        expectCleanFailure(reply);
        if (reply.status !== 200) {
          refused += 1;
          expect(reply.status).toBeGreaterThanOrEqual(400);
          expect(await snapshot()).toBe(before);
        }
      }),
      { numRuns: 300 },
    );
    expect(refused).toBeGreaterThan(250);
    // 300 writes with two table snapshots each: a generous limit for a loaded machine.
  }, 300_000);

  it('on bodies that are not JSON objects at all', async () => {
    const before = await snapshot();
    for (const raw of ['{', '{"id":', '[1,2', 'null', '"text"', '\u0000', 'a=b&c']) {
      for (const [method, path] of WRITES) {
        const reply = await t.server.request(method, path, { token: t.token.admin, raw: { body: raw, contentType: 'application/json' } });
        expectCleanFailure(reply);
        expect(reply.status, `${method} ${path} ${raw}`).toBe(400);
      }
    }
    expect(await snapshot()).toBe(before);
  });

  it('on the list queries and the id paths', async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...LISTS), query, async (path, q) => {
        expectCleanFailure(await t.server.request('GET', path, { token: t.token.admin, query: q }));
      }),
      { numRuns: 250 },
    );
    expect(await snapshot()).toBe(before);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ID_PATHS),
        fc.oneof(fc.string({ minLength: 1, maxLength: 40 }), fc.constantFrom('0', '-1', '1e3', '9007199254740993', '1.5', 'page')),
        async ([method, path], id) => {
          // A short random id ("5") can name a real row, and deleting it is then a valid call; refusals change nothing.
          const beforeCall = await snapshot();
          const reply = await t.server.request(method, `${path}${encodeURIComponent(id)}`, { token: t.token.admin });
          expectCleanFailure(reply);
          if (reply.status !== 200) expect(await snapshot()).toBe(beforeCall);
        },
      ),
      { numRuns: 150 },
    );
  }, 300_000);
});
