import type { ColumnDecl } from '@resources/define';
import { columnKey } from '@resources/define';
import type { ColumnSetting, Density, ListSettings } from '@schemas/listTools';

/** A table column as the user arranged it: shown or hidden, its width and the side it is pinned to. */
export interface ArrangedColumn {
  key: string;
  column: ColumnDecl;
  hidden: boolean;
  width?: number;
  fixed?: 'left' | 'right';
}

/** The columns a list's table can show (search-only columns are not among them). */
export const tableColumnsOfDecl = (columns: ColumnDecl[] | undefined) => (columns ?? []).filter((c) => !c.hideInTable);

/**
 * The declared table columns in the user's order with the user's choices; columns the settings do not name
 * (added to the declaration since) follow in their declared order, and names the list no longer has are ignored.
 */
export function arrangeColumns(columns: ColumnDecl[] | undefined, settings: Pick<ListSettings, 'columns'> | null | undefined): ArrangedColumn[] {
  const declared = tableColumnsOfDecl(columns);
  const byKey = new Map(declared.map((c) => [columnKey(c), c]));
  const arranged: ArrangedColumn[] = [];
  const seen = new Set<string>();
  for (const s of settings?.columns ?? []) {
    const column = byKey.get(s.key);
    if (!column || seen.has(s.key)) continue;
    seen.add(s.key);
    arranged.push({ key: s.key, column, hidden: !!s.hidden, width: s.width ?? column.width, fixed: s.fixed });
  }
  for (const column of declared) {
    const key = columnKey(column);
    if (!seen.has(key)) arranged.push({ key, column, hidden: false, width: column.width });
  }
  return arranged;
}

/** The settings that describe an arrangement (what is saved, or kept in a view). */
export function settingsOf(arranged: ArrangedColumn[], density?: Density): ListSettings {
  const columns: ColumnSetting[] = arranged.map((a) => ({
    key: a.key,
    ...(a.hidden ? { hidden: true } : {}),
    ...(a.width !== undefined && a.width !== a.column.width ? { width: a.width } : {}),
    ...(a.fixed ? { fixed: a.fixed } : {}),
  }));
  return density ? { columns, density } : { columns };
}

/** Moves the column at `from` by `step` places (the settings' up and down buttons). */
export function moveColumn(arranged: ArrangedColumn[], from: number, step: -1 | 1): ArrangedColumn[] {
  const to = from + step;
  if (from < 0 || to < 0 || from >= arranged.length || to >= arranged.length) return arranged;
  const next = arranged.slice();
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}

/** Pinned-left columns first and pinned-right last, as the table needs them; the order within each kept. */
export function tableOrder(arranged: ArrangedColumn[]): ArrangedColumn[] {
  const shown = arranged.filter((a) => !a.hidden);
  return [...shown.filter((a) => a.fixed === 'left'), ...shown.filter((a) => !a.fixed), ...shown.filter((a) => a.fixed === 'right')];
}
