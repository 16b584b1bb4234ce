import { useEffect, useState } from 'react';
import { App, Input, Modal, Spin, Tree } from 'antd';
import { useTranslation } from 'react-i18next';
import { CANNOT_PICK_GROUP, type DeptNode } from '@schemas/orgPicker';
import { tm } from '@/providers/i18n';
import { useOrgTree, type TreeNode } from './useOrgTree';

export interface PickedOrg {
  deptId: number;
  name: string;
  parentName?: string | null;
}

interface Props {
  open: boolean;
  value: PickedOrg[];
  /** When set, a group (level 0) cannot be chosen. */
  levelLimit?: boolean;
  onCancel: () => void;
  onOk: (orgs: PickedOrg[]) => void;
}

/** Organisation tree dialog: lazy tree, search by name, several organisations checked. */
export function OrgTreeDialog({ open, value, levelLimit, onCancel, onOk }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const org = useOrgTree(open);
  const [picked, setPicked] = useState<PickedOrg[]>(value);

  useEffect(() => {
    if (open) setPicked(value);
  }, [open, value]);

  const onCheck = (_: unknown, info: { node: TreeNode; checked: boolean }) => {
    const dept: DeptNode = info.node.dept;
    if (info.checked && levelLimit && dept.deptLable === 0) {
      message.warning(tm(CANNOT_PICK_GROUP));
      return;
    }
    setPicked((current) =>
      info.checked ? [...current.filter((p) => p.deptId !== dept.deptId), { deptId: dept.deptId, name: dept.name }] : current.filter((p) => p.deptId !== dept.deptId),
    );
  };

  return (
    <Modal
      open={open}
      title={t('accountCenter.titles.orgPicker')}
      onCancel={onCancel}
      onOk={() => onOk(picked)}
      okText={t('buttons.confirm')}
      cancelText={t('buttons.cancel')}
      destroyOnHidden
    >
      <Input.Search allowClear placeholder={t('accountCenter.fields.searchOrg')} value={org.keyword} onChange={(e) => org.setKeyword(e.target.value)} />
      <div className="ac-tree">
        <Spin spinning={org.loading}>
          <Tree<TreeNode>
            checkable
            checkStrictly
            treeData={org.tree}
            loadData={org.keyword.trim() ? undefined : org.loadChildren}
            expandedKeys={org.expanded}
            onExpand={(keys) => org.setExpanded(keys as number[])}
            checkedKeys={{ checked: picked.map((p) => p.deptId), halfChecked: [] }}
            onCheck={onCheck as never}
          />
        </Spin>
      </div>
      <div style={{ marginTop: 8 }}>{t('accountCenter.hints.chosenOrgs', { count: picked.length })}</div>
    </Modal>
  );
}
