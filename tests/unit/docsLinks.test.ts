// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, posix, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The repository explains itself (CONTRIBUTING.md#citing-the-documentation): every relative link and image of its
 * Markdown leads to a file that is in it, every `#anchor` to a heading of the page it names (GitHub's slugs), every
 * `docs/<page>.md#anchor` a comment or a test cites exists, and no file names a document that the repository does
 * not hold. Each offence is reported as `file:line`.
 */
const root = resolve(__dirname, '../..');

/** The names a file may not use: the documents kept outside the repository, and the folder they were kept in. */
const OUTSIDE_DOCUMENTS = new RegExp(`\\b(${['SPEC', 'DESIGN'].join('|')})\\.md\\b`);
const OUTSIDE_FOLDER = `${'..'}/shared`;

/** Files not read for names: the lock file (package names and hashes) and binaries. */
const UNREAD = /(^|\/)package-lock\.json$|\.(png|jpe?g|gif|ico|webp|woff2?|ttf|otf|xlsx?|pdf|zip|gz|br|wasm)$/i;

/** Every file of the repository: tracked, or new and not ignored. */
function repositoryFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return [...new Set(out.split('\0').filter(Boolean))].filter((file) => existsSync(join(root, file))).sort();
}

/** A file or a folder of the repository, by its path from the root. */
function inRepository(files: Set<string>, path: string): boolean {
  if (path === '' || path === '.') return true;
  if (files.has(path)) return true;
  const folder = path.endsWith('/') ? path : `${path}/`;
  for (const file of files) if (file.startsWith(folder)) return true;
  return false;
}

/** The heading's text as GitHub renders it: links as their text, no code marks, no HTML. */
const headingText = (raw: string) =>
  raw
    .replace(/<[^>]+>/g, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`/g, '')
    .trim();

/** GitHub's anchor for a heading (github-slugger): lower case, punctuation and symbols dropped, spaces as hyphens. */
const slugOf = (heading: string) =>
  headingText(heading)
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');

/** A Markdown text without its fenced code blocks and code spans, line breaks kept so lines still count. */
function proseOf(markdown: string): string[] {
  let fence: string | null = null;
  return markdown.split('\n').map((line) => {
    const mark = /^\s*(```+|~~~+)/.exec(line)?.[1];
    if (fence) {
      if (mark && mark[0] === fence[0] && mark.length >= fence.length) fence = null;
      return '';
    }
    if (mark) {
      fence = mark;
      return '';
    }
    return line.replace(/(`+)[\s\S]*?\1/g, '');
  });
}

/** The anchors a Markdown page offers: its headings' slugs (repeats numbered as GitHub does) and explicit ids. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const mark = /^\s*(```+|~~~+)/.exec(line)?.[1];
    if (fence) {
      if (mark && mark[0] === fence[0] && mark.length >= fence.length) fence = null;
      continue;
    }
    if (mark) {
      fence = mark;
      continue;
    }
    const heading = /^ {0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line);
    if (heading) {
      const slug = slugOf(heading[1]);
      const count = seen.get(slug) ?? 0;
      seen.set(slug, count + 1);
      anchors.add(count === 0 ? slug : `${slug}-${count}`);
    }
    for (const id of line.matchAll(/<a\s+(?:name|id)="([^"]+)"/g)) anchors.add(id[1]);
  }
  return anchors;
}

/** The links and images of a Markdown page with their lines: inline, reference definitions, and HTML. */
function linksOf(markdown: string): { line: number; target: string }[] {
  return proseOf(markdown).flatMap((text, index) => {
    const targets = [
      ...[...text.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]),
      ...[...text.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/g)].map((m) => m[1]),
      ...[...text.matchAll(/<(?:img|a)\s[^>]*?(?:src|href)="([^"]+)"/g)].map((m) => m[1]),
    ];
    return targets.map((target) => ({ line: index + 1, target }));
  });
}

const isExternal = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');

/** What is wrong with a link of `file` (a path from the root), or null when it leads where it says. */
function brokenLink(files: Set<string>, readPage: (path: string) => string, file: string, target: string): string | null {
  if (isExternal(target)) return null;
  const [rawPath, anchor] = target.split('#', 2) as [string, string | undefined];
  const path = decodeURIComponent(rawPath);
  const resolved = path === '' ? file : path.startsWith('/') ? posix.normalize(path.slice(1)) : posix.normalize(posix.join(posix.dirname(file), path));
  if (resolved.startsWith('../') || resolved === '..') return `${target} leads outside the repository`;
  if (!inRepository(files, resolved.replace(/\/$/, ''))) return `${target}: no such file in the repository (${resolved})`;
  if (anchor === undefined || anchor === '') return null;
  if (!resolved.endsWith('.md')) return null;
  return anchorsOf(readPage(resolved)).has(decodeURIComponent(anchor).toLowerCase()) ? null : `${target}: ${resolved} has no heading #${anchor}`;
}

/** The `docs/<page>.md#anchor` citations of a text, with their lines. */
function docCitationsOf(text: string): { line: number; page: string; anchor?: string }[] {
  return text
    .split('\n')
    .flatMap((line, index) => [...line.matchAll(/(?<![\w-])docs\/([\w/-]+\.md)(?:#([A-Za-z0-9_-]+))?/g)].map((m) => ({ line: index + 1, page: `docs/${m[1]}`, anchor: m[2] })));
}

/**
 * The names of documents outside the repository on one line of `file`: the two documents by name anywhere, and a
 * path up into a folder named `shared` unless it leads to a file or folder of the repository (an import of the
 * account centre's own `shared` folder beside the file's).
 */
function outsideNames(files: Set<string>, file: string, line: string): string[] {
  const found: string[] = [];
  const named = OUTSIDE_DOCUMENTS.exec(line);
  if (named) found.push(named[0]);
  let at = line.indexOf(OUTSIDE_FOLDER);
  while (at !== -1) {
    const path = /^[\w./-]*/.exec(line.slice(at))![0];
    const resolved = posix.normalize(posix.join(posix.dirname(file), path));
    const candidates = ['', '.ts', '.tsx', '.js', '.mjs', '.cjs', '.css', '/index.ts', '/index.tsx'].map((ext) => `${resolved}${ext}`);
    if (resolved.startsWith('../') || !candidates.some((c) => inRepository(files, c))) found.push(path);
    at = line.indexOf(OUTSIDE_FOLDER, at + 1);
  }
  return found;
}

const files = repositoryFiles();
const fileSet = new Set(files);
const readText = (file: string) => readFileSync(join(root, file), 'utf8');
const isText = (file: string) => !UNREAD.test(file) && !readFileSync(join(root, file)).subarray(0, 8000).includes(0);
const markdownFiles = files.filter((file) => file.endsWith('.md'));

describe('the rules the repository is read by', () => {
  it('makes GitHub’s anchors', () => {
    expect(slugOf('One request’s walk')).toBe('one-requests-walk');
    expect(slugOf("One request's walk")).toBe('one-requests-walk');
    expect(slugOf('Accessibility, themes and narrow screens')).toBe('accessibility-themes-and-narrow-screens');
    expect(slugOf('The `API_BASE` & [its docs](x.md)')).toBe('the-api_base--its-docs');
    expect(slugOf('账户中心 Account centre')).toBe('账户中心-account-centre');
    expect([...anchorsOf('# Title\n## Calls\n```\n## Not a heading\n```\n## Calls\n<a id="kept"></a>')]).toEqual(['title', 'calls', 'calls-1', 'kept']);
  });

  it('finds links and images outside code, with their lines', () => {
    const page = 'See [a](guide/a.md#b) and ![pic](guide/screens/x.png).\n`[not](a link)`\n```\n[nor](this)\n```\n[ref]: ../y.md\n<img src="z.png">';
    expect(linksOf(page)).toEqual([
      { line: 1, target: 'guide/a.md#b' },
      { line: 1, target: 'guide/screens/x.png' },
      { line: 6, target: '../y.md' },
      { line: 7, target: 'z.png' },
    ]);
  });

  it('refuses a link to a missing file, a missing heading or a place outside the repository', () => {
    const known = new Set(['README.md', 'guide/a.md', 'guide/screens/x.png']);
    const read = (path: string) => (path === 'guide/a.md' ? '# A\n## Calls\n' : '# Readme\n');
    expect(brokenLink(known, read, 'README.md', 'guide/a.md#calls')).toBeNull();
    expect(brokenLink(known, read, 'guide/a.md', 'screens/x.png')).toBeNull();
    expect(brokenLink(known, read, 'guide/a.md', '../README.md#readme')).toBeNull();
    expect(brokenLink(known, read, 'guide/a.md', '#calls')).toBeNull();
    expect(brokenLink(known, read, 'README.md', 'https://example.com/x.md#nowhere')).toBeNull();
    expect(brokenLink(known, read, 'README.md', 'guide/a.md#validation')).toMatch(/no heading #validation/);
    expect(brokenLink(known, read, 'README.md', 'guide/b.md')).toMatch(/no such file/);
    expect(brokenLink(known, read, 'guide/a.md', '../../elsewhere.md')).toMatch(/outside the repository/);
  });

  it('finds the docs pages a comment cites', () => {
    const page = 'docs/' + 'a.md';
    expect(docCitationsOf(`// as ${page}#calls says\n/** ${page}, and ../${page}#x. */`)).toEqual([
      { line: 1, page, anchor: 'calls' },
      { line: 2, page, anchor: undefined },
      { line: 2, page, anchor: 'x' },
    ]);
  });

  it('tells the documents outside the repository from a folder named shared inside it', () => {
    const known = new Set(['src/pages/x/shared/useCall.ts', 'src/pages/x/dialogs/Dialog.tsx']);
    const importLine = `import { useCall } from '${OUTSIDE_FOLDER}/useCall';`;
    expect(outsideNames(known, 'src/pages/x/dialogs/Dialog.tsx', importLine)).toEqual([]);
    expect(outsideNames(known, 'README.md', `see ${OUTSIDE_FOLDER}/notes.txt`)).toEqual([`${OUTSIDE_FOLDER}/notes.txt`]);
    expect(outsideNames(known, 'a.ts', `// as ${'DESIGN'}.md says`)).toEqual([`${'DESIGN'}.md`]);
  });
});

describe('the repository explains itself', () => {
  it('reads the Markdown of the repository', () => {
    expect(markdownFiles).toEqual(expect.arrayContaining(['README.md', 'CONTRIBUTING.md', 'docs/product.md', 'docs/architecture.md']));
  });

  it('has every relative link and image of its Markdown lead to a file, and every anchor to a heading', () => {
    const broken = markdownFiles.flatMap((file) =>
      linksOf(readText(file))
        .map(({ line, target }) => ({ line, problem: brokenLink(fileSet, readText, file, target) }))
        .filter(({ problem }) => problem !== null)
        .map(({ line, problem }) => `${file}:${line}: ${problem}`),
    );
    expect(broken).toEqual([]);
  });

  it('has every docs page and section a file cites exist', () => {
    const missing = files.filter(isText).flatMap((file) =>
      docCitationsOf(readText(file)).flatMap(({ line, page, anchor }) => {
        if (!fileSet.has(page)) return [`${file}:${line}: cites ${page}, which is not in the repository`];
        if (anchor && !anchorsOf(readText(page)).has(anchor.toLowerCase())) return [`${file}:${line}: cites ${page}#${anchor}, a heading ${page} does not have`];
        return [];
      }),
    );
    expect(missing).toEqual([]);
  });

  it('names no document outside the repository', () => {
    const offending = files.filter(isText).flatMap((file) =>
      readText(file)
        .split('\n')
        .flatMap((line, index) => outsideNames(fileSet, file, line).map((name) => `${file}:${index + 1}: names ${name}`)),
    );
    expect(offending).toEqual([]);
  });
});
