import { useState } from 'react';
import { Modal, Popover, Tooltip } from 'antd';
import { Button } from '@/engine/named/Button';
import { BgColorsOutlined, CheckOutlined, SkinOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { tm } from '@/providers/i18n';
import { COLOR_PRESETS, THEMES } from './themes';
import { setThemeColor, setThemeName, useThemeChoice } from './useShellTheme';

/** The theme choice (docs/product.md#the-admin-shell): six themes shown as small previews. */
export function ThemePicker() {
  const { t } = useTranslation();
  const { name } = useThemeChoice();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title={t('theme.title')}>
        <Button type="text" className="top-bar-icon" icon={<SkinOutlined />} onClick={() => setOpen(true)} aria-label={t('theme.title')} data-testid="theme-button" />
      </Tooltip>
      <Modal title={t('theme.title')} open={open} onCancel={() => setOpen(false)} footer={null} width={640}>
        <div className="theme-grid">
          {THEMES.map((theme) => (
            <button
              type="button"
              key={theme.name}
              className={`theme-card${theme.name === name ? ' is-active' : ''}`}
              onClick={() => setThemeName(theme.name)}
              data-theme-option={theme.name}
            >
              <span className="theme-preview" aria-hidden="true">
                <span className="theme-preview-sider" style={{ background: theme.swatch[0] }} />
                <span className="theme-preview-main">
                  <span className="theme-preview-header" style={{ background: theme.swatch[1] }} />
                  <span className="theme-preview-body" style={{ background: theme.swatch[2] }} />
                </span>
              </span>
              <span className="theme-name">
                {theme.name === name && <CheckOutlined aria-hidden />} {tm(theme.label)}
              </span>
            </button>
          ))}
        </div>
      </Modal>
    </>
  );
}

/** The theme colour: eight presets, red #e60012 by default. */
export function ColorPicker() {
  const { t } = useTranslation();
  const { color } = useThemeChoice();
  return (
    <Popover
      trigger="click"
      placement="bottom"
      title={t('theme.color')}
      content={
        <div className="color-presets">
          {COLOR_PRESETS.map((c) => (
            <button
              type="button"
              key={c}
              className={`color-swatch${c === color ? ' is-active' : ''}`}
              style={{ background: c }}
              onClick={() => setThemeColor(c)}
              aria-label={c}
              data-color={c}
            >
              {c === color && <CheckOutlined />}
            </button>
          ))}
        </div>
      }
    >
      <Tooltip title={t('theme.color')}>
        <Button type="text" className="top-bar-icon" icon={<BgColorsOutlined />} aria-label={t('theme.color')} data-testid="color-button" />
      </Tooltip>
    </Popover>
  );
}
