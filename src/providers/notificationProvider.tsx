import type { NotificationProvider } from '@refinedev/core';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Refine's notifications through the hook-based antd API. Ours rather than @refinedev/antd's, which draws its undo
 * notice with antd's Progress (a component the signed-in shell does not otherwise load) and falls back to antd's
 * static notification API.
 *
 * Refine's notices of a failure are not shown: every call goes through the HTTP client, which tells each failure
 * once, in the server's words (docs/product.md#errors-and-messages), so Refine's "Error (status code: …)" would say it
 * a second time. The engine's hooks pass `errorNotification: false` where they can; this covers those that take no
 * such option, such as the record query inside @refinedev/antd's useForm (docs/architecture.md).
 */
export function useNotificationProvider(): NotificationProvider {
  const { notification } = App.useApp();
  const { t } = useTranslation();
  return {
    open: ({ key, message, description, type, cancelMutation }) => {
      if (type === 'error') return;
      if (type === 'progress') {
        notification.info({
          key,
          message,
          description,
          btn: cancelMutation ? (
            <Button size="small" onClick={() => { cancelMutation(); if (key) notification.destroy(key); }}>
              {t('buttons.undo')}
            </Button>
          ) : undefined,
        });
        return;
      }
      notification.open({ key, type, message, description });
    },
    close: (key) => notification.destroy(key),
  };
}
