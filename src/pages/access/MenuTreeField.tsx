import { useMemo } from 'react';
import { Empty, Spin, Tag, Tree } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WidgetPluginProps } from '@resources/define';
import { menuName, type MenuNode } from '@schemas/menu';
import { TREE_ICONS } from '@/engine/named/treeIcons';
import { useMenuAdminTree } from '@/pages/menuAdmin/useMenuAdminTree';
import './access.css';

interface Node {
  key: number;
  title: React.ReactNode;
  children: Node[];
}

const leavesOf = (nodes: MenuNode[]): Set<number> => {
  const out = new Set<number>();
  const walk = (list: MenuNode[]) => list.forEach((n) => (n.children?.length ? walk(n.children) : out.add(n.id)));
  walk(nodes);
  return out;
};

/**
 * A role's menus and buttons (docs/security.md, "Users, roles and data scopes"): the tenant's menu tree with its
 * permission buttons, checked. Checking a folder checks what is in it; the role keeps what is checked, and the
 * server adds the folders and modules above (a page held without them would be unreachable). A held folder shows
 * checked only as far as its pages are.
 */
export default function MenuTreeField({ value, onChange, disabled, id }: WidgetPluginProps) {
  const { t, i18n } = useTranslation();
  const { data, isLoading } = useMenuAdminTree();
  const nodes = useMemo(() => data ?? [], [data]);
  const leaves = useMemo(() => leavesOf(nodes), [nodes]);
  const toTree = (list: MenuNode[]): Node[] =>
    list.map((n) => ({
      key: n.id,
      title:
        n.type === '1' ? (
          <span>
            {menuName(n, i18n.language)} <Tag className="menu-tree-button">{t('roleAdmin.menuTree.button')}</Tag>
          </span>
        ) : (
          menuName(n, i18n.language)
        ),
      children: toTree(n.children ?? []),
    }));
  // The cascade works from the leaves: a stored folder would otherwise check everything below it.
  const held = ((value as number[] | undefined) ?? []).filter((key) => leaves.has(key));
  if (isLoading) return <Spin size="small" />;
  if (nodes.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('roleAdmin.menuTree.empty')} />;
  return (
    <div id={id} className="menu-tree-field" role="group" aria-label={t('roleAdmin.menuTree.label')}>
      <Tree<Node>
        {...TREE_ICONS}
        checkable
        selectable={false}
        disabled={disabled}
        treeData={toTree(nodes)}
        defaultExpandedKeys={nodes.map((n) => n.id)}
        checkedKeys={held}
        onCheck={(checked) => onChange?.((Array.isArray(checked) ? checked : checked.checked).map(Number))}
        height={320}
      />
    </div>
  );
}
