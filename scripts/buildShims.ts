import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Modules of libraries that the console's build replaces by a module of ours (docs/performance.md, "Build
 * shims"): each saves bytes on the wire that the browsers the build targets never run. Build only: the unit
 * tests run in jsdom, which has no ResizeObserver, and keep the packages; they exercise each shim as the build
 * resolves it (tests/unit/buildShims.test.ts).
 *
 * Fail closed: a mapping that matched nothing in a build fails that build, naming the mapping. A library that
 * renames or drops a file we replace would otherwise silently bring its original back (and its bytes), or stop
 * importing what the shim stands in for; either way the table no longer says what the build does.
 */
export interface BuildShim {
  /** The shim's name in docs/performance.md; every mapping of one shim shares it, and a build can leave it out. */
  name: string;
  /** The specifier replaced, exactly as the importing file writes it. */
  source: string;
  /**
   * The installed file that imports it, as a path under node_modules (`antd/es/table/InternalTable.js`): the
   * mapping holds for that importer only. Absent: for every importer of the bare specifier.
   */
  importer?: string;
  /** The module the build uses instead. */
  shim: string;
}

// import.meta.dirname rather than a URL: the unit tests load this file under jsdom, whose URL resolves against a page.
const shimFile = (file: string) => join(import.meta.dirname, '..', 'src', 'shims', file);

export const SHIMS: readonly BuildShim[] = [
  // qs's cycle check (Refine's query strings): the package brings an intrinsics table and an object inspector that
  // only word the error of a failed `assert`, which qs never calls.
  { name: 'sideChannel', source: 'side-channel', shim: shimFile('sideChannel.cjs') },
  // axios's fetch adapter: axios takes XMLHttpRequest first, which every targeted browser has.
  { name: 'axiosFetchAdapter', importer: 'axios/lib/adapters/adapters.js', source: './fetch.js', shim: shimFile('axiosFetchAdapter.ts') },
  // antd's table selection takes two key-list helpers from rc-tree's helpers module, which imports the tree node.
  { name: 'antdSelectionKeys', importer: 'antd/es/table/hooks/useSelection.js', source: 'rc-tree/es/util', shim: shimFile('antdSelectionKeys.ts') },
  // antd's table draws a radio only for a row selection of one, which no list declares; the radio group brings
  // antd's form store with it.
  { name: 'antdTableRadio', importer: 'antd/es/table/hooks/useSelection.js', source: '../../radio', shim: shimFile('antdTableRadio.tsx') },
  // antd's table draws its column filter dropdown (with a tree and a radio) only around a column that declares
  // filters, which no list does.
  { name: 'antdTableFilterDropdown', importer: 'antd/es/table/hooks/useFilter/index.js', source: './FilterDropdown', shim: shimFile('antdTableFilterDropdown.tsx') },
  // Refine's default options pluralise resource names with the pluralize package; the console passes its own.
  { name: 'refineTextTransformers', importer: '@refinedev/core/dist/index.mjs', source: 'pluralize', shim: shimFile('refineTextTransformers.ts') },
];

/** A module id as the build hands it to a resolver: without a query, with forward slashes. */
const plainPath = (id: string) => id.split('?')[0].replace(/\\/g, '/');

/** Whether a mapping replaces `source` as `importer` imports it. */
export function shimMatches(shim: BuildShim, source: string, importer: string | undefined): boolean {
  if (shim.source !== source) return false;
  if (!shim.importer) return true;
  return importer !== undefined && plainPath(importer).endsWith(`/node_modules/${shim.importer}`);
}

const describeMapping = (shim: BuildShim) => `${shim.name}: '${shim.source}'${shim.importer ? ` as ${shim.importer} imports it` : ''}`;

/** What a build that left mappings unmatched says, naming each. */
export function unmatchedMessage(unmatched: readonly BuildShim[]): string {
  return [
    'Build shims matched nothing (scripts/buildShims.ts): the library no longer has or imports what the shim replaces.',
    ...unmatched.map((shim) => `  - ${describeMapping(shim)}`),
    'Check the library against the shim and update the mapping, or drop the shim and its entry in docs/performance.md.',
  ].join('\n');
}

/**
 * The build's resolver of the table above. `without` leaves shims out by name, for `npm run bench -- shims`,
 * which builds the console without each in turn to measure what it saves (ATRIUM_SHIMS_WITHOUT in vite.config.ts).
 */
export function buildShims({ without = [] }: { without?: readonly string[] } = {}): Plugin {
  const unknown = without.filter((name) => !SHIMS.some((shim) => shim.name === name));
  if (unknown.length) throw new Error(`No build shim is named ${unknown.join(', ')} (scripts/buildShims.ts)`);
  const table = SHIMS.filter((shim) => !without.includes(shim.name));
  let used = new Set<BuildShim>();
  return {
    name: 'atrium-build-shims',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      used = new Set();
    },
    resolveId(source, importer) {
      const shim = table.find((candidate) => shimMatches(candidate, source, importer));
      if (!shim) return null;
      used.add(shim);
      return shim.shim;
    },
    buildEnd(error) {
      if (error) return;
      const unmatched = table.filter((shim) => !used.has(shim));
      if (unmatched.length) this.error(unmatchedMessage(unmatched));
    },
  };
}
