import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APPROVAL_COMMENT_MAX } from '@schemas/approvalConstants';

/** A comment on a request: `@username` in it reminds that user (协同提醒). Kept as typed when the call fails. */
export function CommentBox({ busy, onSend }: { busy: boolean; onSend(text: string): Promise<boolean> }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const send = async () => {
    if (await onSend(text)) setText('');
  };
  return (
    <form
      className="approval-comment-form"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <label htmlFor={id}>{t('approval.detail.commentLabel')}</label>
      <textarea id={id} value={text} maxLength={APPROVAL_COMMENT_MAX} rows={3} onChange={(e) => setText(e.target.value)} />
      <button type="submit" className="approval-button" disabled={busy || !text.trim()} aria-busy={busy}>
        {t('approval.detail.commentSend')}
      </button>
    </form>
  );
}
