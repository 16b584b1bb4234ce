import { useCallback, useEffect, useState } from 'react';
import type { Envelope } from '@schemas/envelope';
import type { SysMessagePage } from '@schemas/sysMessage';
import { http } from '@/providers/client';

const MESSAGES_CHANGED = 'atrium:messages-changed';

/** Tells the popover that a new message arrived (the realtime client calls this). */
export const announceMessage = () => window.dispatchEvent(new Event(MESSAGES_CHANGED));

/** The signed-in user's system messages and unread count (schemas/sysMessage.ts names the routes). */
export function useMessages() {
  const [page, setPage] = useState<SysMessagePage | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const { data } = await http.get<Envelope<SysMessagePage>>('/admin/message/mine', { params: { current: 1, size: 10 }, ignoreErrors: true });
      setPage(data.data);
      setError(null);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void load();
    const onChanged = () => void load();
    window.addEventListener(MESSAGES_CHANGED, onChanged);
    return () => window.removeEventListener(MESSAGES_CHANGED, onChanged);
  }, [load]);

  const markRead = async (id: number) => {
    await http.put(`/admin/message/read/${id}`);
    await load();
  };
  const markAllRead = async () => {
    await http.put('/admin/message/read-all');
    await load();
  };
  return { page, loading, error, reload: load, markRead, markAllRead };
}
