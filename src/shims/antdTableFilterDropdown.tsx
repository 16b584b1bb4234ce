import type { ComponentType } from 'react';
import type { ColumnFilterItem, FilterValue } from 'antd/es/table/interface';
import type { FilterDropdownProps } from 'antd/es/table/hooks/useFilter/FilterDropdown';
import { whenDrawn } from './whenDrawn';

/**
 * antd's column filter dropdown, which every table imports and draws only around the title of a column that
 * declares filters (`filters`, `filterDropdown`, `onFilter`), which no list does: its trigger, menu, search and
 * buttons were on every list's path. It loads when first drawn, the column's title showing meanwhile.
 */
export default whenDrawn(
  () => import('antd/es/table/hooks/useFilter/FilterDropdown') as Promise<{ default: ComponentType<FilterDropdownProps> }>,
  (props: FilterDropdownProps) => props.children,
);

/** The values of a filter list and of its nested lists, in order: antd's helper, which its table reads on every draw. */
export function flattenKeys(filters?: ColumnFilterItem[]): FilterValue {
  return (filters ?? []).flatMap(({ value, children }) => [value, ...flattenKeys(children)]);
}
