import { execFileSync } from 'node:child_process';

/**
 * `node --import tsx scripts/routeFactsFromTables.ts <git revision>`: for a branch that still names its routes' facts
 * in the four tables of old (keyed by `METHOD path`: OPERATIONS of server/http/operations.ts,
 * server/audit/auditedRoutes.ts, server/http/publicRoutes.ts, server/http/replyExamples.ts), prints each route's
 * `config: { ... }` as a route now declares it in its own options (docs/architecture.md#a-routes-facts), to paste into
 * the route when its branch is merged. It reads the tables at that revision and changes nothing.
 */
const revision = process.argv[2];
if (!revision) {
  console.error('usage: node --import tsx scripts/routeFactsFromTables.ts <git revision>');
  process.exit(2);
}
const at = (path: string) => {
  try {
    return execFileSync('git', ['show', `${revision}:${path}`], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return '';
  }
};

/** The screens of old by their constant's name, as `SCREEN.*` of server/http/operations.ts names them now. */
const SCREENS: Record<string, string> = {
  LOGIN: 'SCREEN.login',
  SHELL: 'SCREEN.shell',
  CHILD_LIST: 'SCREEN.childList',
  CHILD_FORM: 'SCREEN.childForm',
  OVERVIEW: 'SCREEN.overview',
  FLOW: 'SCREEN.flow',
  LIMITS: 'SCREEN.limits',
  RECHARGE: 'SCREEN.recharge',
  MERCHANTS: 'SCREEN.merchants',
  CITIES: 'SCREEN.cities',
  PICKER: 'SCREEN.picker',
  HISTORY: 'SCREEN.history',
  DESIGNER: 'SCREEN.designer',
  DASHBOARD_DESIGNER: 'SCREEN.dashboardDesigner',
  HOMES: 'SCREEN.homes',
  USERS: 'SCREEN.users',
  ROLES: 'SCREEN.roles',
  DEPTS: 'SCREEN.depts',
};
/** The refused call's id rules of old, as `idFrom` of server/audit/idOf.ts writes them. */
function idOf(text: string) {
  if (text === '() => undefined') return 'idFrom.none';
  const param = /^\(params\) => params\.(\w+)$/.exec(text);
  if (param) return `idFrom.param('${param[1]}')`;
  const field = /^\(_, body\) => bodyOf\(body\)\.(\w+)$/.exec(text);
  if (field) return `idFrom.body('${field[1]}')`;
  return `/* by hand: ${text} */`;
}

const facts = new Map<string, string[]>();
const add = (key: string, fact: string) => facts.set(key, [...(facts.get(key) ?? []), fact]);
/** Keys of old wrote parameters as `{id}` in the operations table and `:id` elsewhere; the routes write `:id`. */
const colon = (key: string) => key.replace(/\{(\w+)\}/g, ':$1');
// Locally defined screen constants of the branch (a new screen's phrase) are printed as their text.
const localScreens = new Map([...at('server/http/operations.ts').matchAll(/^const (\w+) = ('[^\n]*'|"[^\n]*");$/gm)].map((m) => [m[1], m[2]]));

for (const m of at('server/http/operations.ts').matchAll(/^\s*'([A-Z]+ [^']+)': op\((.*)\),?$/gm)) {
  const args = m[2].replace(/, (\w+)$/, (_all, name: string) => `, ${SCREENS[name] ?? localScreens.get(name) ?? name}`);
  add(colon(m[1]), `operation: op(${args})`);
}
for (const m of at('server/audit/auditedRoutes.ts').matchAll(/^\s*'([A-Z]+ [^']+)': \{ entity: '(\w+)', action: '(\w+)'(?:, idOf: (.*?))? \},?$/gm)) {
  add(m[1], `audit: { entity: '${m[2]}', action: '${m[3]}'${m[4] ? `, idOf: ${idOf(m[4])}` : ''} }`);
}
const readOnly = at('server/audit/auditedRoutes.ts').split('READ_ONLY_POSTS')[1] ?? '';
for (const m of readOnly.matchAll(/^\s*'([A-Z]+ [^']+)',$/gm)) add(m[1], 'readOnly: true');
for (const m of at('server/http/publicRoutes.ts').matchAll(/^\s*'([A-Z]+ [^']+)',/gm)) add(m[1], 'public: true');
// Keys in double quotes as first written, in single quotes once Prettier formatted the tree.
for (const m of at('server/http/replyExamples.ts').matchAll(/^ {2}(["'])([A-Z]+ [^"']+)\1: \{$/gm))
  add(colon(m[2]), 'example: /* its reply, moved to a named export of server/http/replyExamples.ts */');

for (const [key, list] of [...facts].sort(([a], [b]) => a.localeCompare(b))) console.log(`${key}\n  config: { ${list.join(', ')} },`);
