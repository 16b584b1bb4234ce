// @vitest-environment node
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildShims } from '../../scripts/buildShims';

const require = createRequire(import.meta.url);
type Channel = { get(k: unknown): unknown; set(k: unknown, v: unknown): void; has(k: unknown): boolean; delete(k: unknown): boolean; assert(k: unknown): void };
const shim = require('../../src/shims/sideChannel.cjs') as () => Channel;
const original = require('side-channel') as () => Channel;

describe('the build’s shims (DESIGN.md section 10)', () => {
  it('are what the console’s build resolves those packages to', () => {
    const resolve = buildShims().resolveId as (source: string) => string | null;
    expect(resolve('side-channel')).toMatch(/src\/shims\/sideChannel\.cjs$/);
    expect(resolve('resize-observer-polyfill')).toMatch(/src\/shims\/resizeObserver\.ts$/);
    expect(resolve('qs')).toBeNull();
  });

  it('replace axios’s fetch adapter where axios’s adapter table imports it, and no other file of that name', () => {
    const resolve = buildShims().resolveId as (source: string, importer?: string) => string | null;
    const adapters = require.resolve('axios').replace(/dist[\\/]node[\\/]axios\.cjs$/, 'lib/adapters/adapters.js');
    expect(resolve('./fetch.js', adapters)).toMatch(/src\/shims\/axiosFetchAdapter\.ts$/);
    expect(resolve('./fetch.js', '/work/src/providers/http.ts')).toBeNull();
    expect(resolve('./fetch.js')).toBeNull();
  });

  it('leave axios on XMLHttpRequest: with the fetch adapter answering “not supported”, axios picks xhr', async () => {
    const shim = await import('../../src/shims/axiosFetchAdapter');
    expect(shim.getFetch()).toBe(false);
    expect(shim.default).toBe(false);
    // What the shim stands in for: the browser's axios picks XMLHttpRequest before it would ask for fetch.
    const { default: axios } = await import('axios');
    expect(axios.defaults.adapter).toEqual(['xhr', 'http', 'fetch']);
  });

  it('replace rc-util’s render where antd’s default render imports it, and nowhere else', () => {
    const resolve = buildShims().resolveId as (source: string, importer?: string) => string | null;
    const unstable = require.resolve('antd/es/config-provider/UnstableContext.js');
    expect(resolve('rc-util/es/React/render', unstable)).toMatch(/src\/shims\/antdDefaultRender\.ts$/);
    expect(resolve('rc-util/es/React/render', '/work/node_modules/antd/es/modal/confirm.js')).toBeNull();
  });

  it.each([
    ['antd/es/table/InternalTable.js', './RcTable/VirtualTable', 'antdVirtualTable.tsx'],
    ['antd/es/table/hooks/useSelection.js', 'rc-tree/es/util', 'antdSelectionKeys.ts'],
    ['antd/es/modal/Modal.js', '../skeleton', 'antdSkeleton.tsx'],
    ['antd/es/card/Card.js', '../skeleton', 'antdSkeleton.tsx'],
    ['@refinedev/devtools-internal/dist/index.mjs', 'error-stack-parser', 'errorStackParser.ts'],
    ['@refinedev/core/dist/index.mjs', 'pluralize', 'refineTextTransformers.ts'],
    ['antd/es/typography/Base/index.js', '../Editable', 'antdTypographyEditable.tsx'],
  ])('replace what %s imports as %s, for that importer only', (importer, source, shim) => {
    const resolve = buildShims().resolveId as (source: string, importer?: string) => string | null;
    expect(resolve(source, `/work/node_modules/${importer}`)).toBe(fileURLToPath(new URL(`../../src/shims/${shim}`, import.meta.url)));
    expect(resolve(source, '/work/node_modules/antd/es/drawer/DrawerPanel.js')).toBeNull();
  });

  it('keep a side channel as the package does, for object and plain keys alike', () => {
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
});
