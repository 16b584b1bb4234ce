import { Alert, Button, Card, Checkbox, Empty, Form, Select, Spin, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useTranslation } from 'react-i18next';
import { menuName, type MenuNode } from '@schemas/menu';
import { MENU_ADMIN_MSG } from '@schemas/menuAdmin';
import type { ResourceDecl } from '@resources/define';
import { currentLanguage, tm } from '@/providers/i18n';
import { useTenantMenu } from './useTenantMenu';
import '@/pages/menuAdmin/menuAdmin.css';
import { TREE_ICONS } from '@/engine/named/treeIcons';
import { useFormSubmit } from '@/engine/named/formSubmit';

const toTreeData = (nodes: MenuNode[], lang: string): DataNode[] => nodes.map((n) => ({ key: n.id, title: menuName(n, lang), children: toTreeData(n.children ?? [], lang) }));

/** A tenant's menu assignment: product lines and menu nodes the tenant holds. */
export default function TenantMenuPage({ resource }: { resource: ResourceDecl }) {
  const { t } = useTranslation();
  const s = useTenantMenu(resource);
  const { formId, submitProps } = useFormSubmit();
  const en = currentLanguage() === 'en';
  const loading = s.tree.isLoading || s.held.isFetching;

  return (
    <div className="resource-page">
      <Card
        variant="borderless"
        title={t('tenantMenu.titles.list')}
        extra={
          <Button type="primary" {...submitProps} loading={s.saving} disabled={s.saving || s.fixed || loading} data-testid="form-save">
            {t('buttons.save')}
          </Button>
        }
      >
        <Form id={formId} layout="vertical" onFinish={() => void s.save()}>
          <Form.Item label={t('tenantMenu.tenant')} htmlFor="tenant-menu-tenant">
            <Select
              id="tenant-menu-tenant"
              className="tenant-menu-tenant"
              style={{ width: 360 }}
              value={s.tenantId}
              onChange={s.setTenantId}
              loading={s.tenants.isLoading}
              options={(s.tenants.data ?? []).map((x) => ({ value: x.id, label: `${x.name} (${x.id})` }))}
            />
          </Form.Item>
          {s.fixed ? <Alert type="info" showIcon message={tm(MENU_ADMIN_MSG.mainTenantFixed)} className="tenant-menu-note" /> : null}
          <Form.Item label={t('menuAdmin.productLine')}>
            <Checkbox.Group
              value={s.heldLines}
              disabled={s.fixed}
              onChange={(v) => s.setLines(v as string[])}
              options={(s.productLines.data ?? [])
                .filter((l) => (s.tree.data ?? []).some((m) => String(m.id) === l.value))
                .map((l) => ({ value: l.value, label: en ? l.enLabel || l.label : l.label }))}
            />
          </Form.Item>
          <Form.Item label={t('tenantMenu.menus')}>
            <Spin spinning={loading}>
              {s.tree.data?.length ? (
                <div className="menu-admin-tree">
                  <Tree
                    {...TREE_ICONS}
                    checkable
                    disabled={s.fixed}
                    selectable={false}
                    defaultExpandedKeys={(s.tree.data ?? []).map((m) => m.id)}
                    checkedKeys={s.checked}
                    onCheck={(keys, info) => {
                      const list = Array.isArray(keys) ? keys : keys.checked;
                      s.onCheck(list.map(Number), (info.halfCheckedKeys ?? []).map(Number));
                    }}
                    treeData={toTreeData(s.tree.data, currentLanguage())}
                  />
                </div>
              ) : (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('table.empty')} />
              )}
            </Spin>
          </Form.Item>
        </Form>
      </Card>
    </div>
  );
}
