import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { axeAndTreeProblems } from './axTree';
import type { AxeProblem } from './support';

/**
 * The second WCAG engine of the accessibility walks (docs/testing.md#accessibility-checks): HTML_CodeSniffer, the
 * fork pa11y ships (`@pa11y/html_codesniffer`), run as pa11y's htmlcs runner runs it: injected into the page,
 * `HTMLCS.process('WCAG2AA', document, …)` over the whole document, and every message of type 1 an error
 * (2 and 3 are warnings and notices, which pa11y leaves out by default). pa11y's `rootElement` keeps the errors
 * inside one part of the page; `scope` does the same here, so a dialog's check holds the dialog's errors only.
 *
 * One kind of error is not counted, and only that one: a button or link whose only content is one icon that has a
 * name of its own (`aria-label` on the icon, or an svg `<title>`). Its name comes from that icon by the ARIA name
 * computation, which browsers and screen readers follow and this engine does not (it reads text, `title`,
 * `aria-label` and `aria-labelledby` of the control itself): H91's "no name" for such a control is the engine's
 * blind spot, not the user's. Chromium's own tree (axTree.ts) still fails a control whose name is empty or an
 * icon's file name.
 */

const SOURCE = readFileSync(createRequire(import.meta.url).resolve('@pa11y/html_codesniffer/build/HTMLCS.js'), 'utf8');
/** The standard pa11y runs by default: WCAG 2 level AA. */
const STANDARD = 'WCAG2AA';

export interface CodeSnifferError {
  /** HTML_CodeSniffer's code without the standard's path ('H43.HeadersRequired'). */
  code: string;
  message: string;
  selector: string;
  html: string;
  /** The control is named by its icon alone (see above): reported, not counted. */
  namedByIcon: boolean;
}

/** HTML_CodeSniffer's errors of what the page shows now, those inside `scope` (a selector) when it is given. */
export async function codeSnifferErrors(page: Page, scope?: string): Promise<CodeSnifferError[]> {
  // Evaluated once per document: the walks keep one document through their in-app navigation.
  if (!(await page.evaluate('typeof window.HTMLCS?.process === "function"'))) await page.evaluate(SOURCE);
  return page.evaluate(
    ({ standard, scope }) =>
      new Promise<CodeSnifferError[]>((resolve, reject) => {
        const htmlcs = (window as unknown as { HTMLCS: HtmlCs }).HTMLCS;
        const roots = scope ? [...document.querySelectorAll(scope)] : [document];
        const inside = (node: Node) => roots.some((root) => root.contains(node));

        /** A control whose whole content is one icon named by its own `aria-label` or svg `<title>`. */
        const namedByIcon = (el: Element) => {
          if (!el.matches('a, button, [role="button"]') || (el.textContent ?? '').trim() !== '') return false;
          const icons = [...el.querySelectorAll('svg, img, [role="img"]')].filter((icon) => !icon.parentElement?.closest('svg, [role="img"]'));
          if (icons.length !== 1) return false;
          const [icon] = icons;
          // Nothing else inside: every element is the icon, a wrapper around it, or a part of it.
          if (![...el.querySelectorAll('*')].every((part) => part === icon || part.contains(icon) || icon.contains(part))) return false;
          if (icon.closest('[aria-hidden="true"]')) return false;
          const label = icon.getAttribute('aria-label')?.trim();
          const title = icon.matches('svg') ? icon.querySelector(':scope > title')?.textContent?.trim() : undefined;
          return !!(label || title);
        };

        /** A selector that finds the element again: its path of tags up to the nearest id. */
        const selectorOf = (el: Element): string => {
          const parts: string[] = [];
          for (let node: Element | null = el; node; node = node.parentElement) {
            if (node.id) {
              parts.unshift(`#${CSS.escape(node.id)}`);
              break;
            }
            const parent: Element | null = node.parentElement;
            const same = parent ? [...parent.children].filter((c) => c.tagName === node!.tagName) : [];
            parts.unshift(same.length > 1 ? `${node.tagName.toLowerCase()}:nth-child(${[...parent!.children].indexOf(node) + 1})` : node.tagName.toLowerCase());
          }
          return parts.join(' > ');
        };

        htmlcs.process(
          standard,
          document,
          () => {
            resolve(
              htmlcs
                .getMessages()
                .filter((m) => m.type === 1 && inside(m.element))
                .map((m) => {
                  const el = m.element instanceof Element ? m.element : null;
                  return {
                    // 'WCAG2AA.Principle1.Guideline1_3.1_3_1.H43.HeadersRequired' -> 'H43.HeadersRequired'
                    code: m.code.split('.').slice(4).join('.'),
                    message: m.msg,
                    selector: el ? selectorOf(el) : 'document',
                    html: el ? el.outerHTML.replace(/\s+/g, ' ').slice(0, 200) : '',
                    namedByIcon: !!el && /\.H91\.(A\.NoContent|\w+\.Name)$/.test(m.code) && namedByIcon(el),
                  };
                }),
            );
          },
          () => reject(new Error(`HTML_CodeSniffer could not load the ${standard} standard`)),
        );

        interface HtmlCs {
          process(standard: string, content: Document, done: () => void, failed: () => void): void;
          getMessages(): { type: number; code: string; msg: string; element: Node }[];
        }
      }),
    { standard: STANDARD, scope },
  );
}

/**
 * HTML_CodeSniffer's counted errors inside `scope`, in axe's shape for Findings (axeWalk.ts): one problem per code,
 * each element with its selector, its start tag and the engine's message. The errors not counted (controls named
 * by their icon alone) go to `notCounted`, when given, so a walk can say how many there were.
 */
export async function codeSnifferProblems(page: Page, scope?: string, notCounted?: CodeSnifferError[]): Promise<AxeProblem[]> {
  const byCode = new Map<string, string[]>();
  for (const error of await codeSnifferErrors(page, scope)) {
    if (error.namedByIcon) {
      notCounted?.push(error);
      continue;
    }
    byCode.set(error.code, [...(byCode.get(error.code) ?? []), `${error.selector} ${error.html} ${error.message}`]);
  }
  return [...byCode].map(([code, targets]) => ({ rule: `htmlcs ${code}`, impact: 'error', targets }));
}

/**
 * The walks' check of one view by all three: axe, Chromium's accessibility tree (axTree.ts) and HTML_CodeSniffer,
 * for Findings (axeWalk.ts). It keeps the engine's errors it does not count and the time the engine took, which
 * `summary` says at the end of a walk.
 */
export function withCodeSniffer() {
  const namedByIcon: CodeSnifferError[] = [];
  let sniffing = 0;
  let checks = 0;
  return {
    problems: async (page: Page, scope?: string): Promise<AxeProblem[]> => {
      const problems = await axeAndTreeProblems(page, scope);
      const started = Date.now();
      problems.push(...(await codeSnifferProblems(page, scope, namedByIcon)));
      sniffing += Date.now() - started;
      checks++;
      return problems;
    },
    summary: () =>
      `HTML_CodeSniffer: ${checks} checks in ${sniffing} ms; ${namedByIcon.length} errors not counted, on controls named by their icon alone (${[...new Set(namedByIcon.map((e) => e.code))].join(', ') || 'none'})`,
  };
}
