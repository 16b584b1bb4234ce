import { useEffect } from 'react';
import { message as antdMessage } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { setNotifier, type NotifierLayer } from '@/providers/notifier';

/** Hands a message API to `notify` (code outside React: the http client, the auth provider) while mounted. */
export function useInstallNotifier(message: MessageInstance, layer: NotifierLayer) {
  useEffect(() => {
    setNotifier({ show: (kind, text, duration) => void message.open({ type: kind, content: text, duration }) }, layer);
    return () => setNotifier(null, layer);
  }, [message, layer]);
}

/**
 * The root's toasts (every page, the sign-in pages included) for code outside React: antd's hook-based message
 * API without antd's App, whose modal and notification code the sign-in pages do not need.
 */
export function RootNotifierBridge() {
  const [message, holder] = antdMessage.useMessage();
  useInstallNotifier(message, 'root');
  return holder;
}
