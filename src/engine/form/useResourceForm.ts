import { useEffect, useState } from 'react';
import { App } from 'antd';
import { useForm } from '@refinedev/antd';
import { useInvalidate, type BaseRecord, type HttpError } from '@refinedev/core';
import type { ResourceDecl } from '@resources/define';
import { ApiError } from '@/providers/apiError';
import { tm } from '@/providers/i18n';
import { useFormSchemas } from './formSchemas';
import { validateAll } from './schemaRules';
import { useUndo } from '../history/useUndo';
import { dynamic, scopeOf } from '../dynamic';

export type FormMode = 'create' | 'edit';

type Values = Record<string, unknown>;

const idOf = (resource: ResourceDecl, record: BaseRecord | undefined) => record?.[resource.idField ?? 'id'] as string | number;

/** Fields of the form only: what the dialog edits, from the record it opens with. */
function formValuesOf(resource: ResourceDecl, record: BaseRecord | undefined): Values {
  const values: Values = {};
  for (const f of resource.form ?? []) if (record && record[f.field] !== undefined) values[f.field] = record[f.field];
  return values;
}

/**
 * The controller of a generated create / edit dialog, on Refine's antd form hook (`useForm` of @refinedev/antd,
 * docs/architecture.md "Refine's antd binding"): the hook holds the antd form, reads the record (by `api.one` when
 * declared, else the row as listed is edited), and sends the save (`create` or `update` of the data provider, the
 * resource's lists and record asked again after it). Around it, the engine's own: the resource's schema checked
 * before anything is sent (the server's own rules and messages), the message of docs/product.md#errors-and-messages
 * with 撤销 / Undo, server field errors under the declared fields in the user's language, and the save button
 * disabled while saving.
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
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const [saving, setSaving] = useState(false);
  const id = idOf(resource, row);
  // Undo of a save reloads what the save did (docs/product.md#history-and-undo).
  const undo = useUndo(() => void invalidate({ resource: resource.name, invalidates: ['list', 'detail'], id }));
  const loadsRecord = mode === 'edit' && !!resource.api.one && id !== undefined;
  const { form, query, onFinish } = useForm<BaseRecord, HttpError, BaseRecord>({
    resource: resource.name,
    action: mode,
    id: mode === 'edit' ? id : undefined,
    meta: { api: resource.api },
    // Read afresh each time the dialog opens; without `api.one` the row as listed is what is edited.
    queryOptions: { enabled: loadsRecord, gcTime: 0 },
    redirect: false,
    // The message is the engine's, with its undo; a failure's was shown by the HTTP client.
    successNotification: false,
    errorNotification: false,
    // Server field errors go under the declared fields only, translated (showFieldErrors).
    disableServerSideValidation: true,
    invalidates: ['list', 'detail'],
    warnWhenUnsavedChanges: false,
  });
  const loaded = loadsRecord ? query?.data?.data : undefined;
  const record = loadsRecord ? loaded : row;
  // Loading from the first render on: fields typed into before the record came would be overwritten by it.
  const loading = loadsRecord && !loaded && !query?.error;
  const loadError = loadsRecord && query?.error ? query.error.message : null;

  // The form shows the declared fields of the record it edits (the hook has emptied it when the record came), or
  // of the row it was opened with: never the rest of the record, which the save would send.
  useEffect(() => {
    if (!loadsRecord || loaded) form.setFieldsValue(formValuesOf(resource, record));
    // A new record (or row) fills the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resource, mode, id, loaded]);

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
    const values: Values = { ...form.getFieldsValue(true) };
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
      const saved = await onFinish(body as BaseRecord);
      undo.success(tm(mode === 'create' ? (resource.messages?.create ?? '新增成功!') : (resource.messages?.edit ?? '编辑成功!')), mark);
      onSaved?.(saved?.data);
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
