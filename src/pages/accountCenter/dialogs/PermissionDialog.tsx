import { useEffect } from 'react';
import { App, Checkbox, Form, Input, Modal, Skeleton, type GetProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DialogProps } from '@resources/define';
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
import { rulesFor } from '@/engine/form/schemaRules';
import { localOptions, type OptionItem } from '@/engine/values/useOptions';
import type { EnumDef } from '@schemas/enums';
import { tm } from '@/providers/i18n';
import { useAccountCall } from '../shared/useAccountCall';
import { APPROVAL_SUBMITTED, heldApprovalOf } from '@schemas/approvalLinks';
import { useAccountQuery } from '../shared/useAccountQuery';
import { validated } from '../shared/validated';
import { savingSpinner } from '@/engine/named/Button';
import { useFormSubmit } from '@/engine/named/formSubmit';
import { WithheldText } from '@/engine/values/WithheldText';

const LIMIT_URL = '/accountcenter/actAccountLimit/getActAccountLimit';
const SAVE_URL = '/accountcenter/actAccountLimit/saveActAccountLimit';

interface Values {
  accountPermissions: string[];
  dealPermissions: string[];
  balanceLimit: string;
  creditLimit: string;
}

/** Account permission dialog (docs/product.md#account-centre and docs/product.md#validation); 2_2 is always checked and cannot be unchecked. */
/**
 * A group of checkboxes as a form control. Form.Item hands it `aria-required`, which no group may carry (axe:
 * aria-allowed-attr, critical); the required mark of the label says it.
 */
function CheckGroup({ 'aria-required': _required, ...props }: GetProps<typeof Checkbox.Group> & { 'aria-required'?: unknown }) {
  return <Checkbox.Group {...props} />;
}

export default function PermissionDialog({ resource, row, onClose, onSaved }: DialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const { formId, submitProps } = useFormSubmit();
  const { post, pending } = useAccountCall();
  const account = row as unknown as Account;
  const { data, loading } = useAccountQuery<AccountLimitReply>(LIMIT_URL, { accountNo: account.accountNo, tenantId: account.tenantId });
  const f = (k: string) => t(`${resource.name}.fields.${k}`);
  const rule = (field: keyof Values) => rulesFor(accountLimitFormSchema, field);
  // Amounts withheld from the caller (docs/security.md): shown as such, read-only, and never sent.
  const amountsWithheld = data?.withheld?.includes('amount') ?? false;

  useEffect(() => {
    if (!data) return;
    form.setFieldsValue({
      accountPermissions: data.accountLimitList.filter((a) => a.limitType === LIMIT_TYPE.account && a.limitOn).map((a) => a.actionLimit),
      dealPermissions: [...new Set([...data.dealTypeLimitList.filter((a) => a.limitOn).map((a) => a.actionLimit), ALWAYS_ON_DEAL])],
      balanceLimit: data.balanceLimit || DEFAULT_BALANCE_LIMIT,
      creditLimit: data.creditLimit ?? '',
    });
  }, [data, form]);

  const submit = async () => {
    const values = await validated(form);
    if (!values) return;
    try {
      const reply = await post(SAVE_URL, {
        accountNo: account.accountNo,
        subjectNo: account.subjectNo,
        accountLevel: account.level,
        tenantId: account.tenantId,
        actionLimits: toActionLimits({
          ...values,
          dealPermissions: [...values.dealPermissions, ALWAYS_ON_DEAL],
          ...(amountsWithheld ? { balanceLimit: null, creditLimit: null } : {}),
        }),
      });
      // A change of the balance or credit limit may wait for a checker (docs/approvals.md).
      if (heldApprovalOf(reply)) message.info(tm(APPROVAL_SUBMITTED));
      else message.success(tm('编辑成功!'));
      onSaved();
      onClose();
    } catch {
      // shown by the http client
    }
  };

  // The limits travel as text keys ('2_2').
  const textOptions = (def: EnumDef) => (localOptions(def) as OptionItem[]).map((o) => ({ ...o, value: String(o.value) }));
  return (
    <Modal
      open
      title={t(`${resource.name}.titles.permission`)}
      onCancel={onClose}
      okText={t('buttons.confirm')}
      cancelText={t('buttons.cancel')}
      okButtonProps={{ ...submitProps, loading: savingSpinner(pending), disabled: pending || loading }}
      destroyOnHidden
      width={640}
    >
      {loading && !data ? (
        <Skeleton active />
      ) : (
        <Form form={form} id={formId} onFinish={submit} layout="vertical" preserve={false} initialValues={{ balanceLimit: DEFAULT_BALANCE_LIMIT, dealPermissions: [ALWAYS_ON_DEAL] }}>
          <Form.Item name="accountPermissions" label={f('accountPermissions')} required rules={rule('accountPermissions')}>
            <CheckGroup options={textOptions(accountPermissionEnum)} />
          </Form.Item>
          <Form.Item name="dealPermissions" label={f('dealPermissions')} required rules={rule('dealPermissions')}>
            <CheckGroup options={textOptions(dealPermissionEnum).map((o) => ({ ...o, disabled: o.value === ALWAYS_ON_DEAL }))} />
          </Form.Item>
          {amountsWithheld ? (
            <>
              <Form.Item label={f('balanceLimit')}>
                <WithheldText />
              </Form.Item>
              <Form.Item label={f('creditLimit')}>
                <WithheldText />
              </Form.Item>
            </>
          ) : (
            <>
              <Form.Item name="balanceLimit" label={f('balanceLimit')} required rules={rule('balanceLimit')}>
                <Input inputMode="decimal" maxLength={12} />
              </Form.Item>
              <Form.Item name="creditLimit" label={f('creditLimit')} required rules={rule('creditLimit')}>
                <Input inputMode="numeric" maxLength={9} />
              </Form.Item>
            </>
          )}
        </Form>
      )}
    </Modal>
  );
}
