import { TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { menuName, type MenuNode } from '@schemas/menu';
import { MENU_ROOT_ID } from '@schemas/menuAdmin';
import type { WidgetPluginProps } from '@resources/define';
import { useMenuAdminTree } from './useMenuAdminTree';
import { TREE_ICONS } from '@/engine/named/treeIcons';

type Option = { value: number; title: string; children: Option[] };

/** Menus only: a button cannot hold children. */
const toOptions = (nodes: MenuNode[], lang: string): Option[] =>
  nodes.filter((n) => n.type !== '1').map((n) => ({ value: n.id, title: menuName(n, lang), children: toOptions(n.children ?? [], lang) }));

/** The parent of a menu node: the top level or any menu of the tree. */
export default function ParentMenuSelect({ value, onChange, disabled, placeholder, id }: WidgetPluginProps) {
  const { t, i18n } = useTranslation();
  const { data, isLoading } = useMenuAdminTree();
  const treeData: Option[] = [{ value: MENU_ROOT_ID, title: t('menuAdmin.root'), children: toOptions(data ?? [], i18n.language) }];
  return (
    <TreeSelect
      switcherIcon={TREE_ICONS.switcherIcon}
      id={id}
      value={value as number | undefined}
      onChange={onChange}
      disabled={disabled}
      placeholder={placeholder}
      loading={isLoading}
      treeData={treeData}
      treeDefaultExpandedKeys={[MENU_ROOT_ID]}
      showSearch
      treeNodeFilterProp="title"
      allowClear
    />
  );
}
