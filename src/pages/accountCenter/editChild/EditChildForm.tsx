import { Button, Card, Form, Input, Radio, Select, Skeleton, Space } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { accountFlagEnum, accountScopeEnum, childAccountUpdateSchema } from '@schemas/account';
import { enumLabel } from '../shared/enumLabel';
import { OrgTable, PeopleTable } from '../shared/PeopleTable';
import { useChildFormOptions } from '../shared/useChildFormOptions';
import { zodRule } from '../shared/zodRule';
import { useEditChild } from './useEditChild';
import '../shared/accountCenter.css';

/**
 * The account edit page (SPEC.md section 2): subject type, subject, account type and scope read-only;
 * name, business scenes and status editable; the view variant shows everything read-only with only cancel.
 */
export function EditChildForm({ viewOnly }: { viewOnly: boolean }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const query = { id: params.get('id'), parentId: params.get('parentId'), tenantId: params.get('tenantId') };
  const readOnly = viewOnly || params.get('type') === '2';
  const e = useEditChild(query);
  const options = useChildFormOptions(query.parentId ?? (e.account?.parentId ? String(e.account.parentId) : null), query.tenantId);
  const f = (k: string) => t(`accountCenter.fields.${k}`);
  const shape = childAccountUpdateSchema.shape;
  const acct = e.account;

  return (
    <div className="ac-page">
      <Card variant="borderless" title={t(readOnly ? 'accountCenter.titles.detailChild' : 'accountCenter.titles.editChild')}>
        {!acct ? (
          <Skeleton active loading={e.loading}>
            {t('table.empty')}
          </Skeleton>
        ) : (
          <Form form={e.form} layout="horizontal" labelCol={{ span: 5 }} wrapperCol={{ span: 17 }} className="ac-form" disabled={readOnly}>
            <Form.Item label={f('subjectType')}>
              <Input value={acct.subjectType === 2 ? t('accountCenter.fields.people') : t('accountCenter.fields.orgs')} disabled />
            </Form.Item>
            <Form.Item label={f('subjectName')}>
              <Input value={acct.subjectName} disabled />
            </Form.Item>
            <Form.Item label={f('accountNo')}>
              <Input value={acct.accountNo} disabled />
            </Form.Item>
            <Form.Item label={f('accountTypeId')}>
              <Input value={acct.accountTypeName ?? ''} disabled />
            </Form.Item>
            <Form.Item label={f('accountType')}>
              <Input
                value={`${enumLabel(accountScopeEnum, acct.accountScope)}${acct.accountScope === 3 ? ` · ${enumLabel(accountFlagEnum, acct.flag)}` : ''}`}
                disabled
              />
            </Form.Item>
            <Form.Item name="accountName" label={f('accountName')} required rules={[zodRule(shape.accountName)]}>
              <Input maxLength={30} showCount />
            </Form.Item>
            <Form.Item name="configIds" label={f('configIds')} required rules={[zodRule(shape.configIds)]}>
              <Select mode="multiple" loading={options.loading} options={options.sceneOptions} />
            </Form.Item>
            <Form.Item name="status" label={f('status')} required rules={[zodRule(shape.status)]}>
              <Radio.Group
                options={[
                  { value: 2, label: t('accountCenter.actions.enable') },
                  { value: 1, label: t('accountCenter.actions.disable') },
                ]}
                disabled={readOnly || acct.status === 3}
              />
            </Form.Item>
            {e.needs === 'person' && (
              <Form.Item label={f('people')}>
                <PeopleTable people={e.people} loading={e.listLoading} />
              </Form.Item>
            )}
            {e.needs === 'org' && (
              <Form.Item label={f('orgs')}>
                <OrgTable orgs={e.orgs} loading={e.listLoading} />
              </Form.Item>
            )}
            <Form.Item wrapperCol={{ offset: 5 }}>
              <Space>
                <Button onClick={e.backToList} disabled={false}>
                  {t('buttons.cancel')}
                </Button>
                {!readOnly && (
                  <Button type="primary" onClick={e.save} loading={e.saving} disabled={e.saving}>
                    {t('buttons.save')}
                  </Button>
                )}
              </Space>
            </Form.Item>
          </Form>
        )}
      </Card>
    </div>
  );
}
