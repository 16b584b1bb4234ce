import { useState } from 'react';
import { App, Button, Form, Input, Modal, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { accountNameSchema, configIdsSchema, type BusinessScene } from '@schemas/account';
import { SUBJECT_TYPE, subjectTypeEnum } from '@schemas/accountSubject';
import type { PickerPerson } from '@schemas/orgPicker';
import { tm } from '@/providers/i18n';
import { ACCOUNT_API } from '../shared/api';
import { enumOptions } from '../shared/enumLabel';
import { OrgTreeDialog, type PickedOrg } from '../shared/OrgTreeDialog';
import { useAccountCall } from '../shared/useAccountCall';
import { useAccountQuery } from '../shared/useAccountQuery';
import { validated } from '../shared/validated';
import { zodRule } from '../shared/zodRule';

interface Values {
  subjectType: number;
  subjectName?: string;
  userId?: number;
  accountName: string;
  configIds: number[];
}

/** Opens an account for a subject (tenant, organisation, employee, group or provider): its parent account. */
export function OpenSubjectDialog({ open, onClose, onDone }: { open: boolean; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const { post, pending } = useAccountCall();
  const [org, setOrg] = useState<PickedOrg | null>(null);
  const [orgOpen, setOrgOpen] = useState(false);
  const [people, setPeople] = useState<PickerPerson[]>([]);
  const type = Form.useWatch('subjectType', form);
  const scenes = useAccountQuery<BusinessScene[]>('/accountcenter/subject/scenes', undefined, open);
  const f = (k: string) => t(`accountCenter.fields.${k}`);
  const byOrg = type === SUBJECT_TYPE.organisation || type === SUBJECT_TYPE.group;

  const searchPeople = async (name: string) => {
    try {
      const page = await post<{ records: PickerPerson[] }>(ACCOUNT_API.usersByDept, { name, current: 1, size: 20 });
      setPeople(page.records);
    } catch {
      setPeople([]);
    }
  };

  const submit = async () => {
    const values = await validated(form);
    if (!values) return;
    if (byOrg && !org) {
      message.warning(tm('请先选择组织!'));
      return;
    }
    try {
      await post('/accountcenter/subject/save', {
        subjectType: values.subjectType,
        subjectSysId: byOrg ? org?.deptId : values.subjectType === SUBJECT_TYPE.employee ? values.userId : undefined,
        subjectName: values.subjectName,
        accountName: values.accountName,
        configIds: values.configIds,
      });
      message.success(tm('新增成功!'));
      onDone();
    } catch {
      // shown by the http client
    }
  };

  return (
    <Modal
      open={open}
      title={t('accountCenter.actions.openSubject')}
      onCancel={onClose}
      onOk={submit}
      okText={t('buttons.save')}
      cancelText={t('buttons.cancel')}
      okButtonProps={{ loading: pending, disabled: pending }}
      destroyOnHidden
      afterClose={() => {
        form.resetFields();
        setOrg(null);
      }}
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="subjectType" label={f('subjectType')} rules={[{ required: true, message: tm('请选择主体类型') }]}>
          <Select options={enumOptions(subjectTypeEnum)} onChange={() => setOrg(null)} />
        </Form.Item>
        {byOrg && (
          <Form.Item label={f('orgs')} required>
            <Space>
              <Input value={org?.name ?? ''} readOnly style={{ width: 280 }} />
              <Button onClick={() => setOrgOpen(true)}>{t('accountCenter.actions.chooseOrgs')}</Button>
            </Space>
          </Form.Item>
        )}
        {type === SUBJECT_TYPE.employee && (
          <Form.Item name="userId" label={f('people')} rules={[{ required: true, message: tm('请先选择员工!') }]}>
            <Select
              showSearch
              filterOption={false}
              onSearch={searchPeople}
              onFocus={() => searchPeople('')}
              options={people.map((p) => ({ value: p.userId, label: `${p.actualName}（${p.deptName ?? '-'}）` }))}
            />
          </Form.Item>
        )}
        {type === SUBJECT_TYPE.provider && (
          <Form.Item name="subjectName" label={f('subjectName')} rules={[{ required: true, message: tm('请输入主体名称') }]}>
            <Input maxLength={100} />
          </Form.Item>
        )}
        <Form.Item name="accountName" label={f('accountName')} required rules={[zodRule(accountNameSchema)]}>
          <Input maxLength={30} showCount />
        </Form.Item>
        <Form.Item name="configIds" label={f('configIds')} required rules={[zodRule(configIdsSchema)]}>
          <Select mode="multiple" loading={scenes.loading} options={(scenes.data ?? []).map((s) => ({ value: s.id, label: s.sceneName }))} />
        </Form.Item>
      </Form>
      <OrgTreeDialog
        open={orgOpen}
        value={org ? [org] : []}
        levelLimit={type === SUBJECT_TYPE.organisation}
        onCancel={() => setOrgOpen(false)}
        onOk={(orgs) => {
          setOrg(orgs[orgs.length - 1] ?? null);
          setOrgOpen(false);
        }}
      />
    </Modal>
  );
}
