import { useState } from 'react';
import type { FormInstance } from 'antd';
import { useDataProvider, useInvalidate } from '@refinedev/core';
import type { FormContext, FormFieldDecl, FormSubmit, ResourceDecl } from '@resources/define';
import { ApiError } from '@/providers/apiError';
import { tm } from '@/providers/i18n';
import { endpointCall } from '../actions/endpointCall';
import { useUndo } from '../history/useUndo';
import { dynamic, scopeOf } from '../dynamic';

interface Submission {
  form: FormInstance;
  fields: FormFieldDecl[];
  submit: FormSubmit<Record<string, unknown>, Record<string, unknown>, string>;
  /** The record the form is about (its `:params` fill the call's path). */
  record: Record<string, unknown> | undefined;
  base: Omit<FormContext, 'values'>;
  onSaved: () => void;
}

/**
 * Saving a declared form (a dialog's or a page's): the fields checked, the declared body sent to the declared
 * call, the message of docs/product.md#errors-and-messages with 撤销 / Undo when the save was recorded (docs/product.md#history-and-undo), then `onSaved`. While it runs `saving` is set (the save button is disabled);
 * after a failure the http client has shown why, field errors sit under their fields, and nothing typed is lost.
 */
export function useDeclaredSubmit(resource: ResourceDecl) {
  const dataProvider = useDataProvider()();
  const invalidate = useInvalidate();
  const [saving, setSaving] = useState(false);
  // Undo reloads the resource's lists and records, wherever the page went after the save.
  const undo = useUndo(() => void invalidate({ resource: resource.name, invalidates: ['list', 'detail'] }));

  const save = async ({ form, fields, submit, record, base, onSaved }: Submission) => {
    if (saving) return;
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const values = form.getFieldsValue(true) as Record<string, unknown>;
    setSaving(true);
    try {
      const { url, method } = endpointCall(resource, submit.endpoint, record ?? {});
      const mark = undo.mark();
      await dataProvider.custom!({ url, method, payload: dynamic(submit.body, `${resource.name}.submit.body`, [values, { ...base, values }], scopeOf(record, { ...base, values }), 'values') as never, meta: {} });
      undo.success(tm(submit.success), mark);
      onSaved();
    } catch (e) {
      if (e instanceof ApiError && e.errors) {
        const known = new Set(fields.map((f) => f.field));
        form.setFields(
          Object.entries(e.errors)
            .filter(([name]) => known.has(name))
            .map(([name, text]) => ({ name, errors: [tm(text)] })),
        );
      }
    } finally {
      setSaving(false);
    }
  };

  return { save, saving };
}
