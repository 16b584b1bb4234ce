import { useCallback, useEffect, useState } from 'react';
import type { Envelope } from '@schemas/envelope';
import type { SysMessageDetail } from '@schemas/sysMessage';
import { http } from '@/providers/client';
import { ApiError } from '@/providers/apiError';
import { announceMessage } from '@/shell/messages/useMessages';
import { messageIdOf } from './taskView';

export type DetailState =
  | { status: 'loading' }
  | { status: 'ready'; detail: SysMessageDetail }
  /** code: the HTTP status (400 for an id the route cannot hold); message: why, as the server said it. */
  | { status: 'failed'; code: number; message: string };

/**
 * One message of the signed-in user with the task it is about (`GET /admin/message/{id}`). The server marks
 * it read, so the top-bar badge is told to reload. Failures stay on the page (no toast): a wrong or foreign
 * id shows why instead of a broken page.
 */
export function useMessageDetail(param: string | undefined, badIdMessage: string) {
  const id = messageIdOf(param);
  const [state, setState] = useState<DetailState>({ status: 'loading' });

  const load = useCallback(async () => {
    if (id === null) {
      setState({ status: 'failed', code: 400, message: badIdMessage });
      return;
    }
    // A refresh keeps the shown message; another id starts over.
    setState((s) => (s.status === 'ready' && s.detail.id === id ? s : { status: 'loading' }));
    try {
      const { data } = await http.get<Envelope<SysMessageDetail>>(`/admin/message/${id}`, { ignoreErrors: true });
      setState({ status: 'ready', detail: data.data });
      announceMessage();
    } catch (error) {
      const code = error instanceof ApiError ? error.statusCode : 0;
      setState({ status: 'failed', code, message: (error as Error).message });
    }
  }, [id, badIdMessage]);

  useEffect(() => {
    void load();
  }, [load]);

  return { state, reload: load };
}
