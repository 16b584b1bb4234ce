import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * Packages on the signed-in part's path whose work the browsers the build targets already do, replaced in the
 * console's build by a module of ours that does the same (docs/performance.md#build-shims). Build only: the unit tests run
 * in jsdom, which has no ResizeObserver, and keep the packages.
 */
const SHIMS: Record<string, string> = {
  // qs's cycle check (Refine's query strings): the package brings an intrinsics table and an object inspector.
  'side-channel': fileURLToPath(new URL('../src/shims/sideChannel.cjs', import.meta.url)),
  // antd's resize observer: the polyfill hands over the browser's own wherever one exists.
  'resize-observer-polyfill': fileURLToPath(new URL('../src/shims/resizeObserver.ts', import.meta.url)),
  // rc-util's mobile check without its table of WAP phone prefixes, which no targeted browser's agent matches.
  'rc-util/es/isMobile': fileURLToPath(new URL('../src/shims/rcUtilIsMobile.ts', import.meta.url)),
  // rc-util's style tags (antd's runtime styles), their text set as text rather than parsed as HTML.
  'rc-util/es/Dom/dynamicCSS': fileURLToPath(new URL('../src/shims/rcUtilDynamicCSS.ts', import.meta.url)),
  // React Router's production build: the same code as the one its package exports, without the messages it
  // warns developers with.
  'react-router': fileURLToPath(new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url)),
};

/** Files a package imports by a relative path, replaced where that importer asks for them. */
const FILE_SHIMS: { importer: RegExp; source: string; shim: string }[] = [
  // axios's fetch adapter: axios takes XMLHttpRequest first, which every targeted browser has.
  {
    importer: /[\\/]node_modules[\\/]axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/,
    source: './fetch.js',
    shim: fileURLToPath(new URL('../src/shims/axiosFetchAdapter.ts', import.meta.url)),
  },
  // antd's radio group takes one name helper from its form hook, whose module brings antd's form store with it.
  {
    importer: /[\\/]node_modules[\\/]antd[\\/]es[\\/]radio[\\/]group\.js$/,
    source: '../form/hooks/useForm',
    shim: fileURLToPath(new URL('../src/shims/antdRadioFormName.ts', import.meta.url)),
  },
  // antd's default render of its detached parts, which the React 19 patch replaces at the entry.
  {
    importer: /[\\/]node_modules[\\/]antd[\\/]es[\\/]config-provider[\\/]UnstableContext\.js$/,
    source: 'rc-util/es/React/render',
    shim: fileURLToPath(new URL('../src/shims/antdDefaultRender.ts', import.meta.url)),
  },
  // antd's table builds its virtual table when it loads; only a table declared `virtual` draws it.
  {
    importer: /[\\/]node_modules[\\/]antd[\\/]es[\\/]table[\\/]InternalTable\.js$/,
    source: './RcTable/VirtualTable',
    shim: fileURLToPath(new URL('../src/shims/antdVirtualTable.tsx', import.meta.url)),
  },
  // antd's table selection takes two key-list helpers from rc-tree's helpers module, which imports the tree node.
  {
    importer: /[\\/]node_modules[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useSelection\.js$/,
    source: 'rc-tree/es/util',
    shim: fileURLToPath(new URL('../src/shims/antdSelectionKeys.ts', import.meta.url)),
  },
  // antd's dialog and card draw a skeleton only while `loading`, which none of the shell's or first list's is.
  ...['modal[\\/]Modal', 'card[\\/]Card'].map((file) => ({
    importer: new RegExp(`[\\\\/]node_modules[\\\\/]antd[\\\\/]es[\\\\/]${file}\\.js$`),
    source: '../skeleton',
    shim: fileURLToPath(new URL('../src/shims/antdSkeleton.tsx', import.meta.url)),
  })),
  // Refine's devtools trace parses stacks in development only.
  {
    importer: /[\\/]node_modules[\\/]@refinedev[\\/]devtools-internal[\\/]/,
    source: 'error-stack-parser',
    shim: fileURLToPath(new URL('../src/shims/errorStackParser.ts', import.meta.url)),
  },
  // antd's Typography imports its in-place editor, and with it the text area, for `editable` texts, which none is.
  {
    importer: /[\\/]node_modules[\\/]antd[\\/]es[\\/]typography[\\/]Base[\\/]index\.js$/,
    source: '../Editable',
    shim: fileURLToPath(new URL('../src/shims/antdTypographyEditable.tsx', import.meta.url)),
  },
  // Refine's default options pluralise resource names with the pluralize package; the console passes its own.
  {
    importer: /[\\/]node_modules[\\/]@refinedev[\\/]core[\\/]dist[\\/]index\.mjs$/,
    source: 'pluralize',
    shim: fileURLToPath(new URL('../src/shims/refineTextTransformers.ts', import.meta.url)),
  },
  // antd's table filter dropdown draws a tree only for a column filter in tree mode, which no list declares.
  {
    importer: /[\\/]node_modules[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]FilterDropdown\.js$/,
    source: '../../../tree',
    shim: fileURLToPath(new URL('../src/shims/antdTableFilterTree.tsx', import.meta.url)),
  },
  // antd's table draws its column filter dropdown only around a column that declares filters, which no list does.
  {
    importer: /[\\/]node_modules[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]index\.js$/,
    source: './FilterDropdown',
    shim: fileURLToPath(new URL('../src/shims/antdTableFilterDropdown.tsx', import.meta.url)),
  },
  // Parts antd's component modules attach to their component (`Dropdown.Button`, `Avatar.Group`, `Badge.Ribbon`)
  // and the console draws nowhere: loaded when first drawn.
  ...[
    ['dropdown', './dropdown-button', 'antdDropdownButton.tsx'],
    ['avatar', './AvatarGroup', 'antdAvatarGroup.tsx'],
    ['badge', './Ribbon', 'antdBadgeRibbon.tsx'],
  ].map(([folder, source, file]) => ({
    importer: new RegExp(`[\\\\/]node_modules[\\\\/]antd[\\\\/]es[\\\\/]${folder}[\\\\/]index\\.js$`),
    source,
    shim: fileURLToPath(new URL(`../src/shims/${file}`, import.meta.url)),
  })),
  // rc-util's scroll bar measure imports its style tags by a relative path.
  {
    importer: /[\\/]node_modules[\\/]rc-util[\\/]es[\\/]getScrollBarSize\.js$/,
    source: './Dom/dynamicCSS',
    shim: fileURLToPath(new URL('../src/shims/rcUtilDynamicCSS.ts', import.meta.url)),
  },
  // rc-util's mobile hook imports the mobile check by a relative path.
  {
    importer: /[\\/]node_modules[\\/]rc-util[\\/]es[\\/]hooks[\\/]useMobile\.js$/,
    source: '../isMobile',
    shim: fileURLToPath(new URL('../src/shims/rcUtilIsMobile.ts', import.meta.url)),
  },
  // antd's table draws a radio only for a row selection of one or a filter of one value, which no list declares.
  {
    importer: /[\\/]node_modules[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useSelection\.js$/,
    source: '../../radio',
    shim: fileURLToPath(new URL('../src/shims/antdTableRadio.tsx', import.meta.url)),
  },
  {
    importer: /[\\/]node_modules[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]FilterDropdown\.js$/,
    source: '../../../radio',
    shim: fileURLToPath(new URL('../src/shims/antdTableRadio.tsx', import.meta.url)),
  },
];

export function buildShims(): Plugin {
  return {
    name: 'atrium-build-shims',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const file = importer ? FILE_SHIMS.find((s) => s.source === source && s.importer.test(importer)) : undefined;
      return file?.shim ?? SHIMS[source] ?? null;
    },
  };
}
