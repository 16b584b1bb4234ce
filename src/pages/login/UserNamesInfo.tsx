import { useEffect, useRef } from 'react';
import Modal from 'antd/es/modal';
import { useTranslation } from 'react-i18next';
import { tm } from '@/providers/i18n';

/**
 * The user names of a phone, in antd's info dialog (hook-based). Its own chunk: the modal code is not part of
 * the login page until someone asks for their user name.
 */
export default function UserNamesInfo({ names, onClose }: { names: string[]; onClose: () => void }) {
  const { t } = useTranslation();
  const [modal, holder] = Modal.useModal();
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    let shown = true;
    const dialog = modal.info({
      title: tm('您的用户名'),
      content: names.length > 0 ? names.join('、') : tm('该手机号没有可登录的账号'),
      // antd's locale comes with the signed-in part; this button says the same in either language.
      okText: t('buttons.confirm'),
      onOk: () => shown && close.current(),
    });
    return () => {
      shown = false;
      dialog.destroy();
    };
  }, [modal, names, t]);

  return holder;
}
