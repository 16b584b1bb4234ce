import { useState } from 'react';
import type { FormInstance } from 'antd';
import { useDataProvider, useInvalidate } from '@refinedev/core';
import type { FormContext, FormFieldDecl, FormSubmit, ResourceDecl } from '@resources/define';
import { ApiError } from '@/providers/apiError';
import { tm } from '@/providers/i18n';
import { endpointCall } from '../actions/endpointCall';
import { useUndo } from '../history/useUndo';
import { dynamic, scopeOf } from '../dynamic';
import { useVersionedSave } from '../conflict/useVersionedSave';
import { versionOf } from '../conflict/version';

type Row = Record<string, unknown>;

interface Submission {
  form: FormInstance;
  fields: FormFieldDecl[];
  submit: FormSubmit<Record<string, unknown>, Record<string, unknown>, string>;
  /** The record the form is about (its `:params` fill the call's path). */
  record: Row | undefined;
  base: Omit<FormContext, 'values'>;
  onSaved: () => void;
  /**
   * The form changes `record` (an edit page, a dialog opened on a row): the save carries the version it was read at
   * (docs/api.md, "Idempotency keys and versions"), and a stale one asks the conflict dialog.
   */
  versioned?: boolean;
  /** The form's values as a record fills them (what the user started from, to tell what they changed). */
  valuesOf?: (record: Row) => Row;
  /** Keep theirs: the record read again (the form fills from it). */
  reload?: () => void;
}

/**
 * Saving a declared form (a dialog's or a page's): the fields checked, the declared body sent to the declared
 * call with the submission's idempotency key (and the record's version when the form changes it), the message of docs/product.md#errors-and-messages
 * with 撤销 / Undo when the save was recorded (docs/product.md#history-and-undo), then `onSaved`. While it runs
 * `saving` is set (the save button is disabled); after a failure the http client has shown why, field errors sit
 * under their fields, and nothing typed is lost. A stale version asks the conflict dialog: keep theirs reads the
 * record again, go on editing keeps what was typed on top of theirs, apply mine on top saves it over theirs.
 */
export function useDeclaredSubmit(resource: ResourceDecl) {
  const dataProvider = useDataProvider()();
  const invalidate = useInvalidate();
  const [saving, setSaving] = useState(false);
  const versionedSave = useVersionedSave(resource);
  // Undo reloads the resource's lists and records, wherever the page went after the save.
  const undo = useUndo(() => void invalidate({ resource: resource.name, invalidates: ['list', 'detail'] }));
  // The record as it stood at a conflict the user resolved: the next save is based on it.
  const [rebased, setRebased] = useState<{ on: Row | undefined; theirs: Row } | null>(null);

  const save = async ({ form, fields, submit, record, base, onSaved, versioned, valuesOf, reload }: Submission) => {
    if (saving) return;
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const values = form.getFieldsValue(true) as Row;
    setSaving(true);
    try {
      const { url, method } = endpointCall(resource, submit.endpoint, record ?? {});
      const mark = undo.mark();
      const payload = dynamic(submit.body, `${resource.name}.submit.body`, [values, { ...base, values }], scopeOf(record, { ...base, values }), 'values');
      // A conflict resolved since this record was read stands on the record as it was then.
      const current = rebased && rebased.on === record ? rebased.theirs : record;
      const names = fields.map((f) => f.field);
      const outcome = await versionedSave({
        payload,
        version: versioned ? versionOf(current) : undefined,
        send: (request) => dataProvider.custom!({ url, method, payload: payload as never, meta: { request } }),
        conflict: versioned ? { fields: names, base: current && valuesOf ? valuesOf(current) : undefined, yours: values } : undefined,
      });
      if (outcome.kind === 'saved') {
        undo.success(tm(submit.success), mark);
        onSaved();
      } else if (outcome.kind === 'theirs' || outcome.kind === 'edit') {
        setRebased({ on: record, theirs: outcome.theirs });
        if (outcome.kind === 'edit') {
          form.setFieldsValue(Object.fromEntries(names.filter((n) => n in outcome.values).map((n) => [n, outcome.values[n]])));
        } else {
          // Keep theirs: the form shows the record as it now stands (read again where the page reads it).
          if (valuesOf) form.setFieldsValue(valuesOf(outcome.theirs));
          reload?.();
        }
      } else if (outcome.error instanceof ApiError && outcome.error.errors) {
        const errors = outcome.error.errors;
        const known = new Set(names);
        form.setFields(
          Object.entries(errors)
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
