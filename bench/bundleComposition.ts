import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { kb, report } from './measure';

/** The package a source of the build belongs to: a node_modules package, or ours by top folder. */
function ownerOf(source: string): string {
  const inModules = source.split('node_modules/').pop()!;
  if (inModules !== source) {
    const parts = inModules.split('/');
    const name = parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
    return /^(rc-|@rc-component\/)/.test(name) ? 'rc-* (antd parts)' : name;
  }
  const ours = source.replace(/^(\.\.\/)+/, '').match(/(src|resources|schemas)\//);
  return ours ? `ours: ${ours[1]}/` : 'other';
}

/** The generated text of a built file, split by the package each stretch of it came from. */
function textByOwner(file: string, into: Map<string, string[]>) {
  const code = readFileSync(file, 'utf8');
  const lines = code.split('\n');
  const map = new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8')) as RawSourceMap);
  const segments: { line: number; column: number; source: string }[] = [];
  map.eachMapping((m) => segments.push({ line: m.generatedLine, column: m.generatedColumn, source: m.source ?? '' }));
  segments.sort((a, b) => a.line - b.line || a.column - b.column);
  segments.forEach((s, i) => {
    const next = segments[i + 1];
    const line = lines[s.line - 1] ?? '';
    const end = next && next.line === s.line ? next.column : line.length;
    const owner = ownerOf(s.source);
    const texts = into.get(owner) ?? [];
    if (texts.length === 0) into.set(owner, texts);
    texts.push(line.slice(s.column, end));
  });
}

/** The rows of one set of fetched scripts: gzip bytes per package, largest first. */
function compose(outDir: string, scriptPaths: string[]) {
  const parts = new Map<string, string[]>();
  let unmapped = 0;
  for (const path of scriptPaths) {
    const file = join(outDir, 'assets', basename(path));
    if (existsSync(`${file}.map`)) textByOwner(file, parts);
    else if (existsSync(file)) unmapped += gzipSync(readFileSync(file), { level: 9 }).length;
  }
  const rows = [...parts].map(([owner, texts]) => ({ owner, bytes: gzipSync(texts.join(''), { level: 9 }).length }));
  return { rows: rows.sort((a, b) => b.bytes - a.bytes), unmapped };
}

/**
 * What the fetched scripts are made of, by package (docs/performance.md#what-the-browser-loads): the same build again with source maps,
 * each script the browser fetched split by the package its code came from, and each package's part gzipped on
 * its own (so the parts add up to a little more than the scripts). Shows how much of a budget the chosen
 * libraries take before any code of ours.
 */
export function printCompositions(sections: { title: string; scripts: string[] }[]) {
  const outDir = mkdtempSync(join(tmpdir(), 'atrium-bench-maps-'));
  try {
    execSync(`npx vite build --outDir ${outDir} --sourcemap --emptyOutDir`, { stdio: ['ignore', 'ignore', 'inherit'] });
    for (const { title, scripts } of sections) {
      console.log(`\n${title}`);
      const { rows, unmapped } = compose(outDir, scripts);
      for (const { owner, bytes } of rows.filter((r) => r.bytes >= 1024)) report(`  ${owner}`, kb(bytes));
      const small = rows.filter((r) => r.bytes < 1024);
      report(`  ${small.length} smaller parts together`, kb(small.reduce((sum, r) => sum + r.bytes, 0)));
      // Hashes do not depend on the maps, so every fetched script has its twin; a missing one would show here.
      if (unmapped > 0) report('  scripts without a source map', kb(unmapped));
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
