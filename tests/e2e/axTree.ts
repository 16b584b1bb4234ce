import type { CDPSession, Page } from '@playwright/test';
import { iconWordsIn } from './iconNames';
import { axeProblems, type AxeProblem } from './support';

/**
 * What a screen reader is given, read from Chromium's own accessibility tree (CDP Accessibility.getFullAXTree,
 * the names Chromium computes, not a guess of ours): every button, link, input, tab and the like has a name of
 * its own (not an icon's file name), and every data table ties its cells to header cells. Problems come in axe's shape, so Findings keeps both.
 */

/** The roles a user operates: each must have a name. */
const NAMED_ROLES = new Set([
  'button',
  'link',
  'textbox',
  'searchbox',
  'combobox',
  'listbox',
  'spinbutton',
  'checkbox',
  'radio',
  'switch',
  'slider',
  'tab',
  'menuitem',
  'menuitemcheckbox',
  'menuitemradio',
  'option',
  'treeitem',
]);

interface AXValue {
  value?: unknown;
}
interface AXNode {
  nodeId: string;
  ignored: boolean;
  role?: AXValue;
  name?: AXValue;
  backendDOMNodeId?: number;
}

const sessions = new WeakMap<Page, Promise<CDPSession>>();
function session(page: Page): Promise<CDPSession> {
  if (!sessions.has(page)) sessions.set(page, page.context().newCDPSession(page));
  return sessions.get(page)!;
}

/**
 * The element behind an accessibility node, when it lies inside `scope` and is shown: its start tag, else null.
 * Kept-alive pages of other tabs and the shell around a checked dialog are someone else's check. With `words`
 * (icon file names found in the node's `name`), only when the element draws such an icon itself and the name
 * holds the word more often than the element's visible text does: then the name came from the icon, not from a
 * label that holds the same word ('Import / export' beside the export icon).
 */
async function describeIn(cdp: CDPSession, backendNodeId: number, scope: string, words: string[], name: string): Promise<string | null> {
  const { object } = await cdp.send('DOM.resolveNode', { backendNodeId });
  if (!object.objectId) return null;
  const { result } = await cdp.send('Runtime.callFunctionOn', {
    objectId: object.objectId,
    functionDeclaration: `function (scope, words, name) {
      const el = this.nodeType === 1 ? this : this.parentElement;
      if (!el || !el.closest(scope) || !el.checkVisibility({ visibilityProperty: true })) return null;
      const times = (text, word) => text.split(/\\s+/).filter((w) => w === word).length;
      const text = el.innerText || '';
      const fromIcon = (word) => el.querySelector('.anticon-' + CSS.escape(word)) && times(name, word) > times(text, word);
      if (words.length && !words.some(fromIcon)) return null;
      return el.outerHTML.slice(0, 200);
    }`,
    arguments: [{ value: scope }, { value: words }, { value: name }],
    returnByValue: true,
  });
  await cdp.send('Runtime.releaseObject', { objectId: object.objectId });
  return (result.value as string | null) ?? null;
}

/**
 * The controls inside `scope` (a selector; the whole page when absent) that a screen reader would read without a
 * name, or with an icon's English file name in it: antd labels every icon with its file name ('left', 'plus'),
 * so an icon-only control without a name of its own is read 'left', and an icon beside a label that is not
 * hidden from the tree makes the name 'plus 新增' (docs/product.md#accessibility-themes-and-narrow-screens: icons beside a label are decorative).
 */
export async function namelessControls(page: Page, scope = 'body'): Promise<AxeProblem[]> {
  const cdp = await session(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AXNode[] };
  const found: string[] = [];
  for (const node of nodes) {
    const role = String(node.role?.value ?? '');
    if (node.ignored || !NAMED_ROLES.has(role) || node.backendDOMNodeId === undefined) continue;
    const name = String(node.name?.value ?? '').trim();
    // Most named controls need no look at their element: only a name holding an icon's file name might be an icon's.
    const words = name ? iconWordsIn(name) : [];
    if (name && !words.length) continue;
    const html = await describeIn(cdp, node.backendDOMNodeId, scope, words, name);
    if (html) found.push(`${role} ${name ? `named with its icon's file name "${name}"` : 'without a name'}: ${html}`);
  }
  return found.length ? [{ rule: 'control-without-name', impact: 'critical', targets: found }] : [];
}

/**
 * Data tables inside `scope` whose cells are not tied to a header: a table with body rows must have a header
 * row of its own (not a header drawn as a separate table), each header cell a `th` with a scope and a name
 * (the selection column's select-all checkbox names its cell), as many columns as its rows.
 */
export async function untiedTables(page: Page, scope = 'body'): Promise<AxeProblem[]> {
  const found = await page.evaluate((scope) => {
    const problems: string[] = [];
    for (const root of document.querySelectorAll(scope)) {
      for (const table of root.querySelectorAll('table')) {
        if (!(table as HTMLElement).checkVisibility() || table.closest('[aria-hidden="true"]') || table.matches('[role="presentation"], [role="none"]')) continue;
        const rows = [...table.querySelectorAll(':scope > tbody > tr')].filter((r) => !r.matches('.ant-table-measure-row, .ant-table-placeholder, [aria-hidden="true"]'));
        if (!rows.length) continue;
        const where = `${table.parentElement?.className ?? ''} > table.${table.className}`;
        const heads = [...table.querySelectorAll(':scope > thead > tr:last-child > th')];
        if (!heads.length) {
          problems.push(`${where}: body rows without a header row of their own`);
          continue;
        }
        for (const th of table.querySelectorAll(':scope > thead th')) {
          const name = (th.textContent ?? '').trim() || th.getAttribute('aria-label') || th.querySelector('[aria-label]')?.getAttribute('aria-label');
          if (!th.getAttribute('scope') || !name) problems.push(`${where}: header cell without ${th.getAttribute('scope') ? 'a name' : 'a scope'}: ${th.outerHTML.slice(0, 160)}`);
        }
      }
    }
    return problems;
  }, scope);
  return found.length ? [{ rule: 'table-cells-without-headers', impact: 'serious', targets: found }] : [];
}

/** Both: the nameless controls and the untied tables inside `scope`. */
export async function treeProblems(page: Page, scope?: string): Promise<AxeProblem[]> {
  return [...(await namelessControls(page, scope)), ...(await untiedTables(page, scope))];
}

/**
 * axe and the accessibility tree on the same view: a screen walk visits each place once and runs both (the
 * walk itself, not the checks, was most of the time two separate walks took).
 */
export async function axeAndTreeProblems(page: Page, scope?: string): Promise<AxeProblem[]> {
  return [...(await axeProblems(page, scope)), ...(await treeProblems(page, scope))];
}
