import { Button, Card, Empty, Input, Space, Spin, Table, Tree } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PickerPerson } from '@schemas/orgPicker';
import { useOrgTree, type TreeNode } from '../shared/useOrgTree';
import { PAGE_SIZE_OPTIONS } from '../shared/useAccountList';
import { useAddPerson } from './useAddPerson';
import '../shared/accountCenter.css';

/** Add-person page (SPEC.md section 2): department tree beside a paged employee list, and the chosen list. */
export default function AddPersonPage() {
  const { t } = useTranslation();
  const org = useOrgTree();
  const p = useAddPerson();
  const f = (k: string) => t(`accountCenter.fields.${k}`);
  const a = (k: string) => t(`accountCenter.actions.${k}`);

  return (
    <div className="ac-page">
      <Card variant="borderless" title={t('accountCenter.titles.addPerson')}>
        <div className="ac-person-layout">
          <div>
            <Input.Search allowClear placeholder={f('searchOrg')} value={org.keyword} onChange={(e) => org.setKeyword(e.target.value)} />
            <div className="ac-tree">
              <Spin spinning={org.loading}>
                <Tree<TreeNode>
                  treeData={org.tree}
                  loadData={org.keyword.trim() ? undefined : org.loadChildren}
                  expandedKeys={org.expanded}
                  onExpand={(keys) => org.setExpanded(keys as number[])}
                  selectedKeys={p.deptId === null ? [] : [p.deptId]}
                  onSelect={(keys) => p.chooseDept(keys.length ? Number(keys[0]) : null)}
                />
              </Spin>
            </div>
          </div>
          <div>
            <Space style={{ marginBottom: 12 }} wrap>
              <Input
                allowClear
                value={p.name}
                maxLength={50}
                onChange={(e) => p.setName(e.target.value)}
                onPressEnter={p.search}
                placeholder={t('accountCenter.hints.searchPeople')}
                style={{ width: 220 }}
              />
              <Button onClick={p.search}>{t('buttons.search')}</Button>
              <Button type="primary" onClick={p.addSelected}>
                {a('batchAdd')}
              </Button>
            </Space>
            <Table<PickerPerson>
              rowKey="userId"
              size="small"
              loading={p.loading}
              dataSource={p.records}
              rowSelection={{
                selectedRowKeys: p.selected.map((x) => x.userId),
                onChange: (_, rows) => p.setSelected(rows),
                getCheckboxProps: (row) => ({ disabled: p.chosenIds.has(row.userId) }),
              }}
              pagination={{
                current: p.page.current,
                pageSize: p.page.size,
                total: p.total,
                showSizeChanger: true,
                pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
                showTotal: (total) => t('table.total', { total }),
                onChange: (current, size) => p.setPage({ current, size }),
              }}
              locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={p.deptId === null ? t('common.pleaseSelect', { label: f('deptName') }) : t('table.empty')} /> }}
              columns={[
                { dataIndex: 'actualName', title: f('actualName') },
                { dataIndex: 'phone', title: f('phone') },
                { dataIndex: 'deptName', title: f('deptName') },
                {
                  key: 'add',
                  title: t('table.actions'),
                  render: (_, row) => (
                    <Button type="link" size="small" disabled={p.chosenIds.has(row.userId)} onClick={() => p.add([row])}>
                      {a('add')}
                    </Button>
                  ),
                },
              ]}
            />
          </div>
        </div>
      </Card>
      <Card
        variant="borderless"
        title={t('accountCenter.hints.chosenPeople', { count: p.chosen.length })}
        extra={
          <Button danger onClick={p.removeSelected}>
            {a('batchRemove')}
          </Button>
        }
      >
        <Table<PickerPerson>
          rowKey="userId"
          size="small"
          dataSource={p.chosen}
          rowSelection={{ selectedRowKeys: p.chosenSelected, onChange: (keys) => p.setChosenSelected(keys as number[]) }}
          pagination={p.chosen.length > 10 ? { pageSize: 10 } : false}
          columns={[
            { dataIndex: 'actualName', title: f('actualName') },
            { dataIndex: 'jobNo', title: f('jobNo') },
            { dataIndex: 'phone', title: f('phone') },
            { dataIndex: 'deptName', title: f('deptName') },
            {
              key: 'remove',
              title: t('table.actions'),
              render: (_, row) => (
                <Button type="link" size="small" danger onClick={() => p.remove(row)}>
                  {a('remove')}
                </Button>
              ),
            },
          ]}
        />
        <Space style={{ marginTop: 16 }}>
          <Button onClick={p.cancel}>{t('buttons.cancel')}</Button>
          <Button type="primary" onClick={p.confirm}>
            {t('buttons.confirm')}
          </Button>
        </Space>
      </Card>
    </div>
  );
}
