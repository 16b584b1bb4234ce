import antdMessage from 'antd/es/message';
import { useInstallNotifier } from './useInstallNotifier';

/**
 * The root's toasts: antd's hook-based message API without antd's App, whose modal and notification code the
 * sign-in pages do not need. Loaded by `RootNotifierBridge` when the first toast asks for it.
 */
export default function RootMessages() {
  const [message, holder] = antdMessage.useMessage();
  useInstallNotifier(message, 'root');
  return holder;
}
