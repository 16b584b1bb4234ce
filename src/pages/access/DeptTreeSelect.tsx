import { TreeSelect } from 'antd';
import type { WidgetPluginProps } from '@resources/define';
import type { DeptNode } from '@schemas/orgPicker';
import { TREE_ICONS } from '@/engine/named/treeIcons';
import { withoutRequired } from '@/engine/a11y';
import { useDeptTree } from './useDeptTree';

interface Option {
  value: number;
  title: string;
  disabled?: boolean;
  children: Option[];
}

/** The tree as options; `exclude` and everything below it cannot be chosen (a department's own subtree). */
const toOptions = (nodes: DeptNode[], exclude: number | undefined, inside = false): Option[] =>
  nodes.map((n) => {
    const excluded = inside || n.deptId === exclude;
    return { value: n.deptId, title: n.name, disabled: excluded || undefined, children: toOptions(n.children ?? [], exclude, excluded) };
  });

/**
 * Departments of the tenant by id (docs/security.md, "Users, roles and data scopes"): one (a user's department, a
 * department's new parent, `exclude` naming the department being moved) or, with `multiple`, several checked in
 * the tree, checking a department checking those below it (a role's custom data scope).
 */
export default function DeptTreeSelect({ value, onChange, disabled, placeholder, id, props, ctx: _ctx, ...aria }: WidgetPluginProps) {
  const { data, isLoading } = useDeptTree();
  const multiple = props?.multiple === true;
  const exclude = typeof props?.exclude === 'number' ? props.exclude : undefined;
  const treeData = toOptions(data ?? [], exclude);
  return (
    <TreeSelect
      switcherIcon={TREE_ICONS.switcherIcon}
      id={id}
      value={(value as number | number[] | undefined) ?? (multiple ? [] : undefined)}
      onChange={(next) => onChange?.(next)}
      disabled={disabled}
      placeholder={placeholder}
      loading={isLoading}
      treeData={treeData}
      treeDefaultExpandAll={multiple}
      treeDefaultExpandedKeys={multiple ? undefined : treeData.map((o) => o.value)}
      showSearch
      treeNodeFilterProp="title"
      allowClear
      treeCheckable={multiple}
      showCheckedStrategy={TreeSelect.SHOW_ALL}
      maxTagCount={multiple ? 8 : undefined}
      {...withoutRequired(aria)}
    />
  );
}
