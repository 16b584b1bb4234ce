import { useCallback, useEffect, useState } from 'react';
import { Alert, App, Button, Drawer, Empty, Space, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ResourceDecl } from '@resources/define';
import { auditActionEnum } from '@schemas/audit';
import { APPROVAL_SUBMITTED, heldApprovalOf } from '@schemas/approvalLinks';
import type { AuditConflict, AuditHistoryRecord, AuditHistoryReply } from '@schemas/auditRevert';
import { AUDIT_REVERT_MSG } from '@schemas/auditRevertConstants';
import { currentLanguage, tm } from '@/providers/i18n';
import { DataTable } from '@/engine/named/DataTable';
import { fetchHistory, revertChange } from './historyApi';
import { useChangeLabels } from './changeLabels';
import './history.css';
import './historyTexts';

interface Props {
  resource: ResourceDecl;
  entity: string;
  row: Record<string, unknown>;
  onClose: () => void;
  /** A revert changed the record: the list reloads. */
  onChanged: () => void;
}

/**
 * 历史记录 / History of one record (docs/product.md#history-and-undo): its changes from the audit trail, newest first,
 * each with who, when, the action and every field before and after in the screen's own labels; a change can
 * be reverted, and a revert refused for conflicts shows the fields side by side (what the change left, what
 * the record holds now).
 */
export function HistoryDrawer({ resource, entity, row, onClose, onChanged }: Props) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const lang = currentLanguage();
  const labels = useChangeLabels(resource);
  const id = row[resource.idField ?? 'id'] as string | number;
  const name = String(row[resource.titleField ?? 'id'] ?? id);
  const [reply, setReply] = useState<AuditHistoryReply | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [conflicts, setConflicts] = useState<Record<number, AuditConflict[]>>({});

  const load = useCallback(() => {
    fetchHistory(entity, id)
      .then((data) => {
        setReply(data);
        setError(null);
      })
      .catch((e: Error) => setError(e.message));
  }, [entity, id]);
  useEffect(load, [load]);

  const revert = async (record: AuditHistoryRecord) => {
    setBusy(record.auditId);
    try {
      const result = await revertChange(record.auditId);
      if (result.ok && heldApprovalOf(result.reply)) {
        // Putting back a covered change waits for a checker like the change itself (docs/approvals.md).
        message.info(tm(APPROVAL_SUBMITTED));
        onChanged();
      } else if (result.ok) {
        message.success(tm(AUDIT_REVERT_MSG.reverted));
        setConflicts({});
        onChanged();
        load();
      } else {
        setConflicts((all) => ({ ...all, [record.auditId]: result.conflicts }));
      }
    } catch (e) {
      message.error(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(null);
    }
  };

  const askRevert = (record: AuditHistoryRecord) =>
    modal.confirm({
      title: t('history.revert'),
      content: record.batchId ? `${t('history.revertConfirm')} ${t('history.revertBulk')}` : t('history.revertConfirm'),
      okText: t('buttons.confirm'),
      cancelText: t('buttons.cancel'),
      onOk: () => revert(record),
    });

  const user = (r: AuditHistoryRecord) => (r.actualName ? `${r.actualName}（${r.username ?? ''}）` : (r.username ?? '-'));

  return (
    <Drawer open width={640} title={t('history.title', { name })} onClose={onClose} data-testid="history-drawer" destroyOnHidden classNames={{ body: 'history-drawer-body' }}>
      {/* The history scrolls in a region of its own that takes focus, so a keyboard scrolls it even where no change
          is revertible and nothing inside takes focus (docs/product.md#accessibility-themes-and-narrow-screens). */}
      <div className="history-scroll" tabIndex={0} role="region" aria-label={t('history.title', { name })} data-testid="history-scroll">
        {error ? <Alert type="error" message={error} showIcon /> : null}
        {!reply && !error ? <Spin /> : null}
        {reply && !reply.records.length ? <Empty description={t('history.empty')} /> : null}
        {reply && reply.total > reply.records.length ? (
          <Typography.Paragraph type="secondary">{t('history.total', { total: reply.total, shown: reply.records.length })}</Typography.Paragraph>
        ) : null}
        <ol className="history-list">
          {reply?.records.map((record) => (
            <li key={record.auditId} className="history-record" data-testid="history-record" data-audit-id={record.auditId}>
              <div className="history-record-head">
                <Space wrap size={4}>
                  <Tag color={record.action === 'revert' ? 'purple' : 'blue'}>{auditActionEnum.label(record.action, lang)}</Tag>
                  <Typography.Text>{t('history.by', { user: user(record), time: record.createTime })}</Typography.Text>
                  <Typography.Text type="secondary">#{record.auditId}</Typography.Text>
                  {record.revertOf ? <Typography.Text type="secondary">{t('history.revertOf', { id: record.revertOf })}</Typography.Text> : null}
                  {record.revertedBy ? <Tag>{t('history.reverted')}</Tag> : null}
                  {record.overwroteVersion ? (
                    <Tag color="orange" data-testid="history-overwrote">
                      {t('history.overwrote', { version: record.overwroteVersion })}
                    </Tag>
                  ) : null}
                </Space>
                {record.revertible ? (
                  <Button size="small" loading={busy === record.auditId} onClick={() => askRevert(record)} data-testid="history-revert">
                    {t('history.revert')}
                  </Button>
                ) : (
                  <Typography.Text type="secondary">{t('history.notRevertible')}</Typography.Text>
                )}
              </div>
              <DataTable
                size="small"
                rowKey="field"
                pagination={false}
                dataSource={record.changes}
                columns={[
                  { key: 'field', title: t('history.field'), width: 160, render: (_: unknown, c) => labels.field(c.field) },
                  { key: 'before', title: t('history.before'), render: (_: unknown, c) => <span className="history-value">{labels.value(c.field, c.before)}</span> },
                  { key: 'after', title: t('history.after'), render: (_: unknown, c) => <span className="history-value">{labels.value(c.field, c.after)}</span> },
                ]}
              />
              {conflicts[record.auditId] ? (
                <Alert
                  type="warning"
                  showIcon
                  className="history-conflicts"
                  data-testid="history-conflicts"
                  message={tm(AUDIT_REVERT_MSG.conflict)}
                  description={
                    <DataTable
                      size="small"
                      rowKey={(c) => `${c.auditId}:${c.entityId}:${c.field}`}
                      pagination={false}
                      dataSource={conflicts[record.auditId]}
                      columns={[
                        { key: 'field', title: t('history.field'), render: (_: unknown, c) => `${labels.field(c.field)}${c.entityId !== String(id) ? ` #${c.entityId}` : ''}` },
                        { key: 'expected', title: t('history.conflictExpected'), render: (_: unknown, c) => labels.value(c.field, c.expected) },
                        { key: 'current', title: t('history.conflictCurrent'), render: (_: unknown, c) => labels.value(c.field, c.current) },
                      ]}
                    />
                  }
                />
              ) : null}
            </li>
          ))}
        </ol>
      </div>
    </Drawer>
  );
}
