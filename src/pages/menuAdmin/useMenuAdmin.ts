import { useEffect, useMemo, useState } from 'react';
import { App } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useCan, useDataProvider } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { menuName, type MenuNode } from '@schemas/menu';
import type { ResourceDecl } from '@resources/define';
import { tm } from '@/providers/i18n';
import { newIdempotencyKey } from '@/providers/intentKey';
import { useReloadMenus } from '@/providers/useReloadMenus';
import { useUndo } from '@/engine/history/useUndo';
import { MENU_TREE_KEY, findNode, useMenuAdminTree, useProductLines } from './useMenuAdminTree';

export type MenuDialog = { kind: 'create'; parentId: number } | { kind: 'edit' | 'show'; node: MenuNode } | null;

/** The controller of the menu administration page: product line, tree, selection, dialogs and delete. */
export function useMenuAdmin(resource: ResourceDecl) {
  const { t, i18n } = useTranslation();
  const { modal } = App.useApp();
  const dataProvider = useDataProvider()();
  const queryClient = useQueryClient();
  const reloadMenus = useReloadMenus();
  const tree = useMenuAdminTree();
  const productLines = useProductLines();
  const [productLine, setProductLine] = useState<string | undefined>();
  const [selectedId, setSelectedId] = useState<number | undefined>();
  const [dialog, setDialog] = useState<MenuDialog>(null);
  const [deleting, setDeleting] = useState(false);

  const canAdd = useCan({ resource: resource.name, action: 'create' }).data?.can ?? false;
  const canEdit = useCan({ resource: resource.name, action: 'edit' }).data?.can ?? false;
  const canDelete = useCan({ resource: resource.name, action: 'delete' }).data?.can ?? false;

  // The product lines the tenant's tree holds, first one chosen.
  const lines = useMemo(() => (productLines.data ?? []).filter((l) => (tree.data ?? []).some((n) => String(n.id) === l.value)), [productLines.data, tree.data]);
  useEffect(() => {
    if (!productLine && lines.length) setProductLine(lines[0].value);
  }, [lines, productLine]);

  const moduleNode = productLine ? findNode(tree.data ?? [], Number(productLine)) : undefined;
  const selected = selectedId !== undefined ? findNode(tree.data ?? [], selectedId) : undefined;

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: MENU_TREE_KEY });
    // The side menu follows at once (SPEC: a menu change shows after the next sign-in or menu reload).
    await reloadMenus();
  };

  // A delete is undone from its message: the node comes back with the tenants and roles that held it.
  const undo = useUndo(() => void refresh());

  const remove = (node: MenuNode) =>
    modal.confirm({
      title: t('engine.confirm.title'),
      content: t('engine.confirm.delete', { name: menuName(node, i18n.language) }),
      okText: t('buttons.confirm'),
      cancelText: t('buttons.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        setDeleting(true);
        try {
          const mark = undo.mark();
          // One intent, one key: a retry after no answer never deletes twice (docs/api.md), with the node's version.
          await dataProvider.deleteOne({ resource: resource.name, id: node.id, meta: { api: resource.api, request: { idempotencyKey: newIdempotencyKey(), ifMatch: node.version } } });
          undo.success(tm(resource.messages?.delete ?? '删除成功'), mark);
          setSelectedId(node.parentId);
          await refresh();
        } catch {
          // The http client showed the server's message (e.g. the node still has children).
        } finally {
          setDeleting(false);
        }
      },
    });

  /** New nodes go under the selected menu, else under the product line. */
  const createParent = selected && selected.type !== '1' ? selected.id : moduleNode?.id;

  return {
    tree,
    lines,
    productLine,
    setProductLine: (v: string) => {
      setProductLine(v);
      setSelectedId(undefined);
    },
    moduleNode,
    selected,
    select: setSelectedId,
    dialog,
    setDialog,
    createParent,
    remove,
    deleting,
    refresh,
    reloadMenus,
    can: { add: canAdd, edit: canEdit, delete: canDelete },
  };
}
