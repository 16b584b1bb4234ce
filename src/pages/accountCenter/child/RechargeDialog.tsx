import { App, Descriptions, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Account } from '@schemas/account';
import { accountScopeEnum } from '@schemas/account';
import { subjectTypeEnum } from '@schemas/accountSubject';
import { rechargeFormSchema, type RechargeResult } from '@schemas/recharge';
import { tm } from '@/providers/i18n';
import { ACCOUNT_API } from '../shared/api';
import { enumLabel } from '../shared/enumLabel';
import { Money } from '../shared/money';
import { useAccountCall } from '../shared/useAccountCall';
import { zodRule } from '../shared/zodRule';
import { validated } from '../shared/validated';

interface Props {
  account: Account | null;
  onClose: () => void;
  onDone: (result: RechargeResult) => void;
}

/** Recharge dialog (SPEC.md section 2): the account's details and balance, and the amount. */
export function RechargeDialog({ account, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ changeNum: string }>();
  const { post, pending } = useAccountCall();
  const f = (k: string) => t(`accountCenter.fields.${k}`);

  const submit = async () => {
    if (!account) return;
    const values = await validated(form);
    if (!values) return;
    const { changeNum } = values;
    try {
      const result = await post<RechargeResult>(ACCOUNT_API.recharge, [
        { toAccountNo: account.accountNo, changeNum: changeNum.trim(), tenantId: account.tenantId },
      ]);
      message.success(tm('充值成功!'));
      onDone(result);
    } catch {
      // The http client showed the server's message; the dialog stays open.
    }
  };

  return (
    <Modal
      open={account !== null}
      title={t('accountCenter.titles.recharge')}
      onCancel={onClose}
      onOk={submit}
      okText={t('buttons.confirm')}
      cancelText={t('buttons.cancel')}
      okButtonProps={{ loading: pending, disabled: pending }}
      destroyOnHidden
      width={680}
      afterClose={() => form.resetFields()}
    >
      {account && (
        <>
          <Descriptions column={2} size="small" bordered style={{ marginBottom: 16 }} styles={{ label: { whiteSpace: 'nowrap' } }}>
            <Descriptions.Item label={f('subjectType')}>{enumLabel(subjectTypeEnum, account.subjectType)}</Descriptions.Item>
            <Descriptions.Item label={f('subjectName')}>{account.subjectName}</Descriptions.Item>
            <Descriptions.Item label={f('accountName')}>{account.accountName}</Descriptions.Item>
            <Descriptions.Item label={f('accountNo')}>{account.accountNo}</Descriptions.Item>
            <Descriptions.Item label={f('accountTypeName')}>{account.accountTypeName ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={f('accountScope')}>{enumLabel(accountScopeEnum, account.accountScope)}</Descriptions.Item>
            <Descriptions.Item label={f('accountNum')} span={2}>
              <Money value={account.accountNum} />
            </Descriptions.Item>
          </Descriptions>
          <Form form={form} layout="vertical" onFinish={submit}>
            <Form.Item name="changeNum" label={f('changeNum')} required rules={[zodRule(rechargeFormSchema.shape.changeNum)]}>
              <Input autoFocus inputMode="decimal" maxLength={12} placeholder={tm('请输入充值金额')} />
            </Form.Item>
          </Form>
        </>
      )}
    </Modal>
  );
}
