import { useState } from 'react';
import { App, Card, Input, InputNumber, Select, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { AMOUNT_ACTIONS, APPROVAL_EXPIRE_HOURS, APPROVAL_PERMISSION, approvalActionEnum } from '@schemas/approvalConstants';
import { hasPermission } from '@/providers/accessControl';
import { currentLanguage, tm } from '@/providers/i18n';
import { Button } from '@/engine/named/Button';
import { useFormSubmit } from '@/engine/named/formSubmit';
import { SecondaryText } from '@/engine/values/SecondaryText';
import { DataTable } from '@/engine/named/DataTable';
import { useApprovalRules, type RuleRow } from './useApprovalRules';
import { RuleVersionsDialog } from './RuleVersionsDialog';
import '../texts';

/**
 * 系统管理 › 审批规则 (docs/approvals.md): every action of the vocabulary in one table, on or off, from which
 * amount (recharges and limits), one or two approvers, and how long a request lives; saved as a new version.
 * Without approval_rule_edit the table is read-only.
 */
export default function ApprovalRulesPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const lang = currentLanguage();
  const rules = useApprovalRules();
  const editable = hasPermission(APPROVAL_PERMISSION.rules);
  const [versionsOpen, setVersionsOpen] = useState(false);
  // The table is the form of the rules; the save button in the card's header submits it, and Enter in a field does.
  const { formId, submitProps } = useFormSubmit();
  const err = (row: RuleRow, field: string) => rules.errors[`${row.action}.${field}`];

  const save = async () => {
    const version = await rules.save();
    if (version !== null) message.success(t('approval.rules.saved', { version }));
  };

  const columns = [
    { key: 'action', title: t('approval.rules.action'), render: (_: unknown, row: RuleRow) => approvalActionEnum.label(row.action, lang) },
    {
      key: 'enabled',
      title: t('approval.rules.enabled'),
      render: (_: unknown, row: RuleRow) => (
        <Switch
          checked={row.enabled}
          disabled={!editable}
          aria-label={`${approvalActionEnum.label(row.action, lang)} ${t('approval.rules.enabled')}`}
          onChange={(enabled) => rules.change(row.action, { enabled })}
        />
      ),
    },
    {
      key: 'minAmount',
      title: t('approval.rules.minAmount'),
      render: (_: unknown, row: RuleRow) =>
        AMOUNT_ACTIONS.includes(row.action) ? (
          <div>
            <Input
              value={row.minAmount}
              inputMode="decimal"
              maxLength={12}
              disabled={!editable}
              placeholder={t('approval.rules.minAmountHint')}
              aria-label={`${approvalActionEnum.label(row.action, lang)} ${t('approval.rules.minAmount')}`}
              status={err(row, 'minAmount') ? 'error' : undefined}
              onChange={(e) => rules.change(row.action, { minAmount: e.target.value })}
            />
            {err(row, 'minAmount') ? <div className="ant-form-item-explain-error">{tm(err(row, 'minAmount')!)}</div> : null}
          </div>
        ) : (
          <SecondaryText>{t('approval.rules.notAvailable')}</SecondaryText>
        ),
    },
    {
      key: 'approvals',
      title: t('approval.rules.approvals'),
      render: (_: unknown, row: RuleRow) => (
        <Select
          value={row.approvals}
          disabled={!editable}
          style={{ minWidth: 160 }}
          aria-label={`${approvalActionEnum.label(row.action, lang)} ${t('approval.rules.approvals')}`}
          options={[
            { value: 1, label: t('approval.rules.oneApproval') },
            { value: 2, label: t('approval.rules.twoApprovals') },
          ]}
          onChange={(approvals: 1 | 2) => rules.change(row.action, { approvals })}
        />
      ),
    },
    {
      key: 'expireHours',
      title: t('approval.rules.expireHours'),
      render: (_: unknown, row: RuleRow) => (
        <div>
          <InputNumber
            value={row.expireHours}
            min={APPROVAL_EXPIRE_HOURS.min}
            max={APPROVAL_EXPIRE_HOURS.max}
            precision={0}
            disabled={!editable}
            aria-label={`${approvalActionEnum.label(row.action, lang)} ${t('approval.rules.expireHours')}`}
            status={err(row, 'expireHours') ? 'error' : undefined}
            onChange={(value) => rules.change(row.action, { expireHours: typeof value === 'number' ? value : APPROVAL_EXPIRE_HOURS.default })}
          />
          {err(row, 'expireHours') ? <div className="ant-form-item-explain-error">{tm(err(row, 'expireHours')!)}</div> : null}
        </div>
      ),
    },
  ];

  const table = <DataTable rowKey="action" columns={columns} dataSource={rules.rows} loading={rules.loading} pagination={false} scroll={{ x: 'max-content' }} />;

  return (
    <div className="resource-page">
      <Card
        variant="borderless"
        title={t('approvalRule.titles.list')}
        extra={
          <Space wrap>
            <Button onClick={() => setVersionsOpen(true)} data-opens-dialog>
              {t('approval.rules.versions')}
            </Button>
            {editable ? (
              <Button type="primary" {...submitProps} loading={rules.saving} disabled={rules.saving || rules.loading} data-testid="form-save">
                {t('approval.rules.save')}
              </Button>
            ) : null}
          </Space>
        }
      >
        <p>{t('approval.rules.intro')}</p>
        <p>
          <SecondaryText>
            {rules.version ? t('approval.rules.version', { version: rules.version }) : t('approval.rules.noVersion')}
            {editable ? null : ` · ${t('approval.rules.readOnly')}`}
          </SecondaryText>
        </p>
        {editable ? (
          <form
            id={formId}
            aria-label={t('approvalRule.titles.list')}
            onSubmit={(event) => {
              event.preventDefault();
              if (!rules.saving && !rules.loading) void save();
            }}
          >
            {table}
          </form>
        ) : (
          table
        )}
      </Card>
      {versionsOpen ? <RuleVersionsDialog onClose={() => setVersionsOpen(false)} /> : null}
    </div>
  );
}
