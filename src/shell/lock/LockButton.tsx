import { lazy, Suspense, useState } from 'react';
import { Tooltip } from 'antd';
import { Button } from '@/engine/named/Button';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LOCK_PATH, lockNow } from './lockRules';
import { useStableNavigate } from '../useStableNavigate';

// Loaded when first asked for: with antd's Form it would be on every signed-in screen's path (docs/performance.md#what-the-browser-loads).
const LockPasswordDialog = lazy(() => import('./LockPasswordDialog'));

/** The lock icon: locks at once when a lock password is set, else asks for one (docs/product.md#states-and-transitions). */
export function LockButton() {
  const { t } = useTranslation();
  const navigate = useStableNavigate();
  const [open, setOpen] = useState(false);
  // Mounted from the first ask on, so the dialog closes with antd's animation.
  const [asked, setAsked] = useState(false);

  const lock = () => {
    if (lockNow()) navigate(LOCK_PATH);
    else {
      setAsked(true);
      setOpen(true);
    }
  };

  return (
    <>
      <Tooltip title={t('lock.lock')}>
        <Button type="text" className="top-bar-icon" icon={<LockOutlined />} onClick={lock} aria-label={t('lock.lock')} data-testid="lock-button" />
      </Tooltip>
      {asked ? (
        <Suspense fallback={null}>
          <LockPasswordDialog
            open={open}
            onClose={() => setOpen(false)}
            onLocked={() => {
              setOpen(false);
              navigate(LOCK_PATH);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
