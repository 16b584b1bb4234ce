import { useEffect } from 'react';
import type { MessageInstance } from 'antd/es/message/interface';
import { setNotifier, type NotifierLayer } from '@/providers/notifier';

/** Hands a message API to `notify` (code outside React: the http client, the auth provider) while mounted. */
export function useInstallNotifier(message: MessageInstance, layer: NotifierLayer) {
  useEffect(() => {
    setNotifier({ show: (kind, text, duration) => void message.open({ type: kind, content: text, duration }) }, layer);
    return () => setNotifier(null, layer);
  }, [message, layer]);
}
