/**
 * Accessibility of antd's pop-up panels (docs/product.md#accessibility-themes-and-narrow-screens), repaired once for every screen:
 * antd (rc-select, rc-picker) draws markup that no prop reaches, and every select and date field of every
 * screen opens one of these panels.
 * - a select's options list (`role="listbox"`) has no name: it takes its field's, the label of the input
 *   whose `aria-controls` points at it;
 * - a select's visible option rows carry `aria-selected` without a role that allows it (the options a screen
 *   reader reads are the list's own `role="option"` items): the attribute goes from the visible rows;
 * - a date picker's calendar heads its columns with `th` and no scope: they get `scope="col"`, so each day is
 *   read with its weekday;
 * - a confirmation's OK button shows antd's spinner while its call runs (antd sets that loading itself), a named
 *   icon read before the label ('loading 确 定'): a spinner beside a label is decorative.
 * Pop-ups are portals at the end of `body` (a page's own layer of them, or antd's); only those are watched,
 * never the pages, so a tab switch or a list's render costs nothing here.
 */

function nameOfField(listbox: Element): string | null {
  const field = listbox.id ? document.querySelector<HTMLInputElement>(`[aria-controls="${CSS.escape(listbox.id)}"]`) : null;
  if (!field) return null;
  const own = field.getAttribute('aria-label');
  if (own) return own;
  const labelled = field.getAttribute('aria-labelledby');
  const text = labelled
    ? labelled
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
    : (field.labels?.[0]?.textContent ?? '');
  return text.replace(/[:：]\s*$/, '').trim() || null;
}

/** Repairs what the pop-ups inside `popup` (a portal) hold now. */
export function repairPopup(popup: ParentNode) {
  for (const listbox of popup.querySelectorAll('[role="listbox"]:not([aria-label]):not([aria-labelledby])')) {
    const name = nameOfField(listbox);
    if (name) listbox.setAttribute('aria-label', name);
  }
  for (const row of popup.querySelectorAll('.ant-select-item-option[aria-selected]:not([role])')) row.removeAttribute('aria-selected');
  for (const head of popup.querySelectorAll('.ant-picker-content th:not([scope])')) head.setAttribute('scope', 'col');
  for (const spinner of popup.querySelectorAll('.ant-btn-loading-icon .anticon:not([aria-hidden])')) {
    if (spinner.closest('.ant-btn')?.textContent?.trim()) spinner.setAttribute('aria-hidden', 'true');
  }
}

/**
 * Watches the pop-up portals of `body` from now on; answers the function that stops watching. A portal is
 * found as it is added (antd adds its container when a panel first opens) and repaired whenever its content
 * changes (another month, other options, a row selected).
 */
export function watchPopupAria(body: HTMLElement = document.body): () => void {
  const watched = new WeakSet<Node>();
  const observers: MutationObserver[] = [];
  const watch = (node: Node) => {
    // The app's own root is not a portal: its pages are never watched.
    if (!(node instanceof HTMLElement) || node.id === 'root' || watched.has(node)) return;
    watched.add(node);
    repairPopup(node);
    const observer = new MutationObserver(() => repairPopup(node));
    observer.observe(node, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-selected'] });
    observers.push(observer);
  };
  body.childNodes.forEach(watch);
  const outer = new MutationObserver((records) => records.forEach((r) => r.addedNodes.forEach(watch)));
  outer.observe(body, { childList: true });
  return () => {
    outer.disconnect();
    observers.forEach((o) => o.disconnect());
  };
}
