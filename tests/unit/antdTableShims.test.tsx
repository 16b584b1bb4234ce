import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ComponentType } from 'react';
import type { FilterDropdownProps } from 'antd/es/table/hooks/useFilter/FilterDropdown';
import type { RadioProps } from 'antd/es/radio';
import enUS from 'antd/es/locale/en_US';
import { shipped } from './helpers/shippedShim';

// The components the build gives antd's table in place of its radio and its filter dropdown.
const { default: TableRadio } = await shipped<{ default: ComponentType<RadioProps> }>('../../radio', 'antd/es/table/hooks/useSelection.js');
const { default: TableFilterDropdown } = await shipped<{ default: ComponentType<FilterDropdownProps> }>('./FilterDropdown', 'antd/es/table/hooks/useFilter/index.js');

describe('antd’s parts of the build that load when drawn (docs/performance.md, "Build shims")', () => {
  it('the row selection’s radio is antd’s radio', async () => {
    render(<TableRadio checked aria-label="选择行" />);
    const radio = await screen.findByRole('radio', { name: '选择行' });
    expect(radio).toBeChecked();
    expect(radio.closest('.ant-radio-wrapper')).not.toBeNull();
  });

  it('a column’s filter dropdown is antd’s, the column’s title showing while it loads', async () => {
    render(
      <TableFilterDropdown
        tablePrefixCls="ant-table"
        prefixCls="ant-table-filter"
        dropdownPrefixCls="ant-dropdown"
        column={{ title: '状态', filters: [{ text: '启用', value: '1' }] }}
        filterOnClose
        filterMultiple
        columnKey="status"
        triggerFilter={() => undefined}
        locale={enUS.Table!}
      >
        状态
      </TableFilterDropdown>,
    );
    expect(screen.getByText('状态')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /filter/i })).toHaveClass('ant-table-filter-trigger');
    expect(screen.getByText('状态').closest('.ant-table-filter-column')).not.toBeNull();
  });
});
