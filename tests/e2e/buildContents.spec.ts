import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { ChunkPackages } from '../../scripts/packagesInChunks';

/**
 * What the production build's chunks are made of, from the record the build writes beside its manifest
 * (scripts/packagesInChunks.ts): neither Refine's antd binding nor the Markdown packages its entry brings reach any
 * chunk (docs/performance.md, "Refine's antd binding": its hooks cost the first list bytes wherever they are used).
 */
type Manifest = Record<string, { file: string; name?: string; src?: string }>;

const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Manifest;
const chunks = JSON.parse(readFileSync('dist/.vite/packages.json', 'utf8')) as ChunkPackages;

/** The chunks carrying a package matching `name`, as `file: package`. */
const carrying = (name: RegExp) =>
  Object.entries(chunks).flatMap(([file, chunk]) =>
    Object.keys(chunk.packages)
      .filter((pkg) => name.test(pkg))
      .map((pkg) => `${file}: ${pkg}`),
  );

test('the build records every script it wrote, with the packages in each', () => {
  const scripts = Object.values(manifest)
    .map((entry) => entry.file)
    .filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(20);
  for (const file of scripts) expect(chunks[file], file).toBeDefined();
  // The list page's group carries antd's table, which every list draws, and Refine's core is in the shell's.
  expect(Object.values(chunks).find((chunk) => chunk.name === 'list-page')?.packages).toHaveProperty('rc-table');
  expect(Object.values(chunks).find((chunk) => chunk.name === 'signed-in')?.packages).toHaveProperty('@refinedev/core');
});

test('no chunk carries react-markdown, remark-gfm or the Markdown parser under them', () => {
  expect(carrying(/^(react-markdown|remark-.*|micromark.*|mdast-util-.*|unified|hast-util-.*)$/)).toEqual([]);
});

test('no chunk carries @refinedev/antd, nor the pro-layout its entry imports', () => {
  expect(carrying(/^(@refinedev\/antd|@ant-design\/pro-.*|sunflower-antd)$/)).toEqual([]);
});
