import { useEffect, useState } from 'react';
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
import { currentLanguage, tm } from '@/providers/i18n';
import { useVersionedSave } from '@/engine/conflict/useVersionedSave';
import { versionOf } from '@/engine/conflict/version';
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
const FIELDS = ['accountPermissions', 'dealPermissions', 'balanceLimit', 'creditLimit'] as const;

/** The dialog's values as the limits read fills them. */
function valuesOf(data: AccountLimitReply): Values {
  return {
    accountPermissions: data.accountLimitList.filter((a) => a.limitType === LIMIT_TYPE.account && a.limitOn).map((a) => a.actionLimit),
    dealPermissions: [...new Set([...data.dealTypeLimitList.filter((a) => a.limitOn).map((a) => a.actionLimit), ALWAYS_ON_DEAL])],
    balanceLimit: data.balanceLimit || DEFAULT_BALANCE_LIMIT,
    creditLimit: data.creditLimit ?? '',
  };
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
  const save = useVersionedSave(resource);
  const account = row as unknown as Account;
  const { data, loading, refetch } = useAccountQuery<AccountLimitReply>(LIMIT_URL, { accountNo: account.accountNo, tenantId: account.tenantId });
  // The limits as they stood at a conflict the user resolved: the next save is based on them.
  const [rebased, setRebased] = useState<AccountLimitReply | null>(null);
  const lang = currentLanguage();
  const f = (k: string) => t(`${resource.name}.fields.${k}`);
  const rule = (field: keyof Values) => rulesFor(accountLimitFormSchema, field);
  // Amounts withheld from the caller (docs/security.md): shown as such, read-only, and never sent.
  const amountsWithheld = data?.withheld?.includes('amount') ?? false;

  useEffect(() => {
    if (!data) return;
    setRebased(null);
    form.setFieldsValue(valuesOf(data));
  }, [data, form]);

  /** A value as the dialog shows it: the permissions by their labels. */
  const formatValue = (field: string, value: unknown) => {
    const def = field === 'accountPermissions' ? accountPermissionEnum : field === 'dealPermissions' ? dealPermissionEnum : undefined;
    return def && Array.isArray(value) ? value.map((v) => def.label(String(v), lang)).join('、') : undefined;
  };

  /**
   * The limits carry money: saved only with the version they were read at (docs/api.md, "Idempotency keys and
   * versions"); a stale one asks the conflict dialog.
   */
  const submit = async () => {
    const values = await validated(form);
    if (!values || !data) return;
    const read = rebased ?? data;
    const body = {
      accountNo: account.accountNo,
      subjectNo: account.subjectNo,
      accountLevel: account.level,
      tenantId: account.tenantId,
      actionLimits: toActionLimits({
        ...values,
        dealPermissions: [...values.dealPermissions, ALWAYS_ON_DEAL],
        ...(amountsWithheld ? { balanceLimit: null, creditLimit: null } : {}),
      }),
    };
    const outcome = await save({
      payload: body,
      version: versionOf(read as unknown as Record<string, unknown>),
      send: (request) => post(SAVE_URL, body, request),
      conflict: {
        // Withheld amounts are neither shown nor compared: the caller never saw them.
        fields: amountsWithheld ? FIELDS.slice(0, 2) : FIELDS,
        base: valuesOf(read) as unknown as Record<string, unknown>,
        yours: values as unknown as Record<string, unknown>,
        name: account.accountName,
        view: (theirs) => valuesOf(theirs as unknown as AccountLimitReply) as unknown as Record<string, unknown>,
        formatValue,
      },
    });
    if (outcome.kind === 'saved') {
      // A change of the balance or credit limit may wait for a checker (docs/approvals.md).
      if (heldApprovalOf(outcome.result)) message.info(tm(APPROVAL_SUBMITTED));
      else message.success(tm('编辑成功!'));
      onSaved();
      onClose();
    } else if (outcome.kind === 'theirs') {
      void refetch();
    } else if (outcome.kind === 'edit') {
      setRebased(outcome.theirs as unknown as AccountLimitReply);
      form.setFieldsValue(outcome.values as unknown as Values);
    }
    // A failure: the http client has shown why; what was typed stays.
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
