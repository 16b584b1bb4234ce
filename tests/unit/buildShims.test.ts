// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildShims, SHIMS, type BuildShim } from '../../scripts/buildShims';
import { installed, resolveShim, shipped } from './helpers/shippedShim';

/**
 * The build's shims against the libraries as installed (docs/performance.md, "Build shims"): every mapping still
 * names a file the library has and an import that file makes, the module the build gives in its place has what
 * that import takes, a build that matches a mapping nowhere fails, and each shim does what the code it replaces
 * did. The shims are taken as the build resolves them for the installed importer, never from a list of our own.
 */
const require = createRequire(import.meta.url);

type Resolve = (source: string, importer?: string) => string | null;
const plugin = () => buildShims();
const resolverOf = (built: ReturnType<typeof buildShims>) => built.resolveId as unknown as Resolve;
const resolve = resolveShim;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * What a file takes from `source`: its static import of it (default, names, or a namespace), and the members it
 * reads of a default or namespace binding (`fetchAdapter.getFetch`, `pluralize.plural`).
 */
function importOf(text: string, source: string): { names: string[]; members: Record<string, string[]> } | null {
  const statement = new RegExp(`import\\s+([^;]*?)\\s+from\\s+['"]${escape(source)}['"]`).exec(text);
  if (!statement) return null;
  const clause = statement[1];
  const names: string[] = [];
  const members: Record<string, string[]> = {};
  const readOf = (binding: string) => [...new Set([...text.matchAll(new RegExp(`\\b${escape(binding)}\\.([A-Za-z_$][\\w$]*)`, 'g'))].map((m) => m[1]))];
  const namespace = /\*\s+as\s+([\w$]+)/.exec(clause);
  if (namespace) members['*'] = readOf(namespace[1]);
  const defaultBinding = /^([\w$]+)\s*(,|$)/.exec(clause.trim());
  if (defaultBinding) {
    names.push('default');
    members.default = readOf(defaultBinding[1]);
  }
  const named = /\{([^}]*)\}/.exec(clause);
  if (named)
    names.push(
      ...named[1]
        .split(',')
        .map((part) => part.trim().split(/\s+as\s+/)[0])
        .filter(Boolean),
    );
  return { names, members };
}

const byImporter = SHIMS.filter((shim): shim is BuildShim & { importer: string } => shim.importer !== undefined);

describe('the build’s shims against the installed libraries (docs/performance.md, "Build shims")', () => {
  it.each(byImporter.map((shim) => [shim.name, shim.importer, shim.source, shim] as const))(
    '%s: %s still imports %s, and the build gives it the shim, that importer only',
    (_name, importer, source, shim) => {
      const file = installed(importer);
      expect(existsSync(file), `${importer} is not installed: the library moved it`).toBe(true);
      expect(importOf(readFileSync(file, 'utf8'), source), `${importer} no longer imports '${source}'`).not.toBeNull();
      expect(resolve(source, file)).toBe(shim.shim);
      expect(resolve(source, `${file}?commonjs-proxy`)).toBe(shim.shim);
      expect(resolve(source, installed('antd/es/drawer/DrawerPanel.js'))).toBeNull();
      expect(resolve(source, fileURLToPath(new URL('../../src/app/App.tsx', import.meta.url)))).toBeNull();
    },
  );

  it.each(byImporter.map((shim) => [shim.name, shim.importer, shim.source] as const))('%s: the shim has everything %s takes from %s', async (_name, importer, source) => {
    const taken = importOf(readFileSync(installed(importer), 'utf8'), source)!;
    const shim = await shipped<Record<string, unknown>>(source, importer);
    for (const name of taken.names) expect(shim, `the shim of '${source}' exports no ${name}`).toHaveProperty([name]);
    for (const member of taken.members['*'] ?? []) expect(shim, `the shim of '${source}' exports no ${member}`).toHaveProperty([member]);
    for (const member of taken.members.default ?? []) expect(shim.default, `the shim's default of '${source}' has no ${member}`).toHaveProperty([member]);
  });

  it.each(SHIMS.filter((shim) => !shim.importer).map((shim) => [shim.name, shim.source, shim] as const))(
    '%s: the build gives every importer of %s the shim, and the package is installed',
    (_name, source, shim) => {
      expect(() => require.resolve(source)).not.toThrow();
      expect(resolve(source, installed('qs/lib/stringify.js'))).toBe(shim.shim);
      expect(resolve(`${source}/more`, installed('qs/lib/stringify.js'))).toBeNull();
    },
  );

  it('fail the build when a mapping matched nothing, naming each such mapping', () => {
    const built = plugin();
    const errors: string[] = [];
    const context = { error: (message: string) => errors.push(message) };
    const start = built.buildStart as unknown as (this: unknown) => void;
    const end = built.buildEnd as unknown as (this: unknown, error?: Error) => void;
    const resolveIn = resolverOf(built);

    start.call(context);
    for (const shim of SHIMS) resolveIn(shim.source, shim.importer ? installed(shim.importer) : installed('qs/lib/stringify.js'));
    end.call(context);
    expect(errors).toEqual([]);

    // Another build with the same plugin (a watch rebuild) counts afresh: what it did not meet fails it.
    start.call(context);
    const [missed, ...met] = SHIMS;
    for (const shim of met) resolveIn(shim.source, shim.importer ? installed(shim.importer) : installed('qs/lib/stringify.js'));
    end.call(context);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(`${missed.name}: '${missed.source}'`);
    expect(met.every((shim) => !errors[0].includes(`${shim.name}: '${shim.source}'${shim.importer ? ` as ${shim.importer}` : ''}`))).toBe(true);

    // A build that failed on its own error does not add this one.
    start.call(context);
    end.call(context, new Error('syntax'));
    expect(errors).toHaveLength(1);
  });

  it('leave out a shim by name for the bench, and refuse a name no shim has', () => {
    const without = resolverOf(buildShims({ without: ['sideChannel'] }));
    expect(without('side-channel', installed('qs/lib/stringify.js'))).toBeNull();
    expect(without('./fetch.js', installed('axios/lib/adapters/adapters.js'))).not.toBeNull();
    expect(() => buildShims({ without: ['noSuchShim'] })).toThrow(/noSuchShim/);
  });
});

describe('what each shipped shim does, beside the code it replaces', () => {
  type Channel = { get(k: unknown): unknown; set(k: unknown, v: unknown): void; has(k: unknown): boolean; delete(k: unknown): boolean; assert(k: unknown): void };

  it('sideChannel keeps a side channel as the package does, for object and plain keys alike', () => {
    const shim = require(resolve('side-channel', installed('qs/lib/stringify.js'))!) as () => Channel;
    const original = require('side-channel') as () => Channel;
    const key = {};
    const fn = () => undefined;
    const steps = (channel: Channel) => {
      const seen: unknown[] = [channel.has(key), channel.get(key)];
      channel.set(key, 1);
      channel.set(fn, 'f');
      channel.set('text', 2);
      channel.set(null, 3);
      seen.push(channel.get(key), channel.get(fn), channel.get('text'), channel.get(null), channel.has({}), channel.has('text'));
      seen.push(channel.delete(key), channel.has(key), channel.delete(key), channel.get('text'));
      expect(() => channel.assert(key)).toThrow(TypeError);
      channel.assert('text');
      return seen;
    };
    expect(steps(shim())).toEqual(steps(original()));
  });

  it('axiosFetchAdapter answers “not supported”, as axios’s own does where fetch is missing, so axios keeps XMLHttpRequest', async () => {
    const shim = await shipped<{ getFetch(): unknown; default: unknown }>('./fetch.js', 'axios/lib/adapters/adapters.js');
    expect(shim.getFetch()).toBe(false);
    expect(shim.default).toBe(false);
    // What the shim stands in for: the browser's axios picks XMLHttpRequest before it would ask for fetch.
    const { default: axios } = await import('axios');
    expect(axios.defaults.adapter).toEqual(['xhr', 'http', 'fetch']);
  });

  it('antdSelectionKeys add and remove keys as rc-tree’s own do, leaving the list as it was', async () => {
    type Keys = (list: (string | number)[] | undefined, value: string | number) => (string | number)[];
    const shim = await shipped<{ arrAdd: Keys; arrDel: Keys }>('rc-tree/es/util', 'antd/es/table/hooks/useSelection.js');
    const rcTree = require('rc-tree/lib/util') as { arrAdd: Keys; arrDel: Keys };
    for (const list of [undefined, [], ['a'], ['a', 1, 'b'], [1, 1, 2]]) {
      for (const value of ['a', 1, 'z']) {
        const before = list && [...list];
        expect(shim.arrAdd(list, value)).toEqual(rcTree.arrAdd(list as never, value));
        expect(shim.arrDel(list, value)).toEqual(rcTree.arrDel(list as never, value));
        expect(list).toEqual(before);
      }
    }
  });

  it('antdTableFilterDropdown flattens a column’s filter values as antd does, nested lists included', async () => {
    type Flatten = (filters?: { text: string; value: unknown; children?: unknown[] }[]) => unknown[];
    const shim = await shipped<{ flattenKeys: Flatten }>('./FilterDropdown', 'antd/es/table/hooks/useFilter/index.js');
    const antd = (require('antd/lib/table/hooks/useFilter/FilterDropdown') as { flattenKeys: Flatten }).flattenKeys;
    const filters = [
      { text: 'a', value: 'a' },
      {
        text: 'b',
        value: 2,
        children: [
          { text: 'c', value: 'c', children: [{ text: 'd', value: true }] },
          { text: 'e', value: 'e' },
        ],
      },
      { text: 'f', value: 'f', children: [] },
    ];
    expect(shim.flattenKeys(filters)).toEqual(antd(filters));
    expect(shim.flattenKeys(filters)).toEqual(['a', 2, 'c', true, 'e', 'f']);
    expect(shim.flattenKeys(undefined)).toEqual(antd(undefined));
  });

  it('refineTextTransformers is a function as pluralize is, keeping a resource’s name as it is', async () => {
    type Pluralize = ((word: string, count?: number, inclusive?: boolean) => string) & { plural(word: string): string; singular(word: string): string };
    const { default: shim } = await shipped<{ default: Pluralize }>('pluralize', '@refinedev/core/dist/index.mjs');
    const pluralize = require('pluralize') as Pluralize;
    expect(typeof shim).toBe(typeof pluralize);
    expect(shim.length).toBe(pluralize.length);
    for (const word of ['accountType', 'platAccountMgr_accountType', '账户类型']) {
      expect(shim.plural(word)).toBe(word);
      expect(shim.singular(word)).toBe(word);
      expect(shim(word)).toBe(word);
      expect(shim(word, 2)).toBe(word);
    }
    // With `inclusive`, the count before the word, as pluralize writes it.
    expect(shim('账户', 3, true)).toBe('3 账户');
    expect(pluralize('box', 3, true)).toBe('3 boxes');
  });
});
