import { useState } from 'react';
import { Button, Card, Form, Input, Radio, Select, Space } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { accountFlagEnum, accountScopeEnum, childAccountSaveSchema, scopeNeeds } from '@schemas/account';
import { subjectTypeEnum } from '@schemas/accountSubject';
import { readChildDraft } from '../shared/chosenPeople';
import { enumLabel, enumOptions } from '../shared/enumLabel';
import { OrgTreeDialog } from '../shared/OrgTreeDialog';
import { OrgTable, PeopleTable } from '../shared/PeopleTable';
import { useChildFormOptions } from '../shared/useChildFormOptions';
import { zodRule } from '../shared/zodRule';
import { useAddChild } from './useAddChild';
import '../shared/accountCenter.css';

const QUERY_KEYS = ['id', 'parentId', 'tenantId', 'subjectId', 'subjectNo', 'subjectName', 'accountName', 'subjectType'] as const;

/** New child account (SPEC.md section 2, addChild). */
export default function AddChildPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  // Back from addPerson the query comes from the kept draft.
  const draftQuery = (readChildDraft()?.query as Record<string, string | null> | undefined) ?? {};
  const query = Object.fromEntries(QUERY_KEYS.map((k) => [k, params.get(k) ?? draftQuery[k] ?? null]));
  const c = useAddChild(query);
  const options = useChildFormOptions(query.parentId ?? query.id, query.tenantId);
  const [orgOpen, setOrgOpen] = useState(false);
  const scope = Form.useWatch('accountType', c.form) ?? c.initialValues.accountType;
  const flag = Form.useWatch('flag', c.form) ?? c.initialValues.flag;
  const needs = scopeNeeds(Number(scope), Number(flag));
  const f = (k: string) => t(`accountCenter.fields.${k}`);
  const fields = childAccountSaveSchema.shape;

  return (
    <div className="ac-page">
      <Card variant="borderless" title={t('accountCenter.titles.addChild')}>
        <Form form={c.form} layout="horizontal" labelCol={{ span: 5 }} wrapperCol={{ span: 17 }} className="ac-form" initialValues={c.initialValues}>
          <Form.Item label={f('subjectType')}>
            <Input value={enumLabel(subjectTypeEnum, query.subjectType)} disabled />
          </Form.Item>
          <Form.Item label={f('subjectName')}>
            <Input value={query.subjectName ?? ''} disabled />
          </Form.Item>
          <Form.Item name="accountName" label={f('accountName')} required rules={[zodRule(fields.accountName)]}>
            <Input maxLength={30} showCount placeholder={t('common.pleaseInput', { label: f('accountName') })} />
          </Form.Item>
          <Form.Item name="configIds" label={f('configIds')} required rules={[zodRule(fields.configIds)]}>
            <Select mode="multiple" allowClear loading={options.loading} options={options.sceneOptions} placeholder={t('common.pleaseSelect', { label: f('configIds') })} />
          </Form.Item>
          <Form.Item name="accountTypeId" label={f('accountTypeId')} required rules={[zodRule(fields.accountTypeId)]}>
            <Select allowClear loading={options.loading} options={options.typeOptions} placeholder={t('common.pleaseSelect', { label: f('accountTypeId') })} />
          </Form.Item>
          <Form.Item name="accountType" label={f('accountType')} required rules={[zodRule(fields.accountType)]}>
            <Radio.Group options={enumOptions(accountScopeEnum).map((o) => ({ ...o, disabled: c.isGroup && o.value !== 1 }))} />
          </Form.Item>
          {Number(scope) === 3 && (
            <Form.Item name="flag" label={f('flag')}>
              <Radio.Group options={enumOptions(accountFlagEnum)} />
            </Form.Item>
          )}
          {needs === 'person' && (
            <Form.Item label={f('people')} required>
              <Space direction="vertical" style={{ width: '100%' }}>
                <Button onClick={c.choosePeople}>{t('accountCenter.actions.choosePeople')}</Button>
                <PeopleTable people={c.people} onRemove={c.removePerson} />
              </Space>
            </Form.Item>
          )}
          {needs === 'org' && (
            <Form.Item label={f('orgs')} required>
              <Space direction="vertical" style={{ width: '100%' }}>
                <Button onClick={() => setOrgOpen(true)}>{t('accountCenter.actions.chooseOrgs')}</Button>
                <OrgTable orgs={c.orgs} onRemove={(o) => c.setOrgs(c.orgs.filter((x) => x.deptId !== o.deptId))} />
              </Space>
            </Form.Item>
          )}
          <Form.Item wrapperCol={{ offset: 5 }}>
            <Space>
              <Button onClick={c.backToList}>{t('buttons.cancel')}</Button>
              <Button type="primary" onClick={c.save} loading={c.saving} disabled={c.saving}>
                {t('buttons.save')}
              </Button>
            </Space>
          </Form.Item>
        </Form>
      </Card>
      <OrgTreeDialog
        open={orgOpen}
        value={c.orgs}
        levelLimit
        onCancel={() => setOrgOpen(false)}
        onOk={(orgs) => {
          c.setOrgs(orgs);
          setOrgOpen(false);
        }}
      />
    </div>
  );
}
