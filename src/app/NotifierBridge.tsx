import { App } from 'antd';
import { useInstallNotifier } from './useInstallNotifier';

/** Inside the signed-in part: the same toasts through `App.useApp()`, the container the shell's own use. */
export function NotifierBridge() {
  const { message } = App.useApp();
  useInstallNotifier(message, 'signedIn');
  return null;
}
