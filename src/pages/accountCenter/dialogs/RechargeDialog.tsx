import { useRef } from 'react';
import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DialogProps } from '@resources/define';
import { accountScopeEnum, type Account } from '@schemas/account';
import { subjectTypeEnum } from '@schemas/accountSubject';
import { formatMoney } from '@schemas/money';
import { rechargeFormSchema, type RechargeResult } from '@schemas/recharge';
import { APPROVAL_SUBMITTED, heldApprovalOf } from '@schemas/approvalLinks';
import { rulesFor } from '@/engine/form/schemaRules';
import { currentLanguage, tm } from '@/providers/i18n';
import { IntentKeys } from '@/providers/intentKey';
import { useAccountCall } from '../shared/useAccountCall';
import { validated } from '../shared/validated';
import { Details } from '@/engine/named/Details';
import { savingSpinner } from '@/engine/named/Button';
import { useFormSubmit } from '@/engine/named/formSubmit';
import { WithheldText } from '@/engine/values/WithheldText';
import { isWithheld } from '@/providers/withheld';

const RECHARGE_URL = '/accountcenter/actAccount/exchangeAccounts/recharge';

/**
 * Recharge dialog (docs/product.md#account-centre): the account's details and balance, and the amount; the ledger writes the
 * flow. A confirmation is one intent with its idempotency key (docs/api.md, "Idempotency keys and versions"): the
 * HTTP client sends it again when no answer came, and a second click while it runs or after a lost answer sends
 * the same key, so the server moves the money once.
 */
export default function RechargeDialog({ resource, row, onClose, onSaved }: DialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ changeNum: string }>();
  const { formId, submitProps } = useFormSubmit();
  const { post, pending } = useAccountCall();
  const intents = useRef(new IntentKeys());
  const account = row as unknown as Account;
  const lang = currentLanguage();
  const f = (k: string) => t(`${resource.name}.fields.${k}`);

  const submit = async () => {
    const values = await validated(form);
    if (!values) return;
    const body = [{ toAccountNo: account.accountNo, changeNum: values.changeNum.trim(), tenantId: account.tenantId }];
    const call = intents.current.take(body);
    try {
      const reply = await post<RechargeResult | { approval: unknown }>(RECHARGE_URL, body, { idempotencyKey: call.key });
      call.settle();
      // From the rule's amount on, the recharge waits for a checker and nothing moved yet (docs/approvals.md).
      if (heldApprovalOf(reply)) message.info(tm(APPROVAL_SUBMITTED));
      else message.success(tm('充值成功!'));
      onSaved();
      onClose();
    } catch (error) {
      // The http client showed the server's message; the dialog stays open (an unanswered call keeps its key).
      call.settle(error);
    }
  };

  return (
    <Modal
      open
      title={t(`${resource.name}.titles.recharge`)}
      onCancel={onClose}
      okText={t('buttons.confirm')}
      cancelText={t('buttons.cancel')}
      okButtonProps={{ ...submitProps, loading: savingSpinner(pending), disabled: pending }}
      destroyOnHidden
      width={680}
    >
      <Details column={2} size="small" bordered className="dialog-info" styles={{ label: { whiteSpace: 'nowrap' } }}>
        <Details.Item label={f('subjectType')}>{subjectTypeEnum.label(account.subjectType, lang)}</Details.Item>
        <Details.Item label={f('subjectName')}>{account.subjectName}</Details.Item>
        <Details.Item label={f('accountName')}>{account.accountName}</Details.Item>
        <Details.Item label={f('accountNo')}>{account.accountNo}</Details.Item>
        <Details.Item label={f('accountTypeName')}>{account.accountTypeName ?? '-'}</Details.Item>
        <Details.Item label={f('accountScope')}>{accountScopeEnum.label(account.accountScope, lang)}</Details.Item>
        <Details.Item label={f('accountNum')} span={2}>
          {account.accountNum === null && isWithheld('amount') ? <WithheldText /> : <span className="cell-money">{formatMoney(account.accountNum) || '-'}</span>}
        </Details.Item>
      </Details>
      <Form form={form} id={formId} layout="vertical" onFinish={submit}>
        <Form.Item name="changeNum" label={f('changeNum')} required rules={rulesFor(rechargeFormSchema, 'changeNum')}>
          <Input autoFocus inputMode="decimal" maxLength={12} placeholder={tm('请输入充值金额')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
