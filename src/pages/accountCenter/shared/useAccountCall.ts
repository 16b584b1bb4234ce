import type { AxiosRequestConfig } from 'axios';
import { useCustomMutation } from '@refinedev/core';

/**
 * A POST of the account centre through Refine's custom mutation. The http client already shows the
 * server's message on failure, so Refine's own error toast is off; `pending` disables save buttons. `request`
 * carries the call's idempotency key and version (docs/api.md, "Idempotency keys and versions").
 */
export function useAccountCall() {
  const { mutateAsync, mutation } = useCustomMutation();
  const post = async <T>(url: string, values: unknown = {}, request?: AxiosRequestConfig): Promise<T> => {
    const res = await mutateAsync({
      url,
      method: 'post',
      values: values as never,
      meta: { request },
      errorNotification: false,
      successNotification: false,
    });
    return res.data as unknown as T;
  };
  return { post, pending: mutation.isPending };
}
