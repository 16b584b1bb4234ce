// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { namesImported } from '../../scripts/barrelImports';
import { zhCN } from '@/locales/zh-CN';
import { homeZh } from '@/locales/home.zh';
import { dashboardZh } from '@/locales/dashboard.zh';
import { infoZh } from '@/locales/info.zh';
import { activitiZh } from '@/locales/activiti.zh';
import { premiumZh } from '@/locales/premium.zh';
import { pickersZh } from '@/locales/pickers.zh';
import { settingsZh } from '@/locales/settings.zh';
import { errorLogZh } from '@/locales/errorLog.zh';
import { passwordZh } from '@/locales/password.zh';
import { conflictZh } from '@/locales/conflict.zh';
import { listPanelsZh } from '@/locales/listPanels.zh';
import { historyDrawerZh } from '@/locales/historyDrawer.zh';

/**
 * What the first downloads are made of (docs/performance.md#what-the-browser-loads), read from the sources' static imports (what the
 * build must put in the same download as the module): the sign-in page's script (from the entry), the signed-in
 * shell's and every list page's. Dynamic imports load later and are not followed; `import type` is not code.
 */
const ROOT = resolve(__dirname, '../..');
const ALIASES: [string, string][] = [
  ['@schemas/', 'schemas/'],
  ['@resources/', 'resources/'],
  ['@/', 'src/'],
];
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];
// `import x from 'm'`, `import { a, type B } from 'm'`, `export * from 'm'`, `import 'm'`; not `import type`.
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function resolveSource(from: string, specifier: string): string | null {
  const alias = ALIASES.find(([prefix]) => specifier.startsWith(prefix));
  const base = alias ? join(ROOT, alias[1], specifier.slice(alias[0].length)) : specifier.startsWith('.') ? join(dirname(from), specifier) : null;
  if (!base) return null;
  const file = EXTENSIONS.map((ext) => base + ext).find((candidate) => existsSync(candidate) && /\.tsx?$/.test(candidate));
  return file ?? null;
}

/** Our source files a module reaches through static imports. */
function sourcesReached(start: string): Map<string, string> {
  const sources = new Map<string, string>();
  const seen = new Set<string>();
  const stack = [join(ROOT, start)];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    sources.set(file, code);
    for (const [, specifier] of code.matchAll(STATIC_IMPORT)) {
      const source = resolveSource(file, specifier);
      if (source) stack.push(source);
    }
  }
  return sources;
}

/** The packages (by name) a module reaches through static imports of our sources. */
function packagesReached(start: string): Set<string> {
  const packages = new Set<string>();
  for (const [file, code] of sourcesReached(start)) {
    for (const [, specifier] of code.matchAll(STATIC_IMPORT)) {
      if (resolveSource(file, specifier) || specifier.startsWith('.') || /\.(css|svg|png)$/.test(specifier)) continue;
      const parts = specifier.split('/');
      packages.add(specifier.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]);
    }
  }
  return packages;
}

/** The components a module's static imports take from antd's index, with the files that take each. */
function antdComponentsReached(start: string): Map<string, string[]> {
  const components = new Map<string, string[]>();
  for (const [file, code] of sourcesReached(start)) {
    for (const name of namesImported(code.replace(/^\s*import\s+type\b[^;]*;/gm, ''), 'antd') ?? ['(the whole library)']) {
      components.set(name, [...(components.get(name) ?? []), file.slice(ROOT.length + 1)]);
    }
  }
  return components;
}

describe('the first downloads (docs/performance.md#what-the-browser-loads)', () => {
  it('reads the imports it checks', () => {
    // The walk itself: the entry reaches React and antd, the list page Refine.
    expect(packagesReached('src/main.tsx')).toContain('react-dom');
    expect(packagesReached('src/main.tsx')).toContain('antd');
    expect(packagesReached('src/engine/list/ListPage.tsx')).toContain('@refinedev/core');
  });

  it.each(['src/main.tsx', 'src/app/SignedInApp.tsx', 'src/engine/list/ListPage.tsx'])('%s carries no validation library: a dialog brings its zod schemas when it opens', (start) => {
    expect([...packagesReached(start)]).not.toContain('zod');
  });

  it('the sign-in page carries no HTTP client (axios comes with the first call), no history’s and undo’s texts and no access enums', () => {
    const sources = [...sourcesReached('src/main.tsx').keys()].map((file) => file.slice(ROOT.length + 1));
    expect(sources).toContain('src/providers/lazyClient.ts');
    expect(sources).not.toContain('src/providers/client.ts');
    expect([...packagesReached('src/main.tsx')]).not.toContain('axios');
    expect(sources).not.toContain('schemas/auditRevertConstants.ts');
    // The refusal that opens the set-password step is recognised by its flag alone, without the access enums.
    expect(sources).toContain('schemas/passwordChangeConstants.ts');
    expect(sources).not.toContain('schemas/access.ts');
    // The signed-in part takes the client, with the audit trail's headers, in its own download.
    const signedIn = [...sourcesReached('src/app/SignedInApp.tsx').keys()].map((file) => file.slice(ROOT.length + 1));
    expect(signedIn).toContain('src/providers/client.ts');
    expect(signedIn).toContain('schemas/auditHeaders.ts');
  });

  it('the shell and every list format dates without dayjs, which comes with the date pickers and the home page', () => {
    for (const start of ['src/main.tsx', 'src/app/SignedInApp.tsx', 'src/engine/list/ListPage.tsx']) {
      expect([...packagesReached(start)], start).not.toContain('dayjs');
    }
    for (const start of ['src/engine/list/DateRangeControl.tsx', 'src/pages/home/HomePage.tsx']) {
      expect([...packagesReached(start)], start).toContain('dayjs');
    }
  });

  it('the sign-in page carries no code only the signed-in part or a later public page runs (a chunk group takes a module whole)', () => {
    const sources = [...sourcesReached('src/main.tsx').keys()].map((file) => file.slice(ROOT.length + 1));
    const later: [string, string][] = [
      ['src/shell/shellPageRoutes.tsx', 'src/app/SignedInApp.tsx'],
      ['src/shell/errorLog/errorLogUpload.ts', 'src/shell/errorLog/ErrorLogButton.tsx'],
      ['src/providers/phoneCalls.ts', 'src/pages/login/PhoneLoginForm.tsx'],
      ['src/providers/socialBind.ts', 'src/pages/login/AuthRedirectPage.tsx'],
      ['src/providers/ownPassword.ts', 'src/pages/password/SetPasswordPage.tsx'],
    ];
    for (const [module, loader] of later) {
      expect(sources, module).not.toContain(module);
      expect(
        [...sourcesReached(loader).keys()].map((file) => file.slice(ROOT.length + 1)),
        loader,
      ).toContain(module);
    }
  });

  it('the sign-in page’s styles hold no rule of the shell, its tags, a list or a page behind the sign-in', () => {
    const styles = [...sourcesReached('src/main.tsx')].flatMap(([file, code]) =>
      [...code.matchAll(/^\s*import\s+['"]([^'"]+\.css)['"]/gm)].map(([, specifier]) => {
        const alias = ALIASES.find(([prefix]) => specifier.startsWith(prefix));
        return alias ? join(ROOT, alias[1], specifier.slice(alias[0].length)) : join(dirname(file), specifier);
      }),
    );
    expect(styles.map((file) => file.slice(ROOT.length + 1))).toContain('src/styles/darkTheme.css');
    const rules = styles.map((file) => readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')).join('\n');
    for (const selector of [
      '.shell',
      '.top-bar',
      '.tags-',
      '.theme-card',
      '.color-swatch',
      '.folded-tools',
      '.ant-tag',
      '.search-form',
      '.palette-',
      '.shortcuts-',
      '.home-',
      '.menu-admin',
    ]) {
      expect(rules, selector).not.toContain(selector);
    }
  });

  it('the sign-in page opens on the password form: the phone form loads with its tab', () => {
    const sources = [...sourcesReached('src/main.tsx').keys()].map((file) => file.slice(ROOT.length + 1));
    expect(sources).toContain('src/pages/login/PasswordLoginForm.tsx');
    expect(sources).not.toContain('src/pages/login/PhoneLoginForm.tsx');
  });

  it('the signed-in shell and every list take antd’s Input alone, not its index with TextArea, Search and OTP', () => {
    const components = antdComponentsReached('src/engine/list/ListPage.tsx');
    for (const [name, files] of antdComponentsReached('src/app/SignedInApp.tsx')) components.set(name, files);
    expect(components.get('Select')).toBeDefined();
    expect(components.get('Input')).toBeUndefined();
  });

  it('the signed-in shell and every list take no Typography from antd (its ellipsis, copy and edit code)', () => {
    const components = antdComponentsReached('src/engine/list/ListPage.tsx');
    for (const [name, files] of antdComponentsReached('src/app/SignedInApp.tsx')) components.set(name, files);
    expect(components.get('Table')).toBeDefined();
    expect(components.get('Typography')).toBeUndefined();
    expect(components.get('(the whole library)')).toBeUndefined();
  });

  it('the signed-in shell and every list take no Form from antd: the search form is the list’s own, the lock dialog loads when asked for', () => {
    const components = antdComponentsReached('src/engine/list/ListPage.tsx');
    for (const [name, files] of antdComponentsReached('src/app/SignedInApp.tsx')) components.set(name, files);
    expect(components.get('Select')).toBeDefined();
    expect(components.get('Form')).toBeUndefined();
    // The lazy dialog still asks with antd's Form.
    expect([...antdComponentsReached('src/shell/lock/LockPasswordDialog.tsx').keys()]).toContain('Form');
  });

  it('the signed-in shell and every list take nothing from @refinedev/antd: its table hook makes an antd Form and its store the first list does not draw', () => {
    for (const start of ['src/main.tsx', 'src/app/SignedInApp.tsx', 'src/engine/list/ListPage.tsx']) {
      expect([...packagesReached(start)], start).not.toContain('@refinedev/antd');
    }
  });

  it('the chart code loads with a home page’s dashboard only: never with the sign-in page, the shell, a list or the home page’s own chunk', () => {
    for (const start of ['src/main.tsx', 'src/app/SignedInApp.tsx', 'src/engine/list/ListPage.tsx', 'src/pages/home/HomePage.tsx']) {
      expect(
        [...packagesReached(start)].filter((name) => name.startsWith('@visx/')),
        start,
      ).toEqual([]);
    }
    // The dashboard, loaded by the home page when it draws it, takes visx and no validation library.
    expect([...packagesReached('src/pages/dashboard/HomeDashboard.tsx')]).toEqual(expect.arrayContaining(['@visx/shape', '@visx/scale', '@visx/axis']));
    expect([...packagesReached('src/pages/dashboard/HomeDashboard.tsx')]).not.toContain('zod');
  });
  it('the sign-in page, the shell and a list carry no zh texts of a page they do not show: each page brings its own with its chunk', () => {
    const pageTexts: [string, string][] = [
      ['src/locales/home.zh.ts', 'src/pages/home/HomePage.tsx'],
      ['src/locales/dashboard.zh.ts', 'src/pages/dashboard/HomeDashboard.tsx'],
      ['src/locales/dashboard.zh.ts', 'src/pages/dashboard/designer/DashboardEditorDialog.tsx'],
      ['src/locales/info.zh.ts', 'src/pages/info/InfoPage.tsx'],
      ['src/locales/password.zh.ts', 'src/pages/info/InfoPage.tsx'],
      ['src/locales/password.zh.ts', 'src/pages/password/SetPasswordPage.tsx'],
      ['src/locales/activiti.zh.ts', 'src/pages/activti/ActivitiDetailPage.tsx'],
      ['src/locales/premium.zh.ts', 'src/pages/premiumInfos/PremiumInfosPage.tsx'],
      ['src/locales/pickers.zh.ts', 'src/pages/accountCenter/pickers/EmployeePickerField.tsx'],
      ['src/locales/pickers.zh.ts', 'src/pages/accountCenter/pickers/OrgPickerField.tsx'],
      ['src/locales/settings.zh.ts', 'src/shell/settings/SettingsDrawer.tsx'],
      ['src/locales/errorLog.zh.ts', 'src/shell/errorLog/ErrorLogButton.tsx'],
      ['src/locales/conflict.zh.ts', 'src/engine/conflict/ConflictDialog.tsx'],
      ['src/locales/conflict.zh.ts', 'src/engine/bulk/runBulk.tsx'],
      ['src/locales/listPanels.zh.ts', 'src/engine/list/tools/ColumnSettingsPanel.tsx'],
      ['src/locales/listPanels.zh.ts', 'src/engine/list/tools/ViewsPanel.tsx'],
      ['src/locales/listPanels.zh.ts', 'src/engine/bulk/runBulk.tsx'],
      ['src/locales/listPanels.zh.ts', 'src/shell/palette/CommandPalette.tsx'],
      ['src/locales/listPanels.zh.ts', 'src/shell/palette/ShortcutsDialog.tsx'],
      ['src/locales/historyDrawer.zh.ts', 'src/engine/history/HistoryDrawer.tsx'],
      ['src/locales/historyDrawer.zh.ts', 'src/engine/history/undoRevert.ts'],
      ['src/locales/historyDrawer.zh.ts', 'src/engine/conflict/ConflictDialog.tsx'],
    ];
    const reached = (start: string) => [...sourcesReached(start).keys()].map((file) => file.slice(ROOT.length + 1));
    const firstDownloads = new Set(['src/main.tsx', 'src/app/SignedInApp.tsx', 'src/engine/list/ListPage.tsx'].flatMap(reached));
    expect(firstDownloads).toContain('src/locales/zh-CN.ts');
    for (const [texts, page] of pageTexts) {
      expect(firstDownloads.has(texts), texts).toBe(false);
      expect(reached(page), page).toContain(texts);
    }
    // Nor does the signed-in locale keep a copy: of those sections it holds only what the shell shows (a tab's
    // title, the reminder's link, the help widget's link, the user menu's entry).
    const shellKeys = Object.fromEntries(
      Object.entries(zhCN as Record<string, unknown>).map(([section, value]) => [section, typeof value === 'object' && value ? Object.keys(value) : []]),
    );
    const moved = {
      home: homeZh,
      dashboard: dashboardZh,
      info: infoZh,
      activiti: activitiZh,
      premium: premiumZh,
      pickers: pickersZh,
      settings: settingsZh,
      errorLog: errorLogZh,
      password: passwordZh,
      conflict: conflictZh,
      history: historyDrawerZh,
    };
    for (const [section, texts] of Object.entries(moved)) {
      expect(
        (shellKeys[section] ?? []).filter((key) => key in texts),
        section,
      ).toEqual([]);
    }
    // The operator tools keep their buttons' and the selection bar's texts; those of their panels are not copied.
    const tools = zhCN.tools as Record<string, Record<string, string>>;
    for (const [part, texts] of Object.entries(listPanelsZh)) {
      expect(
        Object.keys(tools[part] ?? {}).filter((key) => key in texts),
        `tools.${part}`,
      ).toEqual([]);
    }
  });
  it('the shell names a runtime screen’s tab without the builder of its declaration, which comes with the screen', () => {
    const signedIn = [...sourcesReached('src/app/SignedInApp.tsx').keys()].map((file) => file.slice(ROOT.length + 1));
    expect(signedIn).toContain('src/shell/routeInfo.ts');
    expect(signedIn).not.toContain('resources/runtimeScreen.ts');
    expect([...sourcesReached('src/engine/route/RuntimeScreenRoute.tsx').keys()].map((file) => file.slice(ROOT.length + 1))).toContain('resources/runtimeScreen.ts');
  });
  it('the shell and the first list carry no code that runs only on a later action: each loads when the action is taken', () => {
    const first = new Set([...sourcesReached('src/app/SignedInApp.tsx').keys(), ...sourcesReached('src/engine/list/ListPage.tsx').keys()].map((file) => file.slice(ROOT.length + 1)));
    // [the module, the file that loads it with a dynamic import when the user acts]
    const onAction: [string, string][] = [
      ['src/engine/bulk/runBulk.tsx', 'src/engine/bulk/useBulkRunner.tsx'],
      ['src/engine/importExport/api.ts', 'src/engine/importExport/useImportExport.ts'],
      ['src/engine/importExport/api.ts', 'src/engine/actions/useActionRunner.ts'],
      ['src/engine/conflict/versionedWrite.ts', 'src/engine/conflict/useVersionedSave.ts'],
      ['src/engine/grid/inlineSave.ts', 'src/engine/grid/useInlineEdit.ts'],
      ['src/engine/actions/actionCall.ts', 'src/engine/actions/useActionRunner.ts'],
      ['src/engine/history/undoRevert.ts', 'src/engine/history/useUndo.tsx'],
    ];
    for (const [module, loader] of onAction) {
      expect([...first], module).not.toContain(module);
      expect(first, loader).toContain(loader);
      const specifier = relative(dirname(join(ROOT, loader)), join(ROOT, module)).replace(/\.tsx?$/, '');
      expect(readFileSync(join(ROOT, loader), 'utf8'), loader).toContain(`import('${specifier.startsWith('.') ? specifier : `./${specifier}`}')`);
    }
    // [a module they take along, the loaded module that brings it]
    const takenAlong: [string, string][] = [
      ['src/engine/conflict/staleWrite.ts', 'src/engine/conflict/versionedWrite.ts'],
      ['src/engine/form/schemaRules.ts', 'src/engine/grid/inlineSave.ts'],
      ['src/engine/actions/endpointCall.ts', 'src/engine/actions/actionCall.ts'],
      ['src/engine/actions/endpointCall.ts', 'src/engine/grid/inlineSave.ts'],
      ['src/engine/history/historyApi.ts', 'src/engine/history/undoRevert.ts'],
      ['schemas/auditRevertConstants.ts', 'src/engine/history/undoRevert.ts'],
    ];
    for (const [module, loadedWith] of takenAlong) {
      expect([...first], module).not.toContain(module);
      expect(
        [...sourcesReached(loadedWith).keys()].map((file) => file.slice(ROOT.length + 1)),
        loadedWith,
      ).toContain(module);
    }
  });
});
