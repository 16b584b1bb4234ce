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

export type FormMode = 'create' | 'edit';

const idOf = (resource: ResourceDecl, record: BaseRecord | undefined) => record?.[resource.idField ?? 'id'] as string | number;

/** Fields of the form only: what the dialog edits, from the record it opens with. */
function formValuesOf(resource: ResourceDecl, record: BaseRecord | undefined): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const f of resource.form ?? []) if (record && record[f.field] !== undefined) values[f.field] = record[f.field];
  return values;
}

/**
 * The controller of a generated create / edit dialog: loads the record (by `api.one` when declared, else
 * the row as listed), validates with the resource's schema (the server's own), saves, shows the message of docs/product.md#errors-and-messages,
 * puts server field errors under their fields, and keeps the save button disabled while saving.
 */
export function useResourceForm(
  resource: ResourceDecl,
  mode: FormMode,
  row: BaseRecord | undefined,
  onDone: () => void,
  onSaved?: (saved: BaseRecord | undefined) => void,
) {
  // First: a declaration whose schemas load with the dialog suspends here until they have come.
  const schemas = useFormSchemas(resource);
  const [form] = Form.useForm();
  const { message } = App.useApp();
  const dataProvider = useDataProvider()();
  const invalidate = useInvalidate();
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
    // A new row or mode opens a new form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
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
    const body = resource.beforeSave ? (dynamic(resource.beforeSave, `${resource.name}.beforeSave`, [values, { mode, record }], scopeOf(record, { values }), 'values') ?? values) : values;
    setSaving(true);
    const mark = undo.mark();
    try {
      const meta = { api: resource.api };
      const { data: saved } =
        mode === 'create'
          ? await dataProvider.create({ resource: resource.name, variables: body, meta })
          : await dataProvider.update({ resource: resource.name, id, variables: body, meta });
      undo.success(tm(mode === 'create' ? (resource.messages?.create ?? '新增成功!') : (resource.messages?.edit ?? '编辑成功!')), mark);
      await invalidate({ resource: resource.name, invalidates: ['list', 'detail'], id });
      onSaved?.(saved);
      onDone();
    } catch (e) {
      // The http client already showed the message; the fields show theirs.
      if (e instanceof ApiError && e.errors) showFieldErrors(e.errors);
    } finally {
      setSaving(false);
    }
  };

  return { form, submit, saving, loading, loadError, record, schema, mode };
}
