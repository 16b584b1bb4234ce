import { Children, isValidElement, type CSSProperties, type Key, type ReactNode } from 'react';
import { Grid, theme } from 'antd';
import './details.css';

/**
 * Every record detail of the console (docs/product.md#accessibility-themes-and-narrow-screens): label and value
 * pairs as a description list (`dl`, each pair a `dt` and a `dd`), laid out in columns as antd's Descriptions lays
 * them out, with its props and look (a plain or a bordered grid, three sizes, columns per screen width).
 *
 * antd's Descriptions draws the pairs in a table, the bordered one with the labels as header cells. Read as a data
 * table its cells have no column headers; marked as a layout table (role="presentation") it drops the labels'
 * header role, the relation between a label and its value with it (WCAG technique F92). A description list says
 * that relation, and a screen reader reads each value with its label.
 */

type Breakpoint = 'xxl' | 'xl' | 'lg' | 'md' | 'sm' | 'xs';
/** Widest first, as antd picks a responsive value: the first screen width that matches and has a value. */
const BREAKPOINTS: Breakpoint[] = ['xxl', 'xl', 'lg', 'md', 'sm', 'xs'];
/** antd's Descriptions' columns where a responsive `column` leaves a width out. */
const DEFAULT_COLUMNS: Record<Breakpoint, number> = { xxl: 3, xl: 3, lg: 3, md: 3, sm: 2, xs: 1 };

export interface DetailsItem {
  key?: Key;
  label: ReactNode;
  children?: ReactNode;
  /** Columns the pair takes (1 by default); the last pair of a row takes the rest of it. */
  span?: number;
}

export interface DetailsProps {
  /** Pairs per row: a number, or per screen width (`{ xs: 1, md: 2, xl: 3 }`). 3 by default. */
  column?: number | Partial<Record<Breakpoint, number>>;
  bordered?: boolean;
  size?: 'small' | 'middle' | 'default';
  title?: ReactNode;
  className?: string;
  styles?: { label?: CSSProperties; content?: CSSProperties };
  /** The pairs, or `Details.Item` children. */
  items?: DetailsItem[];
  children?: ReactNode;
}

/** One pair, as a child of Details. */
function Item(_props: DetailsItem): ReactNode {
  // Details reads its children's props and draws the pairs itself (each row's last pair takes the rest of the row).
  return null;
}

function itemsOf(items: DetailsItem[] | undefined, children: ReactNode): DetailsItem[] {
  if (items) return items;
  return Children.toArray(children)
    .filter((child) => isValidElement<DetailsItem>(child) && child.type === Item)
    .map((child) => {
      const element = child as React.ReactElement<DetailsItem>;
      return { ...element.props, key: element.key ?? undefined };
    });
}

/** Where a pair sits: the columns it takes, whether it ends its row, whether its row is the last. */
export interface PairPlace {
  span: number;
  rowEnd: boolean;
  lastRow: boolean;
}

/**
 * The columns each pair takes: its span, at most a row's; a pair that no longer fits starts the next row and the
 * pair before it takes the rest of its row, as the last pair does (antd's rows are filled the same way).
 */
export function placesOf(items: DetailsItem[], columns: number): PairPlace[] {
  const places: (PairPlace & { row: number })[] = [];
  let used = 0;
  let row = 0;
  items.forEach((item, i) => {
    const span = Math.min(Math.max(item.span ?? 1, 1), columns);
    if (used + span > columns) {
      places[i - 1].span += columns - used;
      places[i - 1].rowEnd = true;
      used = 0;
      row++;
    }
    used += span;
    places.push({ span, rowEnd: used === columns, lastRow: false, row });
  });
  const last = places[places.length - 1];
  if (last) {
    last.span += columns - used;
    last.rowEnd = true;
  }
  return places.map(({ row: r, ...place }) => ({ ...place, lastRow: r === row }));
}

export function Details({ column, bordered = false, size = 'default', title, className, styles, items, children }: DetailsProps) {
  const screens = Grid.useBreakpoint();
  const { token } = theme.useToken();
  const columns = typeof column === 'number' ? column : (BREAKPOINTS.map((b) => (screens[b] ? { ...DEFAULT_COLUMNS, ...column }[b] : undefined)).find((n) => n !== undefined) ?? 3);
  const pairs = itemsOf(items, children);
  const places = placesOf(pairs, columns);
  // antd's Descriptions tokens, so every theme (the dark one too) draws details as it draws antd's own.
  const look = {
    '--details-columns': columns,
    '--details-line': `${token.lineWidth}px ${token.lineType} ${token.colorSplit}`,
    '--details-radius': `${token.borderRadiusLG}px`,
    '--details-label-bg': token.colorFillAlter,
    '--details-label-color': token.colorTextTertiary,
    '--details-bordered-label-color': token.colorTextSecondary,
    '--details-text': token.colorText,
    '--details-font-size': `${token.fontSize}px`,
    '--details-title-size': `${token.fontSizeLG}px`,
  } as CSSProperties;
  const classes = ['details', `details-${size}`, bordered ? 'details-bordered' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <div className={classes} style={look}>
      {title ? <div className="details-title">{title}</div> : null}
      <div className="details-frame">
        <dl className="details-list">
          {pairs.map((pair, i) => (
            <div
              key={pair.key ?? i}
              className={['details-item', places[i].rowEnd ? 'details-row-end' : '', places[i].lastRow ? 'details-last-row' : ''].filter(Boolean).join(' ')}
              // The pair's columns; bordered, its value takes them all but the label's.
              style={{ '--details-span': places[i].span, '--details-content-span': places[i].span * 2 - 1 } as CSSProperties}
            >
              <dt className="details-label" style={styles?.label}>
                {pair.label}
              </dt>
              <dd className="details-content" style={styles?.content}>
                {pair.children}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}

Details.Item = Item;
