import { useState } from 'react';
import { App, Input, Modal, Spin, Tree } from 'antd';
import { useTranslation } from 'react-i18next';
import { CANNOT_PICK_GROUP, type DeptNode } from '@schemas/orgPicker';
import { orgTreeSource } from '@resources/accountCenter/shared';
import { useLazyTree, type TreeNode } from '@/engine/tree/useLazyTree';
import { tm } from '@/providers/i18n';
import { SearchOutlined } from '@ant-design/icons';
import { useClearable } from '@/engine/named/icons';
import { TREE_ICONS } from '@/engine/named/treeIcons';
import './pickerTexts';

/** An organisation picked for an account or a subject. */
export interface PickedOrg {
  deptId: number;
  name: string;
  parentName?: string | null;
}

interface Props {
  value: PickedOrg[];
  multiple: boolean;
  /** When set, a group (level 0) cannot be chosen (docs/product.md#validation: 不能选择集团!). */
  levelLimit?: boolean;
  onCancel: () => void;
  onOk: (orgs: PickedOrg[]) => void;
}

/** The organisation tree dialog (docs/product.md#account-centre): lazy tree, search by name (500 ms), one or several organisations checked. */
export function OrgTreeDialog({ value, multiple, levelLimit, onCancel, onOk }: Props) {
  const { t } = useTranslation();
  const clearable = useClearable();
  const { message } = App.useApp();
  const tree = useLazyTree(orgTreeSource);
  const [picked, setPicked] = useState<PickedOrg[]>(value);

  const onCheck = (_: unknown, info: { node: TreeNode; checked: boolean }) => {
    const dept = info.node.raw as unknown as DeptNode;
    if (info.checked && levelLimit && dept.deptLable === 0) {
      message.warning(tm(CANNOT_PICK_GROUP));
      return;
    }
    const org = { deptId: dept.deptId, name: dept.name, parentName: dept.parentName ?? null };
    setPicked((current) => {
      const others = current.filter((p) => p.deptId !== dept.deptId);
      if (!info.checked) return others;
      return multiple ? [...others, org] : [org];
    });
  };

  return (
    <Modal open title={t('pickers.org.title')} onCancel={onCancel} onOk={() => onOk(picked)} okText={t('buttons.confirm')} cancelText={t('buttons.cancel')} destroyOnHidden>
      <Input
        allowClear={clearable}
        prefix={<SearchOutlined aria-hidden />}
        placeholder={t('pickers.org.search')}
        aria-label={t('pickers.org.search')}
        value={tree.keyword}
        onChange={(e) => tree.setKeyword(e.target.value)}
      />
      <div className="master-tree">
        <Spin spinning={tree.loading}>
          <Tree<TreeNode>
            {...TREE_ICONS}
            checkable
            checkStrictly
            treeData={tree.tree}
            loadData={tree.searching ? undefined : tree.loadChildren}
            expandedKeys={tree.expanded}
            onExpand={(keys) => tree.setExpanded(keys as TreeNode['key'][])}
            checkedKeys={{ checked: picked.map((p) => p.deptId), halfChecked: [] }}
            onCheck={onCheck as never}
          />
        </Spin>
      </div>
      <div className="picker-count">{t('pickers.org.chosen', { count: picked.length })}</div>
    </Modal>
  );
}
