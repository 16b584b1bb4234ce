import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The row action that disables an enabled account (status 2) and enables a disabled one (1) after asking
 * (SPEC.md section 4); a frozen account (3) has none.
 */
export function StatusToggle({ status, loading, onConfirm }: { status: number; loading: boolean; onConfirm: () => unknown }) {
  const { t } = useTranslation();
  if (status === 3) return null;
  const enabled = status === 2;
  return (
    <Popconfirm
      title={t(enabled ? 'accountCenter.confirm.disable' : 'accountCenter.confirm.enable')}
      okText={t('buttons.confirm')}
      cancelText={t('buttons.cancel')}
      onConfirm={onConfirm}
      okButtonProps={{ loading }}
    >
      <Button type="link" size="small" danger={enabled}>
        {t(enabled ? 'accountCenter.actions.disable' : 'accountCenter.actions.enable')}
      </Button>
    </Popconfirm>
  );
}
