import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import TableFilterTree from '@/shims/antdTableFilterTree';
import TableRadio from '@/shims/antdTableRadio';
import TableFilterDropdown from '@/shims/antdTableFilterDropdown';
import AvatarGroup from '@/shims/antdAvatarGroup';
import BadgeRibbon from '@/shims/antdBadgeRibbon';
import Avatar from 'antd/es/avatar/Avatar';
import enUS from 'antd/es/locale/en_US';

describe('antd’s parts of the build that load when drawn (scripts/buildShims.ts)', () => {
  it('the filter dropdown’s tree is antd’s tree', async () => {
    render(<TableFilterTree checkable defaultExpandAll treeData={[{ key: 'east', title: '华东', children: [{ key: 'sh', title: '上海' }] }]} checkedKeys={['sh']} />);
    expect(await screen.findByText('上海')).toBeInTheDocument();
    expect(screen.getByText('华东').closest('.ant-tree')).not.toBeNull();
    expect(document.querySelectorAll('.ant-tree-checkbox-checked')).toHaveLength(2);
  });

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

  it('Avatar.Group is antd’s', async () => {
    render(
      <AvatarGroup>
        <Avatar>甲</Avatar>
        <Avatar>乙</Avatar>
      </AvatarGroup>,
    );
    // antd's avatar draws its text again once it has measured it, so the text is looked up afresh on each try.
    await waitFor(() => expect(screen.getByText('甲').closest('.ant-avatar-group')).not.toBeNull());
  });

  it('Badge.Ribbon is antd’s, what it wraps showing while it loads', async () => {
    render(<BadgeRibbon text="新">内容</BadgeRibbon>);
    expect(screen.getByText('内容')).toBeInTheDocument();
    expect((await screen.findByText('新')).closest('.ant-ribbon')).not.toBeNull();
    expect(screen.getByText('内容').closest('.ant-ribbon-wrapper')).not.toBeNull();
  });
});
