import { useRef, useState } from 'react';
import { Alert, Button, Modal, Typography } from 'antd';
import { useCustomMutation } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { DialogProps } from '@resources/define';
import type { AdminUser } from '@schemas/userAdmin';
import { savingSpinner } from '@/engine/named/Button';
import { IntentKeys } from '@/providers/intentKey';
import './access.css';

/**
 * An administrator's reset of a user's password (docs/security.md, "Users, roles and data scopes"): asked first,
 * then the server makes a temporary password, ends the user's sessions and answers the password, shown here this
 * once to be handed on; the user sets their own at the next sign-in. The reset is one intent with its idempotency key
 * (docs/api.md, "Idempotency keys and versions"): a retry after a lost answer or a second click gets the same
 * temporary password back, never a second one.
 */
export default function ResetPasswordDialog({ resource, row, onClose, onSaved }: DialogProps) {
  const { t } = useTranslation();
  const user = row as unknown as AdminUser;
  const { mutateAsync, mutation } = useCustomMutation<{ userId: number; password: string }>();
  const [password, setPassword] = useState<string | null>(null);
  const intents = useRef(new IntentKeys());
  const f = (key: string, options?: Record<string, unknown>) => t(`${resource.name}.password.${key}`, options);

  const reset = async () => {
    const call = intents.current.take({ reset: user.userId });
    try {
      const reply = await mutateAsync({
        url: `/admin/user/${user.userId}/password`,
        method: 'put',
        values: {},
        meta: { request: { idempotencyKey: call.key } },
        errorNotification: false,
        successNotification: false,
      });
      call.settle();
      setPassword(reply.data.password);
      onSaved();
    } catch (error) {
      // The http client showed the server's message; an unanswered call keeps its key for the next click.
      call.settle(error);
    }
  };

  return (
    <Modal
      open
      title={f('title')}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
      footer={
        password === null
          ? [
              <Button key="cancel" onClick={onClose}>
                {t('buttons.cancel')}
              </Button>,
              <Button key="reset" type="primary" danger onClick={reset} loading={savingSpinner(mutation.isPending)} disabled={mutation.isPending}>
                {f('confirm')}
              </Button>,
            ]
          : [
              <Button key="close" type="primary" onClick={onClose}>
                {f('close')}
              </Button>,
            ]
      }
    >
      {password === null ? (
        <p>{f('intro', { name: user.actualName || user.username })}</p>
      ) : (
        <>
          <Alert type="warning" showIcon message={f('done')} />
          <p className="temporary-password" data-testid="temporary-password">
            {f('label')}:{' '}
            <Typography.Text code copyable={{ text: password }}>
              {password}
            </Typography.Text>
          </p>
        </>
      )}
    </Modal>
  );
}
