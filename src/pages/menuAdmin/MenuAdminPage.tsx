import { Suspense, useState } from 'react';
import { Alert, App, Card, Empty, Select, Space, Spin, Tag, Tree } from 'antd';
import { Button } from '@/engine/named/Button';
import type { DataNode } from 'antd/es/tree';
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { menuName, type MenuNode } from '@schemas/menu';
import { keepAliveEnum, MENU_ADMIN_MSG, menuTypeEnum, pageNeedsScreen } from '@schemas/menuAdmin';
import type { ResourceDecl } from '@resources/define';
import { ResourceFormModal } from '@/engine/form/ResourceFormModal';
import { ResourceShowModal } from '@/engine/form/ResourceShowModal';
import { currentLanguage, tm } from '@/providers/i18n';
import { useMenuAdmin } from './useMenuAdmin';
import './menuAdmin.css';
import { Details } from '@/engine/named/Details';
import { LazyHistoryDrawer } from '@/engine/history/LazyHistoryDrawer';
import { InlineField } from '@/engine/grid/InlineField';
import { useInlineEdit } from '@/engine/grid/useInlineEdit';
import '@/engine/grid/grid.css';
import { LINE_TREE_ICONS } from '@/engine/named/treeIcons';

/** The whole node as `PUT /admin/menu` takes it, with one field changed (docs/screens.md#inline-editing-and-the-keyboard-grid). */
const menuBody = (field: 'enName' | 'sortOrder') => (n: Record<string, unknown>, value: unknown) => ({
  id: n.id,
  parentId: n.parentId,
  name: n.name,
  enName: n.enName ?? null,
  path: n.path ?? '',
  icon: n.icon ?? null,
  sortOrder: n.sortOrder,
  keepAlive: n.keepAlive,
  type: n.type,
  permission: n.permission ?? null,
  roles: n.roles ?? [],
  [field]: value,
});
const ENNAME = { field: 'enName', inline: { endpoint: 'update', maxLength: 64, body: menuBody('enName') } } as const;
const SORT = { field: 'sortOrder', inline: { endpoint: 'update', widget: 'number', body: menuBody('sortOrder') } } as const;

/** A page node whose path opens no screen (a node saved before the rule, docs/product.md#the-menu-and-modules): marked in the tree. */
const lacksScreen = (n: MenuNode) => pageNeedsScreen(n, (n.children ?? []).length > 0) !== null;

interface TreeLabels {
  button: string;
  noScreen: string;
  lang: string;
}

const toTreeData = (nodes: MenuNode[], labels: TreeLabels): DataNode[] =>
  nodes.map((n) => ({
    key: n.id,
    title: (
      <span className="menu-admin-node">
        {menuName(n, labels.lang)}
        {n.type === '1' ? <Tag className="menu-admin-tag">{labels.button}</Tag> : null}
        {n.roles?.length ? (
          <Tag color="gold" className="menu-admin-tag">
            {n.roles.join(',')}
          </Tag>
        ) : null}
        {lacksScreen(n) ? (
          <Tag color="error" className="menu-admin-tag" data-testid="menu-no-screen">
            {labels.noScreen}
          </Tag>
        ) : null}
      </span>
    ),
    children: toTreeData(n.children ?? [], labels),
  }));

/** Menu administration: the tenant's tree per product line, a node's details, create / edit / delete / view. */
export default function MenuAdminPage({ resource }: { resource: ResourceDecl }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const m = useMenuAdmin(resource);
  const lang = currentLanguage();
  const node = m.selected;
  // docs/product.md#history-and-undo: the selected node's changes, revertible.
  const [historyOf, setHistoryOf] = useState<MenuNode | null>(null);
  // The English name and the order edit in place on the detail panel.
  const inline = useInlineEdit(resource, () => void m.refresh());
  const inPlace = (column: typeof ENNAME | typeof SORT, n: MenuNode) =>
    m.can.edit ? (
      <InlineField edit={inline} row={n as unknown as Record<string, unknown>} column={column as never} label={t(`menuAdmin.fields.${column.field}`)} />
    ) : (
      (n[column.field] ?? '-')
    );

  return (
    <div className="resource-page menu-admin">
      <Card
        variant="borderless"
        title={t('menuAdmin.titles.list')}
        extra={
          <Space>
            <Select
              className="menu-admin-line"
              value={m.productLine}
              onChange={m.setProductLine}
              loading={m.tree.isLoading}
              placeholder={t('menuAdmin.productLine')}
              aria-label={t('menuAdmin.productLine')}
              options={m.lines.map((l) => ({ value: l.value, label: lang === 'en' ? l.enLabel || l.label : l.label }))}
            />
            {m.can.add ? (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                disabled={m.createParent === undefined}
                onClick={() => m.createParent !== undefined && m.setDialog({ kind: 'create', parentId: m.createParent })}
                data-testid="create-button"
                data-opens-dialog="menuAdmin.create"
              >
                {t('buttons.create')}
              </Button>
            ) : null}
            <Button
              icon={<ReloadOutlined />}
              onClick={async () => {
                await m.refresh();
                message.success(t('menuAdmin.reloaded'));
              }}
            >
              {t('menuAdmin.reload')}
            </Button>
          </Space>
        }
      >
        {m.tree.error ? <Alert type="error" showIcon message={(m.tree.error as Error).message} /> : null}
        <div className="menu-admin-body">
          <div className="menu-admin-tree">
            <Spin spinning={m.tree.isLoading}>
              {m.moduleNode?.children?.length ? (
                <Tree
                  blockNode
                  showLine
                  {...LINE_TREE_ICONS}
                  defaultExpandAll
                  key={m.productLine}
                  selectedKeys={node ? [node.id] : []}
                  onSelect={(keys) => m.select(keys.length ? Number(keys[0]) : undefined)}
                  treeData={toTreeData(m.moduleNode.children, { button: t('menuAdmin.button'), noScreen: t('menuAdmin.noScreen'), lang })}
                />
              ) : (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('table.empty')} />
              )}
            </Spin>
          </div>
          <div className="menu-admin-detail">
            {node ? (
              <>
                {lacksScreen(node) ? <Alert type="error" showIcon message={tm(MENU_ADMIN_MSG.noScreen)} className="menu-admin-warning" /> : null}
                <Details column={1} bordered size="small" title={menuName(node, lang)}>
                  <Details.Item label={t('menuAdmin.fields.id')}>{node.id}</Details.Item>
                  <Details.Item label={t('menuAdmin.fields.name')}>{node.name}</Details.Item>
                  <Details.Item label={t('menuAdmin.fields.enName')}>{inPlace(ENNAME, node)}</Details.Item>
                  <Details.Item label={t('menuAdmin.fields.sortOrder')}>{inPlace(SORT, node)}</Details.Item>
                  <Details.Item label={t('menuAdmin.fields.type')}>{menuTypeEnum.label(node.type, lang)}</Details.Item>
                  <Details.Item label={t('menuAdmin.fields.path')}>{node.path || '-'}</Details.Item>
                  <Details.Item label={t('menuAdmin.fields.permission')}>{node.permission || '-'}</Details.Item>
                  <Details.Item label={t('menuAdmin.fields.keepAlive')}>{keepAliveEnum.label(node.keepAlive, lang)}</Details.Item>
                  <Details.Item label={t('menuAdmin.fields.roles')}>{node.roles?.join(', ') || '-'}</Details.Item>
                </Details>
                <Space className="menu-admin-actions" wrap>
                  <Button onClick={() => m.setDialog({ kind: 'show', node })} data-opens-dialog="menuAdmin.show">
                    {t('buttons.show')}
                  </Button>
                  {m.can.add && node.type !== '1' ? (
                    <Button onClick={() => m.setDialog({ kind: 'create', parentId: node.id })} data-opens-dialog="menuAdmin.addChild">
                      {t('menuAdmin.addChild')}
                    </Button>
                  ) : null}
                  {m.can.edit ? (
                    <Button onClick={() => m.setDialog({ kind: 'edit', node })} data-opens-dialog="menuAdmin.edit">
                      {t('buttons.edit')}
                    </Button>
                  ) : null}
                  {m.can.delete ? (
                    <Button danger loading={m.deleting} onClick={() => m.remove(node)}>
                      {t('buttons.delete')}
                    </Button>
                  ) : null}
                  <Button onClick={() => setHistoryOf(node)} data-action="history" data-opens-dialog="menuAdmin.history">
                    {t('history.button')}
                  </Button>
                </Space>
              </>
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('menuAdmin.chooseNode')} />
            )}
          </div>
        </div>
      </Card>
      {m.dialog?.kind === 'create' ? (
        <ResourceFormModal
          resource={resource}
          mode="create"
          row={{ parentId: m.dialog.parentId, type: '0', keepAlive: '0', sortOrder: 0 }}
          onClose={() => m.setDialog(null)}
          onSaved={(saved) => {
            void m.refresh();
            if (saved?.id !== undefined) m.select(Number(saved.id));
          }}
        />
      ) : null}
      {m.dialog?.kind === 'edit' ? <ResourceFormModal resource={resource} mode="edit" row={m.dialog.node} onClose={() => m.setDialog(null)} onSaved={() => void m.refresh()} /> : null}
      {historyOf ? (
        <Suspense fallback={null}>
          <LazyHistoryDrawer
            resource={resource}
            entity="menu"
            row={historyOf as unknown as Record<string, unknown>}
            onClose={() => setHistoryOf(null)}
            onChanged={() => void m.refresh()}
          />
        </Suspense>
      ) : null}
      {m.dialog?.kind === 'show' ? <ResourceShowModal resource={resource} row={m.dialog.node} onClose={() => m.setDialog(null)} /> : null}
    </div>
  );
}
