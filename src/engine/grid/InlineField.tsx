import type { ColumnDecl, InlineEditDecl } from '@resources/define';
import { Spin } from 'antd';
import { CellError } from './CellError';
import { useTranslation } from 'react-i18next';
import { InlineEditor } from './InlineEditor';
import type { InlineEdit } from './useInlineEdit';

type Row = Record<string, unknown>;

interface Props {
  edit: InlineEdit;
  row: Row;
  column: ColumnDecl & { field: string; inline: InlineEditDecl<Row> };
  label: string;
}

/**
 * One field of a detail panel edited in place (docs/screens.md#inline-editing-and-the-keyboard-grid), as a cell of the
 * grid is: the value is a button (Enter, F2 or a click edits it), then the same editor, rule, save and undo.
 */
export function InlineField({ edit, row, column, label }: Props) {
  const { t } = useTranslation();
  const value = row[column.field];
  const error = edit.errorOf(row, column.field);
  if (edit.isEditing(row, column.field)) {
    return (
      <InlineEditor
        label={label}
        value={value}
        maxLength={column.inline.maxLength}
        numeric={column.inline.widget === 'number'}
        error={error}
        onCancel={edit.cancel}
        onCommit={(next) => edit.save(row, column, next)}
      />
    );
  }
  return (
    <span className="grid-cell-value">
      {edit.isSaving(row, column.field) ? <Spin size="small" className="grid-saving" aria-label={t('grid.saving')} /> : null}
      <button
        type="button"
        className="inline-field"
        data-testid={`inline-field-${column.field}`}
        aria-label={`${label}: ${value === null || value === undefined || value === '' ? '-' : String(value)}`}
        onClick={() => edit.start(row, column.field)}
        onKeyDown={(e) => e.key === 'F2' && edit.start(row, column.field)}
      >
        {value === null || value === undefined || value === '' ? '-' : String(value)}
      </button>
      <CellError error={error} />
    </span>
  );
}
