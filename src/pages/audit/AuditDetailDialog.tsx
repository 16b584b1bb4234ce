import { Button, Modal, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { auditActionEnum, auditEntityEnum, auditResultEnum, type AuditFieldChange, type AuditRecord } from '@schemas/audit';
import type { DialogProps } from '@resources/define';
import { currentLanguage, tm } from '@/providers/i18n';
import { fieldLabel, useEntityLabels, valueText } from './auditLabels';
import './audit.css';
import { DataTable } from '@/engine/named/DataTable';
import { Details } from '@/engine/named/Details';

/**
 * One audit record (the list's 查看): who, when, from where, what was called, the result, and each changed
 * field with its value before and after. Read-only; the record comes with the list row.
 */
export default function AuditDetailDialog({ row, onClose }: DialogProps) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const record = row as unknown as AuditRecord;
  const changes = record.changes ?? [];
  const labelsReady = useEntityLabels(record.entity);

  return (
    <Modal
      open
      width={860}
      title={t('audit.titles.show')}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('engine.close')}</Button>}
      data-testid="audit-detail"
    >
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
      <DataTable<AuditFieldChange>
        data-testid="audit-changes"
        size="small"
        rowKey="field"
        pagination={false}
        dataSource={changes}
        loading={!labelsReady}
        locale={{ emptyText: t('audit.noChanges') }}
        columns={[
          { key: 'field', title: t('audit.field'), width: 180, render: (_, c) => fieldLabel(t, record.entity, c.field) },
          { key: 'before', title: t('audit.before'), render: (_, c) => <span className="audit-value">{valueText(c.before)}</span> },
          { key: 'after', title: t('audit.after'), render: (_, c) => <span className="audit-value">{valueText(c.after)}</span> },
        ]}
      />
    </Modal>
  );
}
