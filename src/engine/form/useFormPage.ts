import { useCallback, useEffect, useMemo, useState } from 'react';
import { Form } from 'antd';
import { useCustom, useGo } from '@refinedev/core';
import type { FormContext, FormMode, FormPageDecl, PageKind, ResourceDecl } from '@resources/define';
import { useDeclContext, useResourcePage } from '../route/pageContext';
import { filledUrl } from '../list/searchQuery';
import { clearDraft, readDraft, writeDraft } from './formDraft';
import { useDeclaredSubmit } from './useDeclaredSubmit';
import { dynamic, scopeOf } from '../dynamic';

type Decl = FormPageDecl<Record<string, unknown>, Record<string, unknown>, string>;

/** The form page of a route: the declared one, or the edit page read-only for `show`. */
export function formPageOf(resource: ResourceDecl, kind: PageKind): { decl: Decl; forcedMode?: FormMode } | undefined {
  const forms = resource.forms as Partial<Record<PageKind, Decl>> | undefined;
  const own = forms?.[kind];
  if (own) return { decl: own };
  if (kind === 'show' && forms?.edit) return { decl: forms.edit, forcedMode: 'view' };
  return undefined;
}

/**
 * The controller of a form page: its mode (fixed or from the route query), the record it edits (loaded by a
 * call filled from the query), the values (kept as a draft for the session when declared), save and cancel.
 */
export function useFormPage(resource: ResourceDecl, kind: PageKind, path: string, decl: Decl, forcedMode?: FormMode) {
  const go = useGo();
  const ctx = useDeclContext();
  const page = useResourcePage();
  const [form] = Form.useForm();
  const { save: submitForm, saving } = useDeclaredSubmit(resource);
  const mode: FormMode = forcedMode ?? (typeof decl.mode === 'string' ? decl.mode : (dynamic(decl.mode, `${path}.mode`, [ctx.query], scopeOf(undefined, ctx), 'query') ?? 'view'));
  const from = useCallback((value: Decl['initialValues'], at: string, fctx: FormContext) => dynamic(value, `${path}.${at}`, [fctx], scopeOf(fctx.record, fctx), 'values'), [path]);
  const loadUrl = decl.load ? filledUrl(decl.load.url, ctx.query) : null;
  const { query: loaded } = useCustom<Record<string, unknown>>({
    url: loadUrl ?? '',
    method: 'get',
    queryOptions: { enabled: loadUrl !== null, retry: false },
    errorNotification: false,
  });
  const record = loaded.data?.data as Record<string, unknown> | undefined;
  const base: Omit<FormContext, 'values'> = useMemo(() => ({ ...ctx, mode, record }), [ctx, mode, record]);

  // A draft comes back only when the route opened without a query (from the picking page); otherwise afresh.
  const [draftValues] = useState(() => (decl.keepDraft && page?.fromDraft ? readDraft(path)?.values : undefined));
  const [initialValues] = useState(() => ({ ...from(decl.initialValues, 'initialValues', { ...base, values: {} }), ...draftValues }));

  // The record fills the form once it has arrived (edit and view).
  useEffect(() => {
    if (record && decl.initialValues) form.setFieldsValue(from(decl.initialValues, 'initialValues', { ...base, values: {} }) ?? {});
  }, [record, form, decl, base, from]);

  // The draft holds the query as the address wrote it, so that it parses again when the page reopens from it.
  const keepDraft = () => {
    if (decl.keepDraft) writeDraft(path, { query: page?.rawQuery ?? {}, values: form.getFieldsValue(true) });
  };
  // A page opened with a query starts its draft afresh.
  useEffect(keepDraft, [decl.keepDraft, path, page?.rawQuery, form]);

  const exit = () => {
    if (decl.keepDraft) clearDraft(path);
    go({ to: decl.exit.to, query: from(decl.exit.query, 'exit.query', { ...base, values: form.getFieldsValue(true) }) });
  };

  const save = () => {
    if (!decl.submit || mode === 'view') return;
    return submitForm({
      form,
      fields: decl.fields,
      submit: decl.submit,
      record,
      base,
      onSaved: exit,
      // An edit page changes the record it loaded: its save carries that record's version (docs/api.md).
      versioned: mode === 'edit' && !!record,
      valuesOf: (r) => from(decl.initialValues, 'initialValues', { ...base, record: r, values: {} }) ?? {},
      reload: () => void loaded.refetch(),
    });
  };

  return { form, mode, record, loading: loaded.isFetching, needsRecord: !!decl.load, base, initialValues, keepDraft, save, saving, cancel: exit, kind };
}
