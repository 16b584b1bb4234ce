import { useEffect, useState } from 'react';
import { Tooltip } from 'antd';
import { Button } from '@/engine/named/Button';
import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** Full screen on and off; follows Esc too. */
export function FullScreenButton() {
  const { t } = useTranslation();
  const [full, setFull] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    const onChange = () => setFull(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void document.documentElement.requestFullscreen?.().catch(() => undefined);
  };
  const label = full ? t('shellTools.exitFullScreen') : t('shellTools.fullScreen');
  return (
    <Tooltip title={label}>
      <Button type="text" className="top-bar-icon" icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />} onClick={toggle} aria-label={label} />
    </Tooltip>
  );
}
