// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildShims } from '../../scripts/buildShims';

const require = createRequire(import.meta.url);
type Channel = { get(k: unknown): unknown; set(k: unknown, v: unknown): void; has(k: unknown): boolean; delete(k: unknown): boolean; assert(k: unknown): void };
const shim = require('../../src/shims/sideChannel.cjs') as () => Channel;
const original = require('side-channel') as () => Channel;

describe('the build’s shims (docs/performance.md#build-shims)', () => {
  it('are what the console’s build resolves those packages to', () => {
    const resolve = buildShims().resolveId as (source: string) => string | null;
    expect(resolve('side-channel')).toMatch(/src\/shims\/sideChannel\.cjs$/);
    expect(resolve('resize-observer-polyfill')).toMatch(/src\/shims\/resizeObserver\.ts$/);
    expect(resolve('rc-util/es/isMobile')).toMatch(/src\/shims\/rcUtilIsMobile\.ts$/);
    expect(resolve('rc-util/es/Dom/dynamicCSS')).toMatch(/src\/shims\/rcUtilDynamicCSS\.ts$/);
    expect(resolve('react-router')).toMatch(/node_modules\/react-router\/dist\/production\/index\.mjs$/);
    expect(resolve('react-router/dom')).toBeNull();
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
    ['antd/es/table/hooks/useFilter/index.js', './FilterDropdown', 'antdTableFilterDropdown.tsx'],
    ['antd/es/dropdown/index.js', './dropdown-button', 'antdDropdownButton.tsx'],
    ['antd/es/avatar/index.js', './AvatarGroup', 'antdAvatarGroup.tsx'],
    ['antd/es/badge/index.js', './Ribbon', 'antdBadgeRibbon.tsx'],
    ['rc-util/es/hooks/useMobile.js', '../isMobile', 'rcUtilIsMobile.ts'],
    ['rc-util/es/getScrollBarSize.js', './Dom/dynamicCSS', 'rcUtilDynamicCSS.ts'],
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

  it('load React Router’s production build, which differs from the one its package exports only in the switch of its developer warnings', () => {
    const dist = fileURLToPath(new URL('../../node_modules/react-router/dist/', import.meta.url));
    const text = (file: string) => readFileSync(`${dist}${file}`, 'utf8');
    // The index's code and the chunks it imports, in order, with the chunks' hashed names left out.
    const build = (folder: string) => {
      const index = text(`${folder}/index.mjs`);
      const chunks = [...new Set([...index.matchAll(/from "\.\/(chunk-[A-Z0-9]+\.mjs)"/g)].map((m) => m[1]))];
      return [index, ...chunks.map((chunk) => text(`${folder}/${chunk}`))].join('\n').replace(/chunk-[A-Z0-9]+\.mjs/g, 'chunk');
    };
    const development = build('development');
    const production = build('production');
    expect(development).toContain('var ENABLE_DEV_WARNINGS = true;');
    expect(production).toBe(development.replace('var ENABLE_DEV_WARNINGS = true;', 'var ENABLE_DEV_WARNINGS = false;'));
  });

  describe('rc-util’s mobile check', () => {
    const rcUtil = (require('rc-util/lib/isMobile') as { default: () => boolean }).default;
    afterEach(() => vi.unstubAllGlobals());
    const agents = [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      'Mozilla/5.0 (iPad; CPU OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1',
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0',
      'Mozilla/5.0 (Linux; U; Android 4.0.3; en-us; KFTT Build/IML74K) AppleWebKit/537.36 (KHTML, like Gecko) Silk/3.68 like Chrome/39.0.2171.93 Safari/537.36',
      'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 MicroMessenger/8.0.54',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
    ];

    it.each(agents)('answers as rc-util’s does for %s', async (agent) => {
      const { default: shim } = await import('../../src/shims/rcUtilIsMobile');
      vi.stubGlobal('window', {});
      vi.stubGlobal('navigator', { userAgent: agent });
      expect(shim()).toBe(rcUtil());
    });

    it('tells phones and tablets from desktops, and answers no without a browser', async () => {
      const { default: shim } = await import('../../src/shims/rcUtilIsMobile');
      expect(shim()).toBe(false);
      vi.stubGlobal('window', {});
      vi.stubGlobal('navigator', { userAgent: agents[3] });
      expect(shim()).toBe(true);
      vi.stubGlobal('navigator', { userAgent: agents[0] });
      expect(shim()).toBe(false);
    });
  });

  it('flatten a column’s filter values as antd does, nested lists included', async () => {
    const { flattenKeys: shim } = await import('../../src/shims/antdTableFilterDropdown');
    const antd = (require('antd/lib/table/hooks/useFilter/FilterDropdown') as { flattenKeys: typeof shim }).flattenKeys;
    const filters = [
      { text: 'a', value: 'a' },
      { text: 'b', value: 2, children: [{ text: 'c', value: 'c', children: [{ text: 'd', value: true }] }, { text: 'e', value: 'e' }] },
      { text: 'f', value: 'f', children: [] },
    ];
    expect(shim(filters)).toEqual(antd(filters));
    expect(shim(filters)).toEqual(['a', 2, 'c', true, 'e', 'f']);
    expect(shim(undefined)).toEqual(antd(undefined));
  });
});
