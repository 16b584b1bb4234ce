import { useEffect, useMemo } from 'react';
import { Button, Card, Empty, Input, Space, Spin, Tree } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ResourceDecl } from '@resources/define';
import { currentLanguage } from '@/providers/i18n';
import { DEFAULT_PAGE_SIZE_OPTIONS } from '../list/listAddress';
import { tableColumnsOf } from '../list/tableColumns';
import { findNode, useLazyTree, type TreeNode } from '../tree/useLazyTree';
import { useMasterDetail } from './useMasterDetail';
import { useActionRunner } from '../actions/useActionRunner';
import { ActionButton } from '../actions/ActionButton';
import { ActionDialogs } from '../actions/ActionDialogs';
import { useDeclContext } from '../route/pageContext';
import '../engine.css';
import { useRowCheckLabel } from '../a11y';
import { DataTable } from '@/engine/named/DataTable';
import { SearchOutlined } from '@ant-design/icons';
import { useClearable } from '@/engine/named/icons';
import { TREE_ICONS } from '@/engine/named/treeIcons';

type Row = Record<string, unknown>;

/**
 * A master/detail page (the addPerson of docs/product.md#account-centre): a searchable lazy tree beside a paged, selectable table, and
 * the picked list below with confirm and cancel.
 */
export default function MasterDetailPage({ resource }: { resource: ResourceDecl }) {
  const decl = resource.masterDetail!;
  const { t } = useTranslation();
  const checkLabel = useRowCheckLabel();
  const lang = currentLanguage();
  const tree = useLazyTree(decl.tree);
  const m = useMasterDetail(decl);
  const clearable = useClearable();
  const ctx = useDeclContext();
  // The tree's actions act on the chosen node (its record as the tree call answered it).
  const chosen = m.node === null ? undefined : findNode(tree.tree, m.node)?.raw;
  const runner = useActionRunner(resource, ctx, { list: m.reload, header: () => undefined, tree: () => void tree.reload() });
  // A chosen department deleted or moved out of sight is chosen no more.
  const { chooseNode } = m;
  const gone = m.node !== null && !tree.loading && !chosen && !tree.searching;
  useEffect(() => {
    if (gone) chooseNode(null);
  }, [gone, chooseNode]);
  const { list, pick } = decl;
  const listColumns = useMemo(() => tableColumnsOf<Row>(list.columns, resource.name, t, lang), [list.columns, resource.name, t, lang]);
  const pickColumns = useMemo(() => (pick ? tableColumnsOf<Row>(pick.columns, resource.name, t, lang) : []), [pick, resource.name, t, lang]);

  return (
    <div className="resource-page">
      <Card variant="borderless" title={t(`${resource.name}.titles.list`)}>
        <div className="master-detail">
          <div>
            {decl.treeActions?.length ? (
              <Space className="master-tree-actions" wrap>
                {decl.treeActions.map((action) => (
                  <ActionButton
                    key={action.key}
                    resource={resource}
                    action={action}
                    record={chosen}
                    ctx={ctx}
                    busy={runner.busyKey === `${action.key}:${runner.idOf(chosen) ?? ''}`}
                    inToolbar
                    waiting={!chosen}
                    onRun={runner.run}
                  />
                ))}
              </Space>
            ) : null}
            <Input
              allowClear={clearable}
              prefix={<SearchOutlined aria-hidden />}
              placeholder={t(decl.treeSearchPlaceholderKey)}
              aria-label={t(decl.treeSearchPlaceholderKey)}
              value={tree.keyword}
              onChange={(e) => tree.setKeyword(e.target.value)}
            />
            <div className="master-tree">
              <Spin spinning={tree.loading}>
                <Tree<TreeNode>
                  {...TREE_ICONS}
                  treeData={tree.tree}
                  loadData={tree.searching ? undefined : tree.loadChildren}
                  expandedKeys={tree.expanded}
                  onExpand={(keys) => tree.setExpanded(keys as TreeNode['key'][])}
                  selectedKeys={m.node === null ? [] : [m.node]}
                  onSelect={(keys) => m.chooseNode(keys.length ? (keys[0] as number | string) : null)}
                />
              </Spin>
            </div>
          </div>
          <div>
            <Space className="master-toolbar" wrap>
              <Input
                allowClear={clearable}
                value={m.name}
                maxLength={list.searchMaxLength}
                onChange={(e) => m.setName(e.target.value)}
                onPressEnter={m.search}
                placeholder={t(list.searchPlaceholderKey)}
                aria-label={t(list.searchPlaceholderKey)}
                className="master-search"
              />
              <Button onClick={m.search}>{t('buttons.search')}</Button>
              {pick ? (
                <Button type="primary" onClick={m.addTicked}>
                  {t(pick.bulkAddKey)}
                </Button>
              ) : null}
            </Space>
            <DataTable<Row>
              rowKey={list.rowKey}
              size="small"
              loading={m.loading}
              dataSource={m.rows}
              rowSelection={
                pick
                  ? {
                      selectedRowKeys: m.ticked.map(m.key),
                      onChange: (_, rows) => m.setTicked(rows),
                      getCheckboxProps: (row) => ({ ...checkLabel(), disabled: m.pickedKeys.has(m.key(row)) }),
                    }
                  : undefined
              }
              pagination={{
                current: m.page.current,
                pageSize: m.page.size,
                total: m.total,
                showSizeChanger: true,
                pageSizeOptions: (list.pageSizeOptions ?? DEFAULT_PAGE_SIZE_OPTIONS).map(String),
                showTotal: (total) => t('table.total', { total }),
                onChange: (current, size) => m.setPage({ current, size }),
              }}
              locale={{
                emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={!m.listed && list.chooseNodeKey ? t(list.chooseNodeKey) : t('table.empty')} />,
              }}
              columns={
                pick
                  ? [
                      ...listColumns,
                      {
                        key: '__add',
                        title: t('table.actions'),
                        render: (_, row) => (
                          <Button type="link" size="small" disabled={m.pickedKeys.has(m.key(row))} onClick={() => m.add([row])}>
                            {t(pick.addKey)}
                          </Button>
                        ),
                      },
                    ]
                  : listColumns
              }
            />
          </div>
        </div>
      </Card>
      {pick ? <PickedCard resource={resource} pick={pick} columns={pickColumns} m={m} /> : null}
      <ActionDialogs resource={resource} ctx={ctx} runner={runner} />
    </div>
  );
}

type MasterDetail = ReturnType<typeof useMasterDetail>;
type Pick = NonNullable<NonNullable<ResourceDecl['masterDetail']>['pick']>;

/** The picked list below, with confirm and cancel (a page that picks into a form's draft). */
function PickedCard({ pick, columns, m, resource }: { resource: ResourceDecl; pick: Pick; columns: ReturnType<typeof tableColumnsOf<Row>>; m: MasterDetail }) {
  const { t } = useTranslation();
  const checkLabel = useRowCheckLabel();
  const list = resource.masterDetail!.list;
  return (
    <Card
      variant="borderless"
      title={t(pick.titleKey, { count: m.picked.length })}
      extra={
        <Button danger onClick={m.removeTicked}>
          {t(pick.bulkRemoveKey)}
        </Button>
      }
    >
      <DataTable<Row>
        rowKey={list.rowKey}
        size="small"
        dataSource={m.picked}
        rowSelection={{ getCheckboxProps: checkLabel, selectedRowKeys: m.pickedTicked, onChange: (keys) => m.setPickedTicked(keys as (number | string)[]) }}
        pagination={m.picked.length > 10 ? { pageSize: 10 } : false}
        columns={[
          ...columns,
          {
            key: '__remove',
            title: t('table.actions'),
            render: (_, row) => (
              <Button type="link" size="small" danger onClick={() => m.remove(row)}>
                {t(pick.removeKey)}
              </Button>
            ),
          },
        ]}
      />
      <Space className="master-confirm">
        <Button onClick={m.cancel}>{t('buttons.cancel')}</Button>
        <Button type="primary" onClick={m.confirm}>
          {t('buttons.confirm')}
        </Button>
      </Space>
    </Card>
  );
}
