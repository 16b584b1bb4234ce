import type { NotificationProvider } from '@refinedev/core';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Refine's notifications through the hook-based antd API. Ours rather than @refinedev/antd's, whose
 * barrel would pull its markdown and pro-layout code into the first screen's JavaScript.
 */
export function useNotificationProvider(): NotificationProvider {
  const { notification } = App.useApp();
  const { t } = useTranslation();
  return {
    open: ({ key, message, description, type, cancelMutation }) => {
      if (type === 'progress') {
        notification.info({
          key,
          message,
          description,
          btn: cancelMutation ? (
            <Button
              size="small"
              onClick={() => {
                cancelMutation();
                if (key) notification.destroy(key);
              }}
            >
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
