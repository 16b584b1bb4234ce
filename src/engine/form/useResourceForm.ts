import { useEffect, useState } from 'react';
import { App, Form } from 'antd';
import { useDataProvider, useInvalidate, type BaseRecord } from '@refinedev/core';
import type { ResourceDecl } from '@resources/define';
import { ApiError } from '@/providers/apiError';
import { tm } from '@/providers/i18n';
import { useFormSchemas } from './formSchemas';
import { validateAll } from './schemaRules';
import { useUndo } from '../history/useUndo';
import { dynamic, scopeOf } from '../dynamic';
import { useVersionedSave } from '../conflict/useVersionedSave';
import { versionOf } from '../conflict/version';

export type FormMode = 'create' | 'edit';

const idOf = (resource: ResourceDecl, record: BaseRecord | undefined) => record?.[resource.idField ?? 'id'] as string | number;

/** The named fields of a set of values. */
const pick = (values: Record<string, unknown>, fields: string[]) => Object.fromEntries(fields.filter((f) => f in values).map((f) => [f, values[f]]));

/** Fields of the form only: what the dialog edits, from the record it opens with. */
function formValuesOf(resource: ResourceDecl, record: BaseRecord | undefined): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const f of resource.form ?? []) if (record && record[f.field] !== undefined) values[f.field] = record[f.field];
  return values;
}

/**
 * The controller of a generated create / edit dialog: loads the record (by `api.one` when declared, else
 * the row as listed), validates with the resource's schema (the server's own), saves (with the submission's
 * idempotency key and, for an edit, the version the record was read at: docs/api.md), shows the message of docs/product.md#errors-and-messages,
 * puts server field errors under their fields, and keeps the save button disabled while saving. A stale
 * version asks the conflict dialog: keep theirs reloads the form, go on editing keeps what was typed on top of
 * theirs, apply mine on top saves it over theirs.
 */
export function useResourceForm(resource: ResourceDecl, mode: FormMode, row: BaseRecord | undefined, onDone: () => void, onSaved?: (saved: BaseRecord | undefined) => void) {
  // First: a declaration whose schemas load with the dialog suspends here until they have come.
  const schemas = useFormSchemas(resource);
  const [form] = Form.useForm();
  const { message } = App.useApp();
  const dataProvider = useDataProvider()();
  const invalidate = useInvalidate();
  const save = useVersionedSave(resource);
  const [saving, setSaving] = useState(false);
  // Undo of a save reloads what the save did (docs/product.md#history-and-undo).
  const undo = useUndo(() => void invalidate({ resource: resource.name, invalidates: ['list', 'detail'], id }));
  const id = idOf(resource, row);
  const loadsRecord = mode === 'edit' && !!resource.api.one && id !== undefined;
  // Loading from the first render on: fields typed into before the record came would be overwritten by it.
  const [loading, setLoading] = useState(loadsRecord);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [record, setRecord] = useState<BaseRecord | undefined>(row);

  useEffect(() => {
    let live = true;
    form.resetFields();
    setLoadError(null);
    if (loadsRecord) {
      setLoading(true);
      dataProvider
        .getOne({ resource: resource.name, id, meta: { api: resource.api } })
        .then(({ data }) => {
          if (!live) return;
          setRecord(data);
          form.setFieldsValue(formValuesOf(resource, data));
        })
        .catch((e: Error) => live && setLoadError(e.message))
        .finally(() => live && setLoading(false));
    } else {
      setRecord(row);
      form.setFieldsValue(formValuesOf(resource, row));
    }
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new row (by its id) or mode opens a new form; the same row as a new object keeps what is typed
  }, [resource, mode, id]);

  const schema = mode === 'edit' ? (schemas?.update ?? schemas?.create) : schemas?.create;

  const showFieldErrors = (errors: Record<string, string>) => {
    const known = new Set((resource.form ?? []).map((f) => f.field));
    const fields = Object.entries(errors)
      .filter(([name]) => known.has(name))
      .map(([name, text]) => ({ name, errors: [tm(text)] }));
    form.setFields(fields);
    return fields.length;
  };

  const submit = async () => {
    if (saving) return;
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const values: Record<string, unknown> = { ...form.getFieldsValue(true) };
    if (mode === 'edit') values[resource.idField ?? 'id'] = id;
    const checked = validateAll(schema, values);
    if (!checked.ok) {
      if (!showFieldErrors(checked.errors)) message.error(tm(Object.values(checked.errors)[0] ?? ''));
      return;
    }
    const body = resource.beforeSave
      ? (dynamic(resource.beforeSave, `${resource.name}.beforeSave`, [values, { mode, record }], scopeOf(record, { values }), 'values') ?? values)
      : values;
    setSaving(true);
    const mark = undo.mark();
    try {
      const fields = (resource.form ?? []).map((f) => f.field);
      const outcome = await save({
        payload: body,
        version: mode === 'edit' ? versionOf(record) : undefined,
        send: (request) =>
          mode === 'create'
            ? dataProvider.create({ resource: resource.name, variables: body, meta: { api: resource.api, request } })
            : dataProvider.update({ resource: resource.name, id, variables: body, meta: { api: resource.api, request } }),
        conflict: mode === 'edit' ? { fields, base: formValuesOf(resource, record), yours: values, name: String(record?.[resource.titleField ?? 'id'] ?? '') } : undefined,
      });
      if (outcome.kind === 'saved') {
        undo.success(tm(mode === 'create' ? (resource.messages?.create ?? '新增成功!') : (resource.messages?.edit ?? '编辑成功!')), mark);
        await invalidate({ resource: resource.name, invalidates: ['list', 'detail'], id });
        onSaved?.(outcome.result.data);
        onDone();
      } else if (outcome.kind === 'theirs' || outcome.kind === 'edit') {
        // The form now stands on the record as it is: theirs throughout, or what the user typed on top of it.
        setRecord(outcome.theirs);
        form.setFieldsValue(outcome.kind === 'theirs' ? formValuesOf(resource, outcome.theirs) : pick(outcome.values, fields));
        void invalidate({ resource: resource.name, invalidates: ['list'] });
      } else if (outcome.error instanceof ApiError && outcome.error.errors) {
        // The http client already showed the message; the fields show theirs.
        showFieldErrors(outcome.error.errors);
      }
    } finally {
      setSaving(false);
    }
  };

  return { form, submit, saving, loading, loadError, record, schema, mode };
}
