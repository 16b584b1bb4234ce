import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import TableFilterTree from '@/shims/antdTableFilterTree';

describe('the table filter dropdown’s tree of the build (scripts/buildShims.ts)', () => {
  it('draws antd’s tree, loaded when first drawn', async () => {
    render(<TableFilterTree checkable defaultExpandAll treeData={[{ key: 'east', title: '华东', children: [{ key: 'sh', title: '上海' }] }]} checkedKeys={['sh']} />);
    expect(await screen.findByText('上海')).toBeInTheDocument();
    expect(screen.getByText('华东').closest('.ant-tree')).not.toBeNull();
    expect(document.querySelectorAll('.ant-tree-checkbox-checked')).toHaveLength(2);
  });
});
