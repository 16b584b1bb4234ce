import type { FormInstance } from 'antd';
import type { DataProvider } from '@refinedev/core';
import type { FormFieldDecl, ResourceDecl } from '@resources/define';
import { ApiError } from '@/providers/http';
import { tm } from '@/providers/i18n';
import { endpointCall } from '../actions/endpointCall';

/**
 * Sends a declared form's body to its call. Field errors the server answers go under their fields (the http
 * client has shown its message); the error is thrown on so the caller stays where it is.
 */
export async function submitDeclared(opts: {
  dataProvider: DataProvider;
  resource: ResourceDecl;
  endpoint: string;
  record: Record<string, unknown>;
  body: unknown;
  form: FormInstance;
  fields: FormFieldDecl[];
}): Promise<unknown> {
  const { url, method } = endpointCall(opts.resource, opts.endpoint, opts.record);
  try {
    const { data } = await opts.dataProvider.custom!({ url, method, payload: opts.body as never, meta: {} });
    return data;
  } catch (e) {
    if (e instanceof ApiError && e.errors) {
      const known = new Set(opts.fields.map((f) => f.field));
      opts.form.setFields(
        Object.entries(e.errors)
          .filter(([name]) => known.has(name))
          .map(([name, text]) => ({ name, errors: [tm(text)] })),
      );
    }
    throw e;
  }
}
