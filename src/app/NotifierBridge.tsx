import { useEffect } from 'react';
import { App } from 'antd';
import { setNotifier } from '@/providers/notifier';

/** Hands the hook-based antd message API to code outside React (http client, auth provider). */
export function NotifierBridge() {
  const { message } = App.useApp();
  useEffect(() => {
    setNotifier({ show: (kind, text, duration) => void message.open({ type: kind, content: text, duration }) });
    return () => setNotifier(null);
  }, [message]);
  return null;
}
