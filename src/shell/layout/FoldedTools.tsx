import { useState, type ReactNode } from 'react';
import { Popover } from 'antd';
import { Button } from '@/engine/named/Button';
import { AppstoreOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/**
 * The top bar's tools folded into one menu on a narrow screen (docs/product.md#constants-and-limits): one button opens a panel
 * holding the same tools (messages, colour, theme, lock, full screen, language), each still opening its own
 * panel or dialog, so the module switcher keeps the top bar's room.
 */
export function FoldedTools({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Popover trigger="click" placement="bottomRight" open={open} onOpenChange={setOpen} content={<div className="folded-tools">{children}</div>}>
      <Button type="text" className="top-bar-icon" icon={<AppstoreOutlined />} aria-label={t('a11y.tools')} aria-expanded={open} data-testid="folded-tools" />
    </Popover>
  );
}
