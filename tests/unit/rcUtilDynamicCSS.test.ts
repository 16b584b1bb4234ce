import { createRequire } from 'node:module';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as shim from '../../src/shims/rcUtilDynamicCSS';

const require = createRequire(import.meta.url);
type DynamicCSS = typeof shim;
const rcUtil = require('rc-util/lib/Dom/dynamicCSS') as DynamicCSS;

/** What antd's runtime styles ask of rc-util on a first screen, and after: queued prepends by priority, updates, removal. */
function steps(lib: DynamicCSS) {
  lib.clearContainerCache();
  document.head.innerHTML = '<meta charset="utf-8"><style data-own="1">.own{color:red}</style>';
  const box = document.createElement('div');
  document.body.append(box);
  lib.updateCSS('.ant-btn{color:#d40011}', 'btn', { prepend: 'queue', mark: 'data-css-hash', priority: 0 });
  lib.updateCSS('@keyframes spin{to{transform:rotate(405deg)}}', '_effect-spin', { prepend: 'queue', mark: 'css-hash', priority: 0 });
  lib.updateCSS(':root{--ant-color:#d40011}', 'token', { prepend: 'queue', mark: 'data-css-hash', priority: -999 });
  lib.updateCSS('.ant-menu>li+li{margin:0}a[href^="x"]::after{content:"</b>&amp;"}', 'menu', { prepend: 'queue', mark: 'data-css-hash', priority: 1 });
  lib.updateCSS('.ant-btn{color:#fff}', 'btn', { prepend: 'queue', mark: 'data-css-hash', csp: { nonce: 'n1' } });
  lib.updateCSS('.first{}', 'first', { prepend: true });
  lib.updateCSS('.last{}', 'last', {});
  lib.updateCSS('.inside{}', 'inside', { attachTo: box });
  lib.injectCSS('.plain{}', { prepend: 'queue', priority: 2 });
  lib.removeCSS('token', { mark: 'data-css-hash' });
  const html = `${document.head.innerHTML}|${box.innerHTML}`;
  const texts = [...document.querySelectorAll('style')].map((style) => style.textContent);
  box.remove();
  return { html, texts };
}

describe('rc-util’s style tags in the console’s build (docs/performance.md#build-shims)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('insert, order, update and remove styles as rc-util does, tag for tag and rule for rule', () => {
    const ours = steps(shim);
    const theirs = steps(rcUtil);
    expect(ours).toEqual(theirs);
    expect(ours.texts).toContain('.ant-menu>li+li{margin:0}a[href^="x"]::after{content:"</b>&amp;"}');
    expect(ours.texts).not.toContain(':root{--ant-color:#d40011}');
  });

  it('set a style’s text as text: no style goes through the HTML parser, where rc-util parses each', () => {
    const descriptor = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML')!;
    const parsed: string[] = [];
    vi.spyOn(Element.prototype, 'innerHTML', 'set').mockImplementation(function (this: Element, value: string) {
      if (this.tagName === 'STYLE') parsed.push(value);
      descriptor.set!.call(this, value);
    });
    steps(shim);
    expect(parsed).toEqual([]);
    steps(rcUtil);
    expect(parsed.length).toBeGreaterThan(5);
  });
});
