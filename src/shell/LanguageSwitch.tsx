import { useEffect, useRef, useState } from 'react';
import { theme } from 'antd';
import { Button } from '@/engine/named/Button';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@/providers/i18n';
import { useLanguage } from '@/providers/useLanguage';
import './languageSwitch.css';

/** How long the menu stays after the pointer leaves, so it can travel from the button to the menu. */
const CLOSE_DELAY_MS = 150;

/**
 * zh / en switch; the choice is stored (docs/product.md#the-admin-shell). It opens on hover, click or focus
 * like antd's Dropdown and looks like its menu, but is a menu of our own: antd's Dropdown (menu, overflow,
 * trigger and popup code) would be a tenth of the login page's script for two choices (docs/performance.md#what-the-browser-loads).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const [language, setLanguage] = useLanguage();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const closing = useRef<number | undefined>(undefined);
  const { token } = theme.useToken();

  const show = () => {
    window.clearTimeout(closing.current);
    setOpen(true);
  };
  const hideSoon = () => {
    window.clearTimeout(closing.current);
    closing.current = window.setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
  };
  const choose = (lng: Language) => {
    setOpen(false);
    void setLanguage(lng);
  };

  useEffect(() => {
    if (!open) return;
    const outside = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const escape = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  useEffect(() => () => window.clearTimeout(closing.current), []);

  return (
    <div ref={root} className="language-switch" onMouseEnter={show} onMouseLeave={hideSoon}>
      <Button type="text" className={className} icon={<GlobalOutlined />} aria-label={t('language.label')} aria-haspopup="menu" aria-expanded={open} onClick={show}>
        {t(`language.${language}`)}
      </Button>
      {open && (
        <div
          role="menu"
          aria-label={t('language.label')}
          className="language-switch-menu"
          style={{
            // The colour as text on its tint: the readable shade (axe: the colour itself read below 4.5:1).
            ['--language-active' as string]: token.colorPrimaryText,
            ['--language-active-bg' as string]: token.colorPrimaryBg,
            boxShadow: token.boxShadowSecondary,
            borderRadius: token.borderRadiusLG,
            background: token.colorBgElevated,
          }}
        >
          {LANGUAGES.map((lng) => (
            <button
              key={lng}
              type="button"
              role="menuitemradio"
              aria-checked={lng === language}
              className={lng === language ? 'language-switch-option language-switch-option-active' : 'language-switch-option'}
              onClick={() => choose(lng)}
            >
              {t(`language.${lng}`)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
