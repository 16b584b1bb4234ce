import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Accessibility ties antd leaves to us (docs/product.md#accessibility-themes-and-narrow-screens, WCAG 2.1 AA).
 */

/** The checkbox or radio of a table row names what it selects (antd leaves it without a label). */
export function useRowCheckLabel(): () => { title: string; 'aria-label': string } {
  const { t } = useTranslation();
  const label = t('table.selectRow');
  return () => ({ title: label, 'aria-label': label });
}

const SCROLLERS = '.ant-table-content, .ant-table-body';

/**
 * A table wider than its card scrolls sideways; keyboard users reach it only when the scrolling box takes focus
 * (then the arrow keys scroll it). Marks each such box of the container focusable, labelled, as a region.
 */
export function useFocusableScroll(container: RefObject<HTMLElement | null>, deps: unknown[]) {
  const { t } = useTranslation();
  const label = t('table.scrollRegion');
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const mark = () => {
      for (const box of root.querySelectorAll<HTMLElement>(SCROLLERS)) {
        const scrolls = box.scrollWidth > box.clientWidth || box.scrollHeight > box.clientHeight;
        if (scrolls && box.tabIndex !== 0) {
          box.tabIndex = 0;
          box.setAttribute('role', 'region');
          box.setAttribute('aria-label', label);
        } else if (!scrolls && box.getAttribute('role') === 'region') {
          box.removeAttribute('tabindex');
          box.removeAttribute('role');
          box.removeAttribute('aria-label');
        }
      }
    };
    mark();
    const observer = new ResizeObserver(mark);
    observer.observe(root);
    return () => observer.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's `deps` say when its tables may have changed size, as a useEffect's own list would
  }, [container, label, ...deps]);
}

/**
 * Form.Item hands its control `aria-required`; antd's Select puts every ARIA attribute on both its combobox
 * input and its outer box, where `aria-required` is not allowed (axe: aria-allowed-attr). The required mark
 * of the label and the linked error message say it instead.
 */
export function withoutRequired<T extends Record<string, unknown>>(aria: T): Omit<T, 'aria-required'> {
  const { 'aria-required': _required, ...rest } = aria;
  return rest;
}

/**
 * Gives the focus back to what opened a dialog once it closes (WCAG 2.4.3). The engine's dialogs unmount on
 * close, so antd's own return never runs; the opener is found again by its action and row when the list has
 * drawn the row anew in the meantime.
 */
export function useFocusReturn(open: boolean) {
  const opener = useRef<{ element: HTMLElement; action: string | null; row: string | null } | null>(null);
  useEffect(() => {
    if (open) {
      const element = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      opener.current =
        element && element !== document.body
          ? { element, action: element.getAttribute('data-action'), row: element.closest('[data-row-key]')?.getAttribute('data-row-key') ?? null }
          : null;
      return;
    }
    const from = opener.current;
    opener.current = null;
    if (!from) return;
    const lost = !document.activeElement || document.activeElement === document.body;
    if (!lost) return;
    const again =
      from.element.isConnected || !from.action
        ? from.element
        : document.querySelector<HTMLElement>(`${from.row ? `[data-row-key="${CSS.escape(from.row)}"] ` : ''}[data-action="${CSS.escape(from.action)}"]`);
    again?.focus();
  }, [open]);
}
