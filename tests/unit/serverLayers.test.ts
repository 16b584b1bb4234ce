// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The server's layers (docs/architecture.md#the-servers-layers): routes speak HTTP, services orchestrate and own
 * transactions, repositories own the queries. This reads every import (static, dynamic, type-only) and every call
 * that builds or runs a query of every file under server/, and fails naming the file and line of each one that
 * points the wrong way.
 */
const root = resolve(__dirname, '../..');
const serverDir = join(root, 'server');

/**
 * The rooms of server/ and their tier: a file imports files of its own tier or below, never above. The most specific
 * entry names a file's room (a file of the list before its folder).
 */
const ROOMS: { room: string; paths: string[]; tier: number }[] = [
  { room: 'composition', paths: ['server/app.ts', 'server/main.ts', 'server/developmentSecrets.ts'], tier: 6 },
  { room: 'routes', paths: ['server/routes/'], tier: 5 },
  { room: 'http', paths: ['server/http/'], tier: 5 },
  { room: 'services', paths: ['server/services/'], tier: 4 },
  // Subsystems with tables of their own (SUBSYSTEM_TABLES): they sit beside the services.
  { room: 'audit', paths: ['server/audit/'], tier: 4 },
  { room: 'tasks', paths: ['server/tasks/'], tier: 4 },
  { room: 'realtime', paths: ['server/realtime/'], tier: 4 },
  { room: 'jobs', paths: ['server/jobs/'], tier: 4 },
  { room: 'metrics', paths: ['server/metrics/'], tier: 4 },
  // The approval gate and its requests (docs/approvals.md): beside the services, whose covered changes it runs.
  { room: 'approval', paths: ['server/approval/'], tier: 4 },
  { room: 'repositories', paths: ['server/repositories/'], tier: 3 },
  { room: 'access', paths: ['server/access/'], tier: 3 },
  { room: 'dashboards', paths: ['server/dashboards/'], tier: 3 },
  // The programs that prepare the database at start (migrations, then the seed) write the demo cities through the
  // repository that matches them; the seed's data files stay beside the migrations that read them.
  { room: 'seed', paths: ['server/db/prepare.ts', 'server/db/seed/index.ts', 'server/db/seed/cashierCitySeed.ts'], tier: 3 },
  { room: 'db', paths: ['server/db/'], tier: 2 },
  // The refusal every tier above the data may throw (docs/architecture.md#the-servers-layers): the envelope's ApiError,
  // and the refusal of bad input built from zod's issues. Both import nothing of ours but schemas/.
  { room: 'envelope', paths: ['server/http/envelope.ts', 'server/http/validate.ts'], tier: 1 },
  // The words an operation is declared in (its tag, the screen that uses it): by a route, and by an export's
  // definition, whose route the task registry adds (docs/architecture.md#a-routes-facts). It imports nothing.
  { room: 'operations', paths: ['server/http/operations.ts'], tier: 1 },
  { room: 'domain', paths: ['server/domain/'], tier: 1 },
  { room: 'configuration', paths: ['server/config.ts', 'server/configFiles.ts', 'server/trustProxy.ts'], tier: 1 },
];

/** Rooms that never refuse a call: they answer what they found, and their caller decides (no ApiError below the services). */
const NEVER_REFUSE = ['repositories', 'access', 'dashboards', 'seed', 'db', 'domain', 'configuration'];

/** Where a query may be built: the data tier, and the subsystems on their own tables only. */
const QUERY_ROOMS = ['repositories', 'access', 'dashboards', 'seed', 'db'];
const SUBSYSTEM_TABLES: Record<string, string[]> = {
  audit: ['sys_audit_log', 'sys_audit_chain'],
  tasks: ['sys_import_log', 'sys_export_task', 'sys_task_file', 'sys_task_file_chunk'],
  realtime: ['realtime_event'],
  jobs: [],
  metrics: [],
  approval: ['approval_rule_set', 'approval_request', 'approval_vote', 'approval_comment', 'approval_mention'],
};

/** The edge: speaks HTTP, never opens a transaction nor runs a query (not even one a repository built). */
const EDGE = ['routes', 'http'];

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : /\.(ts|mts)$/.test(e.name) ? [join(dir, e.name)] : []));

const files = filesUnder(serverDir);

const roomOf = (file: string) => {
  const path = relative(root, file);
  const matches = ROOMS.flatMap((r) => r.paths.filter((p) => (p.endsWith('/') ? path.startsWith(p) : path === p)).map((p) => ({ room: r, length: p.length })));
  return matches.sort((a, b) => b.length - a.length)[0]?.room;
};

/** Every import of a module with its line: `from '…'`, `import('…')`, `import '…'`, `require('…')`. */
export function importsOf(source: string): { spec: string; line: number }[] {
  return [...source.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)['"]([^'"]+)['"]/g)].map((m) => ({
    spec: m[1],
    line: source.slice(0, m.index).split('\n').length,
  }));
}

/** The module file an import of `file` names, when it is one of server/ (undefined for packages and schemas/). */
function targetOf(file: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const target = resolve(dirname(file), spec.replace(/\.(m?js)$/, ''));
  if (relative(serverDir, target).startsWith('..')) return undefined;
  return [`${target}.ts`, `${target}.mts`, join(target, 'index.ts')].find((candidate) => files.includes(candidate)) ?? `${target}.ts`;
}

/** Calls that build a query, and those that run one or open a transaction, each with its line. */
const BUILDS = /\.(selectFrom|updateTable|insertInto|deleteFrom|mergeInto|replaceInto|selectNoFrom)\(|\bsql(<[^>]*>)?`|\bsql\.(raw|ref|lit|join|id|table|val)\(/g;
const RUNS = /\.(execute|executeTakeFirst|executeTakeFirstOrThrow|stream|transaction)\(|\b(withTransaction|auditedWrite)\(/g;

/** The source with its comments blanked (lines kept): comments name calls without making them. */
const codeOf = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' ')).replace(/(^|[^:'"`])\/\/.*$/gm, (c, lead: string) => lead + ' '.repeat(c.length - lead.length));

export function callsOf(source: string, pattern: RegExp): { call: string; line: number; match: RegExpMatchArray }[] {
  const code = codeOf(source);
  return [...code.matchAll(pattern)].map((m) => ({ call: m[0], line: code.slice(0, m.index).split('\n').length, match: m }));
}

/** The table a builder names: `selectFrom('t')`, `selectFrom('t as a')`, `insertInto('t')`, or one named at run time. */
const TABLES = /\.(selectFrom|updateTable|insertInto|deleteFrom)\(\s*(?:['"]([a-z_0-9]+)|([^'"\s)][^,)]*))/g;

const where = (file: string, line: number) => `${relative(root, file)}:${line}`;

describe('the server layers', () => {
  it('reads every kind of import and call', () => {
    expect(importsOf(`import a from '../x';\nimport type { B } from "./y";\nconst c = await import('../z');\nimport './side';`).map((i) => [i.spec, i.line])).toEqual([
      ['../x', 1],
      ['./y', 2],
      ['../z', 3],
      ['./side', 4],
    ]);
    expect(callsOf("// db.selectFrom('x')\nawait db.selectFrom('t').execute();\n/* trx.insertInto('y') */", BUILDS).map((c) => c.line)).toEqual([2]);
    expect(callsOf('const q = sql`select 1`;\nawait q.execute(db);', RUNS).map(({ call, line }) => [call, line])).toEqual([['.execute(', 2]]);
    expect(callsOf("trx.selectFrom('sys_audit_log as l')\ndb.updateTable(target.table)", TABLES).map(({ match }) => match[2] ?? match[3])).toEqual(['sys_audit_log', 'target.table']);
    expect(roomOf(join(root, 'server/http/envelope.ts'))?.room).toBe('envelope');
    expect(roomOf(join(root, 'server/http/auth.ts'))?.room).toBe('http');
    expect(roomOf(join(root, 'server/db/seed/index.ts'))?.room).toBe('seed');
  });

  it('places every file of server/ in a room', () => {
    expect(files.length).toBeGreaterThan(150);
    expect(files.filter((file) => !roomOf(file)).map((file) => relative(root, file))).toEqual([]);
  });

  it('imports nothing from a room above its own', () => {
    const offending = files.flatMap((file) => {
      const from = roomOf(file)!;
      return importsOf(readFileSync(file, 'utf8')).flatMap(({ spec, line }) => {
        const target = targetOf(file, spec);
        const to = target && roomOf(target);
        if (!to || to.tier <= from.tier) return [];
        return [`${where(file, line)} (${from.room}) imports ${spec} (${to.room})`];
      });
    });
    expect(offending).toEqual([]);
  });

  it('keeps route files apart and the edge plumbing free of routes', () => {
    const offending = files.flatMap((file) => {
      const from = roomOf(file)!.room;
      if (from !== 'routes' && from !== 'http') return [];
      return importsOf(readFileSync(file, 'utf8')).flatMap(({ spec, line }) => {
        const target = targetOf(file, spec);
        return target && roomOf(target)?.room === 'routes' ? [`${where(file, line)} (${from}) imports the route file ${spec}`] : [];
      });
    });
    expect(offending).toEqual([]);
  });

  it('refuses no call below the services: no ApiError in the data tier', () => {
    const offending = files.flatMap((file) => {
      const from = roomOf(file)!.room;
      if (!NEVER_REFUSE.includes(from)) return [];
      return importsOf(readFileSync(file, 'utf8')).flatMap(({ spec, line }) => {
        const target = targetOf(file, spec);
        return target && roomOf(target)?.room === 'envelope' ? [`${where(file, line)} (${from}) imports ${spec}`] : [];
      });
    });
    expect(offending).toEqual([]);
  });

  it('builds queries only in the data tier, and in a subsystem only on its own tables', () => {
    const offending = files.flatMap((file) => {
      const from = roomOf(file)!.room;
      if (QUERY_ROOMS.includes(from)) return [];
      const source = readFileSync(file, 'utf8');
      const own = SUBSYSTEM_TABLES[from];
      if (own) {
        return callsOf(source, TABLES)
          .filter(({ match }) => !own.includes(match[2]))
          .map(({ match, line }) =>
            match[2]
              ? `${where(file, line)} (${from}) queries ${match[2]}, a table of the domain: reach it through a repository`
              : `${where(file, line)} (${from}) queries a table named at run time (${match[3].trim()}): reach it through a repository`,
          );
      }
      return callsOf(source, BUILDS).map(({ call, line }) => `${where(file, line)} (${from}) builds a query: ${call}`);
    });
    expect(offending).toEqual([]);
  });

  it('neither opens a transaction nor runs a query at the edge', () => {
    const offending = files.flatMap((file) => {
      const from = roomOf(file)!.room;
      if (!EDGE.includes(from)) return [];
      return callsOf(readFileSync(file, 'utf8'), RUNS).map(({ call, line }) => `${where(file, line)} (${from}) ${call}`);
    });
    expect(offending).toEqual([]);
  });
});
