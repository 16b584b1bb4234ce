import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import TableFilterTree from '@/shims/antdTableFilterTree';
import TableRadio from '@/shims/antdTableRadio';

describe('the table’s parts of the build that load when drawn (scripts/buildShims.ts)', () => {
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
});
