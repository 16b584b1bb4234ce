import type { BrowserContext, Page } from '@playwright/test';
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { END_MARK, START_MARK } from './shellTrace';

/**
 * React's own account of a switch: its profiling build (React's commits and component renders, which it writes
 * to the Performance panel's tracks through console.timeStamp) served in place of the console's production
 * build, and the entries of each marked switch read back from the page.
 */
export const PROFILING_DIR = resolve('bench/out/dist-profiling');

export function buildProfiling() {
  execSync(`npx vite build --outDir ${PROFILING_DIR} --emptyOutDir --minify false`, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, REACT_PROFILING: '1' } });
}

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html; charset=utf-8', '.svg': 'image/svg+xml', '.json': 'application/json' };

/** The profiling build's pages and scripts in place of the server's (its API untouched); React's commits noted. */
export async function useProfilingBuild(context: BrowserContext, baseUrl: string) {
  await context.route(
    (url) => url.origin === baseUrl,
    async (route) => {
      const request = route.request();
      const { pathname } = new URL(request.url());
      const file = join(PROFILING_DIR, pathname);
      if (request.resourceType() === 'document') return route.fulfill({ body: readFileSync(join(PROFILING_DIR, 'index.html')), contentType: TYPES['.html'] });
      if (pathname.startsWith('/assets/') && existsSync(file)) return route.fulfill({ body: readFileSync(file), contentType: TYPES[extname(file)] ?? 'application/octet-stream' });
      return route.continue();
    },
  );
  // A script as text: what tsx compiles adds helpers to functions that the page does not have.
  await context.addInitScript(RECORDER);
}

/**
 * The page's DevTools hook: React's profiling build times each fiber (its profile mode) only where it finds one.
 * At each commit it notes the render's time (the root's actualDuration, without the pauses of a yielding render)
 * and the components that rendered in it with their own time (actualDuration less their children's, as React's
 * own Components track counts it), by name; an unnamed one (antd's forwardRefs in a production bundle) by the
 * nearest named component above it. React's console.timeStamp entries give each commit phase's time.
 */
const RECORDER = `
  const commits = (window.__benchCommits = []);
  const phases = (window.__benchPhases = []);
  const RENDERED = new Set([0, 1, 11, 14, 15]);
  const nameOf = (f) => {
    const t = f.type;
    if (typeof t === 'function') return t.displayName || t.name || null;
    if (t && typeof t === 'object') {
      const inner = t.render || t.type;
      return t.displayName || (inner && (inner.displayName || inner.name)) || null;
    }
    return null;
  };
  let last = performance.now();
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject() { return 1; },
    checkDCE() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    setStrictMode() {},
    onCommitFiberRoot(id, root) {
      const at = performance.now();
      const since = last;
      last = at;
      const byName = new Map();
      const stack = [[root.current, 'root']];
      while (stack.length) {
        const [f, above] = stack.pop();
        const own = nameOf(f);
        if (RENDERED.has(f.tag) && (f.flags & 1) && f.actualStartTime > since) {
          let self = f.actualDuration;
          if (!f.alternate || f.alternate.child !== f.child) for (let c = f.child; c; c = c.sibling) self -= c.actualDuration;
          const name = own || 'in ' + above;
          const entry = byName.get(name) || { self: 0, count: 0 };
          entry.self += self;
          entry.count += 1;
          byName.set(name, entry);
        }
        for (let c = f.child; c; c = c.sibling) stack.push([c, own || above]);
      }
      commits.push({ at, render: root.current.actualDuration, components: [...byName].map(([name, v]) => ({ name, self: v.self, count: v.count })) });
    },
  };
  const timeStamp = console.timeStamp.bind(console);
  console.timeStamp = (name, start, end, ...rest) => {
    if (name === 'Commit' && typeof start === 'number' && typeof end === 'number') phases.push({ start, end });
    timeStamp(name, start, end, ...rest);
  };
`;

export interface Commit {
  render: number;
  commit: number;
  /** Components by their own render time in this commit (all instances of one name together), largest first. */
  components: { name: string; self: number; count: number }[];
}

/** React's commits during the marked switches (START_MARK to END_MARK), all switches together, largest first. */
export async function commitsOf(page: Page): Promise<{ switches: number; commits: Commit[] }> {
  const { commits, phases, windows } = await page.evaluate(
    ([start, end]) => {
      const marks = performance.getEntriesByType('mark').filter((m) => m.name === start || m.name === end);
      const windows: [number, number][] = [];
      for (let i = 0; i < marks.length - 1; i++) if (marks[i].name === start && marks[i + 1].name === end) windows.push([marks[i].startTime, marks[i + 1].startTime]);
      const w = window as unknown as { __benchCommits: (Omit<Commit, 'commit'> & { at: number })[]; __benchPhases: { start: number; end: number }[] };
      return { commits: w.__benchCommits, phases: w.__benchPhases, windows };
    },
    [START_MARK, END_MARK],
  );
  const within = (t: number) => windows.some(([s, e]) => t >= s && t <= e);
  return {
    switches: windows.length,
    commits: commits
      .filter((c) => within(c.at))
      .map(({ at, render, components }) => {
        // The commit phase this commit's hook call fell in (the hook is called while committing).
        const phase = phases.find((p) => p.start <= at && at <= p.end + 1);
        return { render, commit: phase ? phase.end - phase.start : 0, components: [...components].sort((a, b) => b.self - a.self) };
      })
      .sort((a, b) => b.render + b.commit - (a.render + a.commit)),
  };
}

export const formatCommit = (c: Commit, top = 6) =>
  `render ${c.render.toFixed(1)} + commit ${c.commit.toFixed(1)} ms: ` +
  c.components
    .slice(0, top)
    .map((x) => `${x.name}${x.count > 1 ? ` x${x.count}` : ''} ${x.self.toFixed(1)}`)
    .join(', ');
