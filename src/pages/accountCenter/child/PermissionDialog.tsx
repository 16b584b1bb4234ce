import { useEffect } from 'react';
import { App, Checkbox, Form, Input, Modal, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Account } from '@schemas/account';
import {
  accountLimitFormSchema,
  accountPermissionEnum,
  ALWAYS_ON_DEAL,
  dealPermissionEnum,
  DEFAULT_BALANCE_LIMIT,
  LIMIT_TYPE,
  toActionLimits,
  type AccountLimitReply,
} from '@schemas/accountLimit';
import { tm } from '@/providers/i18n';
import { ACCOUNT_API } from '../shared/api';
import { enumOptions } from '../shared/enumLabel';
import { useAccountCall } from '../shared/useAccountCall';
import { useAccountQuery } from '../shared/useAccountQuery';
import { zodRule } from '../shared/zodRule';
import { validated } from '../shared/validated';

interface Values {
  accountPermissions: string[];
  dealPermissions: string[];
  balanceLimit: string;
  creditLimit: string;
}

/** Account permission dialog (SPEC.md sections 2 and 5); 2_2 is always checked and cannot be unchecked. */
export function PermissionDialog({ account, onClose, onDone }: { account: Account | null; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const { post, pending } = useAccountCall();
  const { data, loading } = useAccountQuery<AccountLimitReply>(
    ACCOUNT_API.getLimit,
    { accountNo: account?.accountNo, tenantId: account?.tenantId },
    account !== null,
  );
  const f = (k: string) => t(`accountCenter.fields.${k}`);

  useEffect(() => {
    if (!data || !account) return;
    form.setFieldsValue({
      accountPermissions: data.accountLimitList.filter((a) => a.limitType === LIMIT_TYPE.account && a.limitOn).map((a) => a.actionLimit),
      dealPermissions: [...new Set([...data.dealTypeLimitList.filter((a) => a.limitOn).map((a) => a.actionLimit), ALWAYS_ON_DEAL])],
      balanceLimit: data.balanceLimit || DEFAULT_BALANCE_LIMIT,
      creditLimit: data.creditLimit,
    });
  }, [data, account, form]);

  const submit = async () => {
    if (!account) return;
    const values = await validated(form);
    if (!values) return;
    try {
      await post(ACCOUNT_API.saveLimit, {
        accountNo: account.accountNo,
        subjectNo: account.subjectNo,
        accountLevel: account.level,
        tenantId: account.tenantId,
        actionLimits: toActionLimits({ ...values, dealPermissions: [...values.dealPermissions, ALWAYS_ON_DEAL] }),
      });
      message.success(tm('编辑成功!'));
      onDone();
    } catch {
      // shown by the http client
    }
  };

  return (
    <Modal
      open={account !== null}
      title={t('accountCenter.titles.permission')}
      onCancel={onClose}
      onOk={submit}
      okText={t('buttons.confirm')}
      cancelText={t('buttons.cancel')}
      okButtonProps={{ loading: pending, disabled: pending || loading }}
      destroyOnHidden
      width={640}
    >
      {loading && !data ? (
        <Skeleton active />
      ) : (
        <Form form={form} layout="vertical" preserve={false} initialValues={{ balanceLimit: DEFAULT_BALANCE_LIMIT, dealPermissions: [ALWAYS_ON_DEAL] }}>
          <Form.Item name="accountPermissions" label={f('accountPermissions')} required rules={[zodRule(accountLimitFormSchema.shape.accountPermissions)]}>
            <Checkbox.Group options={enumOptions(accountPermissionEnum).map((o) => ({ ...o, value: String(o.value) }))} />
          </Form.Item>
          <Form.Item name="dealPermissions" label={f('dealPermissions')} required rules={[zodRule(accountLimitFormSchema.shape.dealPermissions)]}>
            <Checkbox.Group
              options={enumOptions(dealPermissionEnum).map((o) => ({ ...o, value: String(o.value), disabled: o.value === ALWAYS_ON_DEAL }))}
            />
          </Form.Item>
          <Form.Item name="balanceLimit" label={f('balanceLimit')} required rules={[zodRule(accountLimitFormSchema.shape.balanceLimit)]}>
            <Input inputMode="decimal" maxLength={12} />
          </Form.Item>
          <Form.Item name="creditLimit" label={f('creditLimit')} required rules={[zodRule(accountLimitFormSchema.shape.creditLimit)]}>
            <Input inputMode="numeric" maxLength={9} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
