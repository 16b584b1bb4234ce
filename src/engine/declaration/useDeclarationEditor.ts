import { useState } from 'react';
import { App, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ResourceDecl } from '@resources/define';
import type { Envelope } from '@schemas/envelope';
import { http } from '@/providers/client';
import type { ApiError } from '@/providers/apiError';
import { tm } from '@/providers/i18n';
import { useVersionedSave } from '../conflict/useVersionedSave';
import { versionOf } from '../conflict/version';
import { useFormSubmit } from '../named/formSubmit';

type Row = Record<string, unknown>;
type Issue = { path: readonly (string | number)[]; message: string };

/** A record of a versioned declaration as its editor reads it: its id and its newest declaration (and record version). */
interface DeclarationRecord<D> {
  id: number;
  declaration: D;
}

export interface DeclarationEditorOptions<D, R extends DeclarationRecord<D>, V> {
  resource: ResourceDecl;
  /** The record edited; none for a new one. */
  record: R | undefined;
  form: FormInstance<V>;
  /** The record's path: a new one is POSTed to it, a new draft version PUT (`/admin/screen`). */
  path: string;
  /** The declaration's schema, the same the server checks with. */
  schema: z.ZodType<D>;
  /** The namespace of the editor's texts: `<texts>.saved`, `<texts>.jsonInvalid`. */
  texts: string;
  toForm: (decl: D) => V;
  /** The declaration the form's values make, before the schema checks it. */
  fromForm: (values: V) => unknown;
  /** The form field a part of the declaration is edited in (none: the message goes above the form). */
  formNameOf: (path: readonly (string | number)[]) => (string | number)[] | undefined;
  /** The fields a saved record keeps whatever an imported JSON says (a screen's key, a dashboard's home). */
  kept: (imported: D) => Partial<V>;
  /** The record's name in the conflict dialog. */
  conflictName: (read: R) => string;
  formatValue?: (field: string, value: unknown) => string | undefined;
  onSaved: () => void;
  onClose: () => void;
}

/**
 * The editor of a versioned declaration (docs/screens.md#screens-built-at-run-time and docs/screens.md "Dashboards"),
 * shared by the screen designer's and the dashboard designer's dialogs: every error shows at the field it concerns,
 * whether the schema in the browser or the server found it (the others above the form); saving keeps a new version,
 * one intent with its idempotency key based on the record's version (docs/api.md, "Idempotency keys and versions"),
 * and a record someone changed meanwhile asks the conflict dialog, its declaration compared part by part, nothing
 * typed lost; the JSON tab shows the declaration and imports one, checked by the same schema.
 */
export function useDeclarationEditor<D, R extends DeclarationRecord<D>, V>(options: DeclarationEditorOptions<D, R, V>) {
  const { record, form, schema, texts } = options;
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [problems, setProblems] = useState<string[]>([]);
  const [json, setJson] = useState('');
  const [jsonError, setJsonError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const versionedSave = useVersionedSave(options.resource);
  // The save button submits the form (Enter in a field too).
  const { formId, submitProps } = useFormSubmit();
  // The record as it stood at a conflict the user resolved: the next save is based on it.
  const [rebased, setRebased] = useState<R | null>(null);

  /** Puts each message under its field; those without one go above the form. */
  const showErrors = (issues: Issue[]) => {
    const general: string[] = [];
    const byField = new Map<string, { name: (string | number)[]; errors: string[] }>();
    for (const issue of issues) {
      const name = options.formNameOf(issue.path);
      if (!name) general.push(tm(issue.message));
      else if (!byField.has(name.join('.'))) byField.set(name.join('.'), { name, errors: [tm(issue.message)] });
    }
    form.setFields([...byField.values()] as Parameters<typeof form.setFields>[0]);
    setProblems(general);
  };

  const save = async () => {
    setProblems([]);
    const checked = schema.safeParse(options.fromForm(form.getFieldsValue(true)));
    if (!checked.success) return showErrors(checked.error.issues.map((i) => ({ path: i.path as (string | number)[], message: i.message })));
    const decl = checked.data;
    setSaving(true);
    try {
      const read = rebased ?? record;
      const outcome = await versionedSave({
        payload: decl,
        version: versionOf(read as Row | undefined),
        send: (request) =>
          record
            ? http.put<Envelope<{ version: number }>>(options.path, { id: record.id, ...decl }, { ignoreErrors: true, ...request })
            : http.post<Envelope<{ version: number }>>(options.path, decl, { ignoreErrors: true, ...request }),
        conflict: read
          ? {
              fields: Object.keys({ ...decl, ...(read.declaration ?? {}) }),
              base: read.declaration as Row,
              yours: decl as Row,
              name: options.conflictName(read),
              view: (theirs) => (theirs as unknown as R).declaration as Row,
              ...(options.formatValue ? { formatValue: options.formatValue } : {}),
            }
          : undefined,
      });
      if (outcome.kind === 'saved') {
        message.success(t(`${texts}.saved`, { version: outcome.result.data.data.version }));
        options.onSaved();
        options.onClose();
      } else if (outcome.kind === 'theirs' || outcome.kind === 'edit') {
        const theirs = outcome.theirs as unknown as R;
        setRebased(theirs);
        form.setFieldsValue(options.toForm(outcome.kind === 'theirs' ? theirs.declaration : (outcome.values as unknown as D)) as Parameters<typeof form.setFieldsValue>[0]);
      } else {
        const failure = outcome.error as ApiError;
        const errors = Object.entries(failure.errors ?? {}).map(([path, text]) => ({ path: path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)), message: text }));
        if (errors.length > 0) showErrors(errors);
        else setProblems([failure.message]);
      }
    } finally {
      setSaving(false);
    }
  };

  /** The JSON tab opened: it shows the declaration the form holds now. */
  const showJson = () => setJson(JSON.stringify(options.fromForm(form.getFieldsValue(true)), null, 2));

  const importJson = () => {
    try {
      const parsed = schema.safeParse(JSON.parse(json));
      if (!parsed.success) return setJsonError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${tm(i.message)}`).join('；'));
      form.setFieldsValue({ ...options.toForm(parsed.data), ...options.kept(parsed.data) } as Parameters<typeof form.setFieldsValue>[0]);
      setJsonError(null);
    } catch {
      setJsonError(t(`${texts}.jsonInvalid`));
    }
  };

  return { texts, editing: Boolean(record), onClose: options.onClose, formId, submitProps, problems, saving, save, json, setJson, jsonError, showJson, importJson };
}

/** What the editor's dialog (DeclarationEditorModal) is given. */
export type DeclarationEditor = ReturnType<typeof useDeclarationEditor>;
