import fc from 'fast-check';
import { sql, type Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/schema';
import { HOUSEKEEPING_TABLES } from '../../server/repositories/housekeeping';
import { bodyFitting, hostileSegment, hostileValue, longStrings, objectFitting, rawBody, type Known, type SchemaNode } from './support/hostile';
import { startServer, type RequestOptions, type TestReply } from './support/server';

/**
 * docs/security.md#input: the server's own route table is walked, and every
 * route but the sign-in ones (authProperties.test.ts has theirs) gets generated hostile paths, queries and
 * bodies, some of them fitting the route's schema. For every request: never a 5xx, always the envelope, no
 * echo of a long input in a refusal, and no row changed unless the request was accepted (HTTP 200).
 *
 * ROUTE_PROPERTY_RUNS sets the requests per write route: a few by default (CI), 10000 or more for a long run.
 * Routes that only read get the default count either way.
 */
const DEFAULT_RUNS = 12;
const RUNS = Number(process.env.ROUTE_PROPERTY_RUNS ?? DEFAULT_RUNS);
/** GET routes that write (the platform names freeze and thaw as GET, docs/product.md#account-centre-calls; opening a message marks it read). */
const GET_WRITES = [
  'GET /accountcenter/subject/freeze/:id/:tenantId',
  'GET /accountcenter/subject/thaw/:id/:tenantId',
  'GET /accountcenter/actAccount/freeze/:id/:tenantId',
  'GET /accountcenter/actAccount/thaw/:id/:tenantId',
  'GET /admin/message/:id',
];
const isWrite = (route: { method: string; path: string }) => route.method !== 'GET' || GET_WRITES.includes(`${route.method} ${route.path}`);
/**
 * Tables that record requests rather than data: a refused request may write them. The audit trail (docs/security.md#audit-trail)
 * keeps refused writes too (its record and the tenant's chain head), by design.
 */
const REQUEST_RECORD_TABLES: string[] = ['sys_audit_log', 'sys_audit_chain'];

const server = await startServer();
afterAll(() => server.stop());
const admin = await server.loginReply('admin');
const token = admin.access_token;
const base = server.config.apiBase;
const db = server.app.database.db;

/**
 * Rows for the routes that act on existing ones to find (error logs, messages of the admin), and the ids and
 * codes of the seeded database, so that generated requests also reach real rows.
 */
async function knownValues(): Promise<Known> {
  const entries = [1, 2, 3].map((i) => ({ type: 'error', message: `seed ${i}` }));
  await server.request('POST', '/admin/log/logs', { token, tenantId: 1, json: entries });
  for (const text of ['导出完成', '导入完成']) await server.app.realtime.notifyUser(1, admin.user_id, text);
  const ints = new Set<number>();
  const strings = new Set<string>();
  const add = (rows: Record<string, unknown>[]) => {
    for (const row of rows) for (const value of Object.values(row)) (typeof value === 'number' ? ints : strings).add(value as never);
  };
  add(await db.selectFrom('act_account').select(['id', 'subject_id', 'account_no']).where('tenant_id', '=', 1).limit(12).execute());
  add(await db.selectFrom('act_subject').select(['id', 'subject_no']).where('tenant_id', '=', 1).limit(6).execute());
  add(await db.selectFrom('act_account_type').select('id').where('tenant_id', '=', 1).execute());
  add(await db.selectFrom('act_scene').select('id').where('tenant_id', '=', 1).execute());
  add(await db.selectFrom('sys_log').select('id').execute());
  add(await db.selectFrom('sys_message').select('id').where('user_id', '=', admin.user_id).execute());
  add(await db.selectFrom('sys_city').select(['id', 'country_code']).where('tenant_id', '=', 1).limit(6).execute());
  add(await db.selectFrom('sys_standard_city').select('id').where('tenant_id', '=', 1).limit(6).execute());
  add(await db.selectFrom('cashier_out_merchant').select(['id', 'merchant_code']).where('tenant_id', '=', 1).execute());
  add(await db.selectFrom('sys_dept').select('dept_id').where('tenant_id', '=', 1).limit(6).execute());
  add(await db.selectFrom('sys_user').select('user_id').where('tenant_id', '=', 1).limit(6).execute());
  add(await db.selectFrom('sys_menu').select('id').limit(6).execute());
  return { ints: [...ints].map(Number).filter(Number.isSafeInteger), strings: [...strings] };
}
const known = await knownValues();

/**
 * A log of changed rows across the app's tables, kept by row triggers inside each write's own transaction: one
 * entry per row, naming the table and the operation, so that a failure says what a refused request changed.
 * Left out, each for its reason:
 * - REQUEST_RECORD_TABLES: they record requests, refused ones included.
 * - the deletes of HOUSEKEEPING_TABLES: the housekeeping job deletes their expired rows every ten minutes on its
 *   own clock (the rate-limit window of this file's own sign-in, for one), which is no request's doing; they go
 *   to a log of their own that the summary reports. An insert or update there is still counted, and so is every
 *   change of sys_task_file: the job deletes only task files left unfinished for a day, none of which a run has.
 * - the job queue's own tables, when it keeps them in the app's schema (PostgreSQL test schemas): pg-boss
 *   writes them on its clock (maintenance, schedules, polling); a task a request starts is seen in its task row.
 */
async function installChangeLog(database: Kysely<Database>, queueSchema: string) {
  await sql`create table route_property_changes (id bigserial primary key, table_name text not null, op text not null)`.execute(database);
  await sql`create table route_property_background (table_name text not null, op text not null)`.execute(database);
  await sql`create function route_property_log() returns trigger language plpgsql as $$
    begin insert into route_property_changes (table_name, op) values (TG_TABLE_NAME, TG_OP); return null; end $$`.execute(database);
  await sql`create function route_property_background_log() returns trigger language plpgsql as $$
    begin insert into route_property_background (table_name, op) values (TG_TABLE_NAME, TG_OP); return null; end $$`.execute(database);
  const schema = (await sql<{ name: string }>`select current_schema() as name`.execute(database)).rows[0].name;
  const queueTables = new Set<string>();
  if (queueSchema === schema) {
    for (const name of ['archive', 'job', 'queue', 'schedule', 'subscription', 'version']) queueTables.add(name);
    const partitions = await sql<{ name: string }>`select partition_name as name from ${sql.id(queueSchema, 'queue')}`.execute(database);
    for (const { name } of partitions.rows) queueTables.add(name);
  }
  const tables = await sql<{ name: string }>`select table_name as name from information_schema.tables
    where table_schema = ${schema} and table_type = 'BASE TABLE' and table_name not like 'route_property_%'`.execute(database);
  for (const { name } of tables.rows) {
    if (REQUEST_RECORD_TABLES.includes(name) || queueTables.has(name)) continue;
    if (name === 'sys_task_file' || !(HOUSEKEEPING_TABLES as readonly string[]).includes(name)) {
      await sql`create trigger route_property_log after insert or update or delete on ${sql.id(name)}
        for each row execute function route_property_log()`.execute(database);
      continue;
    }
    await sql`create trigger route_property_log after insert or update on ${sql.id(name)}
      for each row execute function route_property_log()`.execute(database);
    await sql`create trigger route_property_background_log after delete on ${sql.id(name)}
      for each row execute function route_property_background_log()`.execute(database);
  }
}
await installChangeLog(db, server.app.jobs.schema);
/** The last entry of the change log (0 when empty). */
const lastChange = async () => Number((await sql<{ n: string }>`select coalesce(max(id), 0) as n from route_property_changes`.execute(db)).rows[0].n);
/** What changed after entry `after`: "sys_message INSERT x1, …". */
async function changesSince(after: number): Promise<string> {
  const { rows } = await sql<{ table_name: string; op: string; n: string }>`select table_name, op, count(*) as n
    from route_property_changes where id > ${after} group by table_name, op order by table_name, op`.execute(db);
  return rows.map((r) => `${r.table_name} ${r.op} x${r.n}`).join(', ');
}

interface Operation {
  parameters?: { in: string; name: string; schema: SchemaNode }[];
  requestBody?: { content: Record<string, { schema: SchemaNode }> };
}
const doc = (await server.request('GET', '/openapi.json')).body as { paths: Record<string, Record<string, Operation>> };
const operationOf = (method: string, path: string) => doc.paths[path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')]?.[method.toLowerCase()];

const seen = new Set<string>();
const routes = server.app.routeTable
  .filter((r) => r.url.startsWith(`${base}/`) && r.method !== 'HEAD' && !r.config.public)
  .map((r) => ({ method: r.method, path: r.url.slice(base.length) }))
  .filter((r) => !seen.has(`${r.method} ${r.path}`) && seen.add(`${r.method} ${r.path}`));

/** One generated request of a route: its path with hostile parameters, a query, and maybe a body. */
function requestsOf(route: { method: string; path: string }) {
  const operation = operationOf(route.method, route.path);
  const params = route.path.match(/:[A-Za-z0-9_]+/g) ?? [];
  const queryFields = (operation?.parameters ?? []).filter((p) => p.in === 'query');
  const bodySchema = operation?.requestBody?.content['application/json']?.schema;
  const path = fc.tuple(...params.map(() => hostileSegment(known))).map((segments) => {
    let i = 0;
    return route.path.replace(/:[A-Za-z0-9_]+/g, () => segments[i++]);
  });
  const query = fc.oneof(
    objectFitting({ type: 'object', properties: Object.fromEntries(queryFields.map((p) => [p.name, p.schema])) }, known),
    fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 40 }), { maxKeys: 3 }),
  );
  const body: fc.Arbitrary<Pick<RequestOptions, 'json' | 'raw'>> = fc.oneof(
    { weight: 4, arbitrary: bodyFitting(bodySchema, known).map((json) => ({ json })) },
    { weight: 1, arbitrary: hostileValue.map((json) => ({ json })) },
    { weight: 1, arbitrary: rawBody.map((raw) => ({ raw })) },
    { weight: 1, arbitrary: fc.constant({}) },
  );
  return fc.record({ path, query, body });
}

/** Query values as a query string carries them: text. */
const asQuery = (query: Record<string, unknown>) => Object.fromEntries(Object.entries(query).map(([k, v]) => [k, typeof v === 'string' ? v : (JSON.stringify(v) ?? '')]));

const tally = { requests: 0, accepted: 0, refusedButChanged: 0, ms: 0, byStatus: new Map<number, number>(), acceptedByRoute: new Map<string, number>() };

/**
 * The refusals that name what stands in their way, as their routes declare: a revert's conflicting fields (docs/product.md#history-and-undo)
 * and the menu nodes that use a screen (docs/screens.md#screens-built-at-run-time); a stale version's
 * 412 carries the record itself. Every other refusal carries no data; the HTTP helper holds each reply to its route's
 * declared schema besides.
 */
const REFUSAL_DATA_KEYS = ['conflicts', 'menuNodes'];
const refusalData = (data: unknown) =>
  data === null || (typeof data === 'object' && Object.keys(data as object).length > 0 && Object.keys(data as object).every((key) => REFUSAL_DATA_KEYS.includes(key)));

function expectEnvelope(reply: TestReply, sent: unknown, label: string) {
  expect(reply.status, `${label}: ${reply.text.slice(0, 300)}`).toBeLessThan(500);
  if (reply.status === 200) {
    if (reply.headers.get('content-type')?.includes('json')) expect(reply.body?.code, label).toBe(0);
    return;
  }
  expect(reply.headers.get('content-type'), label).toMatch(/^application\/json/);
  expect(reply.body, `${label}: ${reply.text.slice(0, 300)}`).toMatchObject({ code: 1 });
  // A stale version's 412 gives back the record as it now stands (docs/api.md, "Idempotency keys and versions").
  const stale = reply.status === 412 && typeof reply.body.data === 'object' && reply.body.data !== null;
  expect(stale || refusalData(reply.body.data), `${label}: a refusal's data: ${reply.text.slice(0, 300)}`).toBe(true);
  expect(typeof reply.body.msg, label).toBe('string');
  for (const text of longStrings(sent)) expect(reply.text.includes(text), `${label} repeats its input`).toBe(false);
}

describe('the route table', () => {
  it('holds every GET route that writes (the list cannot rot)', () => {
    for (const route of GET_WRITES)
      expect(
        routes.some((r) => `${r.method} ${r.path}` === route),
        route,
      ).toBe(true);
  });
});

describe.each(routes.map((route) => ({ ...route, runs: isWrite(route) ? RUNS : DEFAULT_RUNS })))('$method $path under generated hostile input', (route) => {
  it(
    'never answers 5xx, always the envelope, and changes no row unless it accepts',
    async () => {
      let mark = await lastChange();
      const started = performance.now();
      await fc.assert(
        fc.asyncProperty(requestsOf(route), async ({ path, query, body }) => {
          const options: RequestOptions = { token, tenantId: 1, query: asQuery(query), ...(route.method === 'GET' ? {} : body) };
          const reply = await server.request(route.method, path, options);
          const label = `${route.method} ${path}`;
          tally.requests++;
          tally.byStatus.set(reply.status, (tally.byStatus.get(reply.status) ?? 0) + 1);
          expectEnvelope(reply, { path, query, body }, label);
          if (reply.status === 200) {
            tally.accepted++;
            tally.acceptedByRoute.set(`${route.method} ${route.path}`, (tally.acceptedByRoute.get(`${route.method} ${route.path}`) ?? 0) + 1);
            // An accepted export or import goes on in the background: let it finish before the next count.
            await server.app.tasks.idle();
          }
          // One look at the log per request: what a refused request finds changed since the last mark is its doing.
          const now = await lastChange();
          if (reply.status !== 200 && now !== mark) {
            tally.refusedButChanged++;
            expect.fail(`${label} was refused (${reply.status} ${reply.body?.msg}) but changed rows: ${await changesSince(mark)}`);
          }
          mark = now;
        }),
        { numRuns: route.runs },
      );
      tally.ms += performance.now() - started;
      // A long run says how far it got as it goes, so a run cut short still has its figures.
      if (RUNS > DEFAULT_RUNS)
        console.info(`${route.method} ${route.path}: ${tally.requests} requests so far, ${((tally.requests * 1000) / tally.ms).toFixed(1)}/s, ${tally.accepted} accepted`);
    },
    // Generous on purpose: a long run on a shared machine is slow, and the figures, not a clock, are its result.
    Math.max(120_000, route.runs * 1000),
  );
});

afterAll(async () => {
  const statuses = [...tally.byStatus.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`);
  const serverErrors = [...tally.byStatus.entries()].filter(([s]) => s >= 500).reduce((sum, [, n]) => sum + n, 0);
  const writes = routes.filter(isWrite).length;
  const { rows: background } = await sql<{ table_name: string; op: string; n: string }>`select table_name, op, count(*) as n
    from route_property_background group by table_name, op order by table_name, op`.execute(db);
  console.info(
    `route-table properties: ${writes} write routes x ${RUNS} runs and ${routes.length - writes} read routes x ${DEFAULT_RUNS} runs = ` +
      `${tally.requests} requests in ${(tally.ms / 1000).toFixed(0)} s (${((tally.requests * 1000) / Math.max(tally.ms, 1)).toFixed(1)}/s), ` +
      `${tally.accepted} accepted; ${statuses.join(', ')}; 5xx: ${serverErrors}; refused but changed: ${tally.refusedButChanged}; ` +
      `housekeeping deletes set aside: ${background.map((r) => `${r.table_name} ${r.op} x${r.n}`).join(', ') || 'none'}`,
  );
  const neverAccepted = routes.filter((r) => isWrite(r) && !tally.acceptedByRoute.has(`${r.method} ${r.path}`)).map((r) => `${r.method} ${r.path}`);
  if (RUNS > DEFAULT_RUNS) console.info(`write routes that accepted no generated request: ${neverAccepted.join(', ') || 'none'}`);
});
