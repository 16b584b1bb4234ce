import { useEffect, useId, useRef } from 'react';
import { Button, Modal, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { auditActionEnum } from '@schemas/audit';
import { currentLanguage } from '@/providers/i18n';
import { DataTable } from '@/engine/named/DataTable';
import { useChangeLabels } from '../history/changeLabels';
import type { ConflictChoice, ConflictQuestion } from './ConflictContext';
import { fieldConflicts } from './staleWrite';
import '../history/history.css';
import './conflict.css';
import './conflictTexts';
import '../history/historyTexts';

interface Props {
  question: ConflictQuestion;
  onChoose: (choice: ConflictChoice) => void;
}

/**
 * 记录已被他人修改 / Changed by someone else (docs/api.md, "Idempotency keys and versions"): a save refused for a
 * stale version shows the record as it now stands beside what the user sent, field by field in the screen's own
 * labels (the history drawer's), names who changed it and when (the audit trail), and offers: keep theirs (the
 * record is reloaded), apply mine on top (written over the new version, recorded as an overwrite) or go on
 * editing (nothing typed is lost). Keyboard: the dialog opens on "go on editing", Tab reaches every choice, Esc
 * goes on editing.
 */
export default function ConflictDialog({ question, onChoose }: Props) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const resourceLabels = useChangeLabels(question.resource);
  const labels = { field: resourceLabels.field, value: (field: string, value: unknown) => question.formatValue?.(field, value) ?? resourceLabels.value(field, value) };
  const ids = { who: useId(), hintEdit: useId(), hintTheirs: useId(), hintMine: useId() };
  const { stale, base, yours, fields } = question;
  const rows = fieldConflicts(fields, base, yours, stale.theirs);
  const last = stale.lastChange;
  const user = last ? (last.actualName ? `${last.actualName}（${last.username ?? ''}）` : (last.username ?? t('conflict.someone'))) : t('conflict.someone');
  const who = last ? t('conflict.who', { user, time: last.time, action: auditActionEnum.label(last.action, lang) }) : t('conflict.whoUnknown');
  // The safe choice takes the focus once the dialog stands open (rc-dialog focuses its own panel first).
  const goOn = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const timer = setTimeout(() => goOn.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, []);
  const editHint = question.editMeans === 'nothing' ? t('conflict.goOnHintNothing') : t('conflict.goOnHint');

  return (
    <Modal
      open
      title={question.name ? t('conflict.titleOf', { name: question.name }) : t('conflict.title')}
      onCancel={() => onChoose('edit')}
      maskClosable={false}
      width={720}
      destroyOnHidden
      data-testid="conflict-dialog"
      aria-describedby={ids.who}
      afterOpenChange={(open) => open && goOn.current?.focus()}
      footer={[
        <Button key="edit" ref={goOn} autoFocus aria-describedby={ids.hintEdit} onClick={() => onChoose('edit')} data-testid="conflict-edit">
          {t('conflict.goOn')}
        </Button>,
        <Button key="theirs" aria-describedby={ids.hintTheirs} onClick={() => onChoose('theirs')} data-testid="conflict-theirs">
          {t('conflict.keepTheirs')}
        </Button>,
        <Button key="mine" type="primary" danger aria-describedby={ids.hintMine} onClick={() => onChoose('mine')} data-testid="conflict-mine">
          {t('conflict.applyMine')}
        </Button>,
      ]}
    >
      <p id={ids.who} className="conflict-who" data-testid="conflict-who">
        {who} {t('conflict.notSaved')}
      </p>
      {rows.length ? (
        <DataTable
          size="small"
          rowKey="field"
          pagination={false}
          dataSource={rows}
          data-testid="conflict-fields"
          columns={[
            { key: 'field', title: t('history.field'), width: 160, render: (_: unknown, c) => labels.field(c.field) },
            {
              key: 'theirs',
              title: t('conflict.theirs'),
              render: (_: unknown, c) => (
                <span className="history-value">
                  {labels.value(c.field, c.theirs)} {c.changedByThem ? <Tag color="orange">{t('conflict.changedByThem')}</Tag> : null}
                </span>
              ),
            },
            {
              key: 'yours',
              title: t('conflict.yours'),
              render: (_: unknown, c) => (
                <span className="history-value">
                  {labels.value(c.field, c.yours)} {c.changedByYou ? <Tag color="blue">{t('conflict.changedByYou')}</Tag> : null}
                </span>
              ),
            },
          ]}
        />
      ) : (
        <p data-testid="conflict-same">{t('conflict.same')}</p>
      )}
      <ul className="conflict-choices">
        <li id={ids.hintEdit}>
          <strong>{t('conflict.goOn')}</strong>
          {t('conflict.sep')}
          {editHint}
        </li>
        <li id={ids.hintTheirs}>
          <strong>{t('conflict.keepTheirs')}</strong>
          {t('conflict.sep')}
          {t('conflict.keepTheirsHint')}
        </li>
        <li id={ids.hintMine}>
          <strong>{t('conflict.applyMine')}</strong>
          {t('conflict.sep')}
          {t('conflict.applyMineHint')}
        </li>
      </ul>
    </Modal>
  );
}
