import { Drawer, List, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { SETTING_KEYS, useSettings } from './settingsStore';
import { addTexts } from '@/providers/i18n';
import { settingsZh } from '@/locales/settings.zh';

// The drawer brings its zh texts with its chunk; the user menu's entry is the shell's (docs/performance.md#what-the-browser-loads).
addTexts('zh-CN', { settings: settingsZh });

/** Interface settings (docs/product.md#the-admin-shell): the ten switches, each showing or hiding its part. */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [settings, set] = useSettings();
  return (
    <Drawer title={t('settings.title')} open={open} onClose={onClose} width={320} data-testid="settings-drawer">
      <List
        dataSource={[...SETTING_KEYS]}
        renderItem={(key) => (
          <List.Item extra={<Switch checked={settings[key]} onChange={(v) => set(key, v)} data-setting={key} aria-label={t(`settings.${key}`)} />}>{t(`settings.${key}`)}</List.Item>
        )}
      />
    </Drawer>
  );
}
