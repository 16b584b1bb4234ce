import { cloneElement, createElement, isValidElement, useLayoutEffect, useRef, type HTMLAttributes, type Key, type ReactElement, type ReactNode } from 'react';

/**
 * The body of every table of the console (docs/product.md#accessibility-themes-and-narrow-screens): antd's own,
 * with rc-table's hidden measuring row drawn as data cells.
 *
 * A table that scrolls sideways (every list: `scroll.x`) gets a hidden first row in its body whose cells rc-table
 * measures to place fixed columns. rc-table 7 draws those cells as header cells (`th`, each with a copy of its
 * column's title), so every column has two header cells: a checker that reads the table's structure, as
 * HTML_CodeSniffer does, takes it for a table of several header levels whose data cells must each name their
 * headers (H43), while the row is hidden from screen readers (`aria-hidden`). rc-table's next major line draws
 * the measuring cells as data cells (`td`) with the title in bold, as header text is; this row does the same, in
 * antd's body wrapper (the table's `components.body.wrapper`), measuring and reporting each column's width as
 * rc-table's row does: every cell when it appears, then whenever one is resized while the table is shown.
 */

interface MeasureRowProps {
  prefixCls: string;
  columnsKey: Key[];
  onColumnResize: (columnKey: Key, width: number) => void;
  columns: { key?: Key; title?: ReactNode }[];
}

/** rc-table's measuring row as its body hands it to the wrapper: an element of its own row component. */
function isMeasureRow(node: ReactNode): node is ReactElement<MeasureRowProps> {
  if (!isValidElement(node) || typeof node.props !== 'object' || node.props === null) return false;
  const props = node.props as Partial<MeasureRowProps>;
  return Array.isArray(props.columnsKey) && typeof props.onColumnResize === 'function' && Array.isArray(props.columns);
}

/** Shown: a row in a hidden tab or a closed dialog measures nothing (rc-table's own check). */
const shown = (el: HTMLElement) => !!el.offsetParent || el.getClientRects().length > 0;

function MeasureRow({ prefixCls, columnsKey, onColumnResize, columns }: MeasureRowProps) {
  const row = useRef<HTMLTableRowElement>(null);
  // The latest of both for the observer; the cells themselves change with the columns' keys alone (a new array
  // of the same keys on every render of the body).
  const latest = useRef({ columnsKey, onColumnResize });
  latest.current = { columnsKey, onColumnResize };
  const keys = columnsKey.join('\u0000');
  useLayoutEffect(() => {
    const tr = row.current;
    if (!tr) return;
    const report = (key: Key, width: number) => latest.current.onColumnResize(key, width);
    const keyOf = new Map<Element, Key>([...tr.cells].map((cell, i) => [cell, latest.current.columnsKey[i]]));
    for (const [cell, key] of keyOf) report(key, (cell as HTMLElement).offsetWidth);
    const observer = new ResizeObserver((entries) => {
      if (!shown(tr)) return;
      for (const { target } of entries) {
        const key = keyOf.get(target);
        if (key !== undefined) report(key, (target as HTMLElement).offsetWidth);
      }
    });
    for (const cell of keyOf.keys()) observer.observe(cell);
    return () => observer.disconnect();
  }, [keys]);
  return (
    <tr ref={row} aria-hidden="true" inert className={`${prefixCls}-measure-row`}>
      {columnsKey.map((key) => {
        // A copy of the column's title, without its ref, which stays with the header cell (as rc-table's own).
        const title = columns.find((c) => c.key === key)?.title;
        return (
          <td key={key} className={`${prefixCls}-measure-cell`}>
            <div className={`${prefixCls}-measure-cell-content`} style={{ fontWeight: 600 }}>
              {isValidElement(title) ? cloneElement(title as ReactElement<{ ref?: unknown }>, { ref: null }) : title || '\u00a0'}
            </div>
          </td>
        );
      })}
    </tr>
  );
}

/** The table body: rc-table's children as they come, its measuring row replaced by the one above. */
export function TableBody({ children, ...props }: HTMLAttributes<HTMLTableSectionElement>) {
  const parts = Array.isArray(children) ? children : [children];
  return createElement('tbody', props, ...parts.map((part: ReactNode) => (isMeasureRow(part) ? createElement(MeasureRow, { ...part.props, key: 'measure' }) : part)));
}

/** The table components of every DataTable: one object, so rc-table's lookups stay memoised. */
export const TABLE_COMPONENTS = { body: { wrapper: TableBody } };
