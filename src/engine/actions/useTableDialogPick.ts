import { useState, type Key } from 'react';
import { App } from 'antd';
import { useDataProvider } from '@refinedev/core';
import type { DeclContext, ResourceDecl, TableDialogDecl } from '@resources/define';
import { tm } from '@/providers/i18n';
import { dynamic, scopeOf } from '../dynamic';
import { useUndo } from '../history/useUndo';
import { endpointCall } from './endpointCall';
import { useVersionedSave } from '../conflict/useVersionedSave';
import { versionOf } from '../conflict/version';

type Row = Record<string, unknown>;

/** What the record holds picked already: none, its one key, or its list of keys. */
export function currentPick(decl: TableDialogDecl<Row>, row: Row): Key[] {
  const field = decl.pick?.currentField;
  const value = field ? row[field] : undefined;
  const values = Array.isArray(value) ? value : [value];
  return values.filter((v): v is Key => typeof v === 'string' || typeof v === 'number');
}

/** The pick as the save call's body reads it: the key of a single pick (null for none), the keys of several. */
export const pickedValue = (decl: TableDialogDecl<Row>, keys: Key[]): unknown => (decl.pick?.mode === 'multi' ? keys : (keys[0] ?? null));

/**
 * The rows picked in a table dialog and the save of the pick (docs/screens.md#table-dialogs):
 * nothing picked with `required` declared shows that message and saves nothing; a saved pick
 * offers undo in its success message, as every edit does. The save is the record's change: its idempotency key
 * and the version the record was listed at go with it (docs/api.md), and a stale one asks the conflict dialog
 * (keep theirs shows their pick, go on editing keeps the user's).
 */
export function useTableDialogPick(resource: ResourceDecl, decl: TableDialogDecl<Row>, row: Row, ctx: DeclContext, onSaved: () => void) {
  const { message } = App.useApp();
  const dataProvider = useDataProvider()();
  const [keys, setKeys] = useState<Key[]>(() => currentPick(decl, row));
  const [saving, setSaving] = useState(false);
  const undo = useUndo(onSaved);
  const versionedSave = useVersionedSave(resource);
  // The record as it stood at a conflict the user resolved: the next save is based on it.
  const [rebased, setRebased] = useState<Row | null>(null);

  const pick = (key: Key) => setKeys((prev) => (decl.pick?.mode === 'multi' ? (prev.includes(key) ? prev.filter((k) => k !== key) : [...prev, key]) : [key]));

  const save = async (): Promise<boolean> => {
    const rule = decl.pick;
    if (!rule) return true;
    if (rule.required && keys.length === 0) {
      message.warning(tm(rule.required));
      return false;
    }
    const picked = pickedValue(decl, keys);
    const at = `${resource.name}.${decl.titleKey}.pick.body`;
    const payload = dynamic(rule.body, at, [row, picked], { ...scopeOf(row, ctx), values: { picked } });
    const { url, method } = endpointCall(resource, rule.endpoint, row);
    setSaving(true);
    const mark = undo.mark();
    const field = rule.currentField;
    try {
      const read = rebased ?? row;
      const outcome = await versionedSave({
        payload,
        version: versionOf(read),
        send: (request) => dataProvider.custom!({ url, method, payload, meta: { request } }),
        conflict: field ? { fields: [field], base: read, yours: { ...read, [field]: picked }, name: String(row[resource.titleField ?? 'id'] ?? '') } : undefined,
      });
      if (outcome.kind === 'saved') {
        undo.success(tm(rule.success ?? resource.messages?.edit ?? '编辑成功!'), mark);
        onSaved();
        return true;
      }
      if (outcome.kind === 'theirs' || outcome.kind === 'edit') {
        setRebased(outcome.theirs);
        if (outcome.kind === 'theirs') setKeys(currentPick(decl, outcome.theirs));
      }
      // A refusal: the http client showed the server's message; the dialog stays open with the pick.
      return false;
    } finally {
      setSaving(false);
    }
  };

  return { keys, setKeys, pick, save, saving };
}
