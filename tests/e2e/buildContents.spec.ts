import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { ChunkPackages } from '../../scripts/packagesInChunks';

/**
 * What the production build's chunks are made of, from the record the build writes beside its manifest
 * (scripts/packagesInChunks.ts): Refine's antd binding serves the generated form dialogs without bringing its
 * Markdown field's packages anywhere, and stays off the first screen, the signed-in shell and the list pages
 * (docs/performance.md, "Refine's antd binding").
 */
type Manifest = Record<string, { file: string; name?: string; src?: string }>;

const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Manifest;
const chunks = JSON.parse(readFileSync('dist/.vite/packages.json', 'utf8')) as ChunkPackages;

/** The chunks holding a package, by file. */
const holding = (pkg: string) => Object.entries(chunks).filter(([, chunk]) => pkg in chunk.packages).map(([file]) => file);
const fileOf = (src: string) => manifest[src]?.file;

test('the build records every script it wrote, with the packages in each', () => {
  const scripts = Object.values(manifest).map((entry) => entry.file).filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(20);
  for (const file of scripts) expect(chunks[file], file).toBeDefined();
  // The list page's group carries antd's table, which every list draws.
  const listPage = Object.values(chunks).find((chunk) => chunk.name === 'list-page');
  expect(listPage?.packages).toHaveProperty('rc-table');
});

test('no chunk carries react-markdown, remark-gfm or the Markdown parser under them', () => {
  const markdown = /^(react-markdown|remark-.*|micromark.*|mdast-util-.*|unified|hast-util-.*)$/;
  const found = Object.entries(chunks).flatMap(([file, chunk]) => Object.keys(chunk.packages).filter((pkg) => markdown.test(pkg)).map((pkg) => `${file}: ${pkg}`));
  expect(found).toEqual([]);
});

test('@refinedev/antd serves the generated form dialog and reaches neither the first screen, the shell nor a list', () => {
  const dialog = fileOf('src/engine/form/ResourceFormModal.tsx');
  expect(dialog).toBeDefined();
  expect(holding('@refinedev/antd')).toEqual([dialog]);
  const first = fileOf('index.html');
  const shell = Object.entries(chunks).filter(([file, chunk]) => file === first || ['signed-in', 'list-page'].includes(chunk.name));
  expect(shell).toHaveLength(3);
  for (const [file, chunk] of shell) expect(Object.keys(chunk.packages), file).not.toContain('@refinedev/antd');
});
