import { useRef, useState } from 'react';
import { App } from 'antd';
import { useDataProvider } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { ColumnDecl, InlineEditDecl, ResourceDecl } from '@resources/define';
import { tm } from '@/providers/i18n';
import { loadForAction } from '../loadForAction';
import { useUndo } from '../history/useUndo';
import { dynamic, scopeOf } from '../dynamic';
import { useVersionedSave } from '../conflict/useVersionedSave';

type Row = Record<string, unknown>;

/** The cell being edited: its record's id and its field. */
export interface EditingCell {
  id: string;
  field: string;
}

const cellKey = (id: unknown, field: string) => `${String(id)}:${field}`;

/** Whether a column's cell of this record edits in place. */
export const canEdit = (col: ColumnDecl | undefined, row: Row): col is ColumnDecl & { field: string; inline: InlineEditDecl<Row> } =>
  !!col?.inline && !!col.field && (!col.inline.when || !!dynamic(col.inline.when, `columns.${col.field}.inline.when`, [row], scopeOf(row)));

/**
 * The controller of in-place edits (docs/screens.md#inline-editing-and-the-keyboard-grid): one cell at a time; a value
 * is checked by its field's rule in the resource's update schema (the server's own) and the message shows at
 * the cell; an unchanged value saves nothing, a changed one is saved once; the row shows it is saving; a
 * refused save leaves the record as it was and says why at the cell; a done one offers to undo it. Each save
 * carries its idempotency key and the version the row was listed at (docs/api.md); a stale one asks the conflict
 * dialog: keep theirs shows the cell as it now stands, go on editing opens the editor again with the value typed,
 * apply mine on top saves it over the newer version.
 */
export function useInlineEdit(resource: ResourceDecl, reload: () => void) {
  const dataProvider = useDataProvider()();
  const { message } = App.useApp();
  const { t } = useTranslation();
  const undo = useUndo(reload);
  const versionedSave = useVersionedSave(resource);
  // What the user typed into a cell whose save met a newer version, shown again when its editor reopens.
  const [drafts, setDrafts] = useState<Record<string, unknown>>({});
  const [editing, setEditing] = useState<EditingCell | null>(null);
  const [saving, setSaving] = useState<Set<string>>(() => new Set());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const pending = useRef(new Set<string>());
  const idField = resource.idField ?? 'id';

  const setError = (key: string, message: string | null) =>
    setErrors((all) => {
      const next = { ...all };
      if (message) next[key] = message;
      else delete next[key];
      return next;
    });

  const forgetDraft = (key: string) =>
    setDrafts((all) => {
      if (!(key in all)) return all;
      const next = { ...all };
      delete next[key];
      return next;
    });

  const start = (row: Row, field: string) => {
    // What the save needs loads as the editor opens; a load that fails is said when the value is saved.
    import('./inlineSave').catch(() => undefined);
    setError(cellKey(row[idField], field), null);
    setEditing({ id: String(row[idField]), field });
  };
  const cancel = () => {
    if (editing) forgetDraft(cellKey(editing.id, editing.field));
    setEditing(null);
  };

  /**
   * Checks and saves a cell's new value; resolves false when the value was refused (the editor stays open).
   * `accepted` runs once the value passed its rule (or did not change), before the save's call returns: the
   * editor is closed by then, so the grid can move the keyboard on at once.
   */
  const save = async (row: Row, col: ColumnDecl & { field: string; inline: InlineEditDecl<Row> }, raw: unknown, accepted?: () => void): Promise<boolean> => {
    const key = cellKey(row[idField], col.field);
    const value = typeof raw === 'string' ? raw.trim() : raw;
    if (pending.current.has(key)) return true;
    // A chosen value lives in its own field (a city's id), the column shows its label (the city's name).
    const was = col.inline.options ? row[col.inline.options.current] : row[col.field];
    if (value === was || (value === '' && (was ?? '') === '')) {
      setEditing(null);
      accepted?.();
      return true;
    }
    // The rule and the write load with the first edit (docs/performance.md#what-the-browser-loads), asked for as
    // its editor opens; the editor stays open until the value is checked.
    const cell = await loadForAction(() => import('./inlineSave'), message, t);
    if (!cell) return false;
    const checked = await cell.checkCell(resource, row, col, value);
    if (!checked.ok) {
      setError(key, tm(checked.message));
      return false;
    }
    const { body } = checked;
    // Closed before `accepted`, which may open the next cell's editor.
    setEditing(null);
    accepted?.();
    pending.current.add(key);
    setSaving((all) => new Set(all).add(key));
    const mark = undo.mark();
    try {
      const outcome = await cell.writeCell(resource, dataProvider, versionedSave, row, col, body);
      forgetDraft(key);
      if (outcome.kind === 'saved') {
        undo.success(tm(resource.messages?.edit ?? '编辑成功!'), mark);
        reload();
      } else if (outcome.kind === 'theirs') {
        reload();
      } else if (outcome.kind === 'edit') {
        // The editor opens again with what was typed, on the row as it now stands.
        setDrafts((all) => ({ ...all, [key]: value }));
        setEditing({ id: String(row[idField]), field: col.field });
        reload();
      } else {
        // The record is as it was: the cell shows its value again and why the change was refused.
        setError(key, outcome.error instanceof Error ? outcome.error.message : String(outcome.error));
      }
    } finally {
      pending.current.delete(key);
      setSaving((all) => {
        const next = new Set(all);
        next.delete(key);
        return next;
      });
    }
    return true;
  };

  return {
    editing,
    start,
    cancel,
    save,
    isEditing: (row: Row, field: string) => editing?.id === String(row[idField]) && editing.field === field,
    isSaving: (row: Row, field?: string) => (field ? saving.has(cellKey(row[idField], field)) : [...saving].some((k) => k.startsWith(`${String(row[idField])}:`))),
    errorOf: (row: Row, field: string) => errors[cellKey(row[idField], field)],
    /** What the editor of a cell opens with: the value typed before a conflict, else the row's. */
    valueOf: (row: Row, field: string) => {
      const key = cellKey(row[idField], field);
      return key in drafts ? drafts[key] : row[field];
    },
  };
}

export type InlineEdit = ReturnType<typeof useInlineEdit>;
