import { useTranslation } from 'react-i18next';
import type { AuditFieldChange } from '@schemas/audit';
import { fieldLabel, fieldValue } from './format';

/** The held change as a table of fields, each before and after (the history drawer's reading of a change). */
export function ChangeTable({ caption, changes }: { caption: string; changes: AuditFieldChange[] }) {
  const { t } = useTranslation();
  if (changes.length === 0) return <p className="approval-empty">{t('approval.detail.noChange')}</p>;
  return (
    <table className="approval-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('approval.detail.field')}</th>
          <th scope="col">{t('approval.detail.before')}</th>
          <th scope="col">{t('approval.detail.after')}</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.field}>
            <th scope="row">{fieldLabel(t, change.field)}</th>
            <td className="approval-before">{fieldValue(t, change.field, change.before)}</td>
            <td className="approval-after">{fieldValue(t, change.field, change.after)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
