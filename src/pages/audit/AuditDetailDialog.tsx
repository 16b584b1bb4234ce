import { Button, Modal, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { auditActionEnum, auditEntityEnum, auditResultEnum, type AuditRecord } from '@schemas/audit';
import { auditChangesTable } from '@resources/auditDetail';
import type { DialogProps } from '@resources/define';
import { currentLanguage, tm } from '@/providers/i18n';
import { fieldLabel, useEntityLabels, valueText } from './auditLabels';
import './audit.css';
import { SubTable } from '@/engine/form/SubTable';
import { Details } from '@/engine/named/Details';

/**
 * One audit record (the list's 查看): who, when, from where, what was called, the result, and each changed
 * field with its value before and after. Read-only; the record comes with the list row.
 */
export default function AuditDetailDialog({ row, onClose }: DialogProps) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const record = row as unknown as AuditRecord;
  // The declared table shows each change as text: the field's label in the entity's words, the values as read.
  const rows = (record.changes ?? []).map((c) => ({ field: c.field, label: fieldLabel(t, record.entity, c.field), before: valueText(c.before), after: valueText(c.after) }));
  const labelsReady = useEntityLabels(record.entity);

  return (
    <Modal open width={860} title={t('audit.titles.show')} onCancel={onClose} footer={<Button onClick={onClose}>{t('engine.close')}</Button>} data-testid="audit-detail">
      <Details column={2} bordered size="small" className="audit-detail-meta">
        <Details.Item label={t('audit.fields.createTime')}>{record.createTime}</Details.Item>
        <Details.Item label={t('audit.fields.username')}>
          {record.username ?? '-'}
          {record.actualName ? `（${record.actualName}）` : ''}
        </Details.Item>
        <Details.Item label={t('audit.fields.action')}>{auditActionEnum.label(record.action, lang)}</Details.Item>
        <Details.Item label={t('audit.fields.entity')}>
          {auditEntityEnum.label(record.entity, lang)}
          {record.entityId ? ` #${record.entityId}` : ''}
        </Details.Item>
        <Details.Item label={t('audit.fields.route')} span={2}>
          <Typography.Text code>{`${record.method} ${record.route}`}</Typography.Text>
        </Details.Item>
        <Details.Item label={t('audit.fields.result')} span={2}>
          <Tag color={record.result === 'ok' ? 'success' : 'error'}>{auditResultEnum.label(record.result, lang)}</Tag>
          {record.result === 'error' ? `${record.errorCode ?? ''} ${record.errorMsg ? tm(record.errorMsg) : ''}` : null}
        </Details.Item>
        <Details.Item label={t('audit.fields.clientIp')}>{record.clientIp ?? '-'}</Details.Item>
        <Details.Item label={t('audit.fields.seq')}>{record.seq}</Details.Item>
        <Details.Item label={t('audit.fields.requestId')} span={2}>
          {record.requestId ?? '-'}
        </Details.Item>
        <Details.Item label={t('audit.fields.userAgent')} span={2}>
          {record.userAgent ?? '-'}
        </Details.Item>
        <Details.Item label={t('audit.fields.hash')} span={2}>
          <Typography.Text code className="audit-hash">
            {record.hash}
          </Typography.Text>
        </Details.Item>
      </Details>
      <Typography.Title level={5} className="audit-changes-title">
        {t('audit.changes')}
      </Typography.Title>
      <div className="audit-changes">
        <SubTable decl={auditChangesTable} record={undefined} value={rows} namespace="audit" loading={!labelsReady} />
      </div>
    </Modal>
  );
}
